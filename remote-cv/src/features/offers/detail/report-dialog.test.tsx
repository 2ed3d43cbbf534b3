import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, chooseOption, setupApiServer } from '@portal/shared/testing';
import { fakeOffer } from '../testing/fake-offers-api';
import { renderOffersScreen } from '../testing/render-offers';
import { OfferScreen } from './offer-screen';

const server = setupApiServer();
const offer = fakeOffer(7, { titulo: 'Cajero' });

describe('Reportar oferta', () => {
  it('sends the reason and the words once; the second time says the server’s 409', async () => {
    const bodies: unknown[] = [];
    const { user } = renderOffersScreen(server, <OfferScreen />, { route: '/offers/7', path: '/offers/:id', seed: { offers: [offer] } });
    server.use(
      http.post(api('offers/7/reports'), async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json({ message: 'Gracias: revisaremos la oferta reportada.', data: { id: 1 } }, { status: 201 })
          : HttpResponse.json({ message: 'Ya reportaste esta oferta.' }, { status: 409 });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Reportar oferta' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
    expect(within(dialog).getByText('Elige el motivo del reporte.')).toBeInTheDocument();
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Motivo' }), 'Cobra dinero al postulante');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cuéntanos qué pasó (opcional)' }), 'Piden $50 por capacitación.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
    await waitFor(() => expect(bodies).toEqual([{ motivo: 'cobro', detalle: 'Piden $50 por capacitación.' }]));

    await user.click(screen.getByRole('button', { name: 'Reportar oferta' }));
    dialog = await screen.findByRole('dialog');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Motivo' }), 'Oferta fraudulenta');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar reporte' }));
    expect(await within(dialog).findByText('Ya reportaste esta oferta.')).toBeInTheDocument();
  });
});
