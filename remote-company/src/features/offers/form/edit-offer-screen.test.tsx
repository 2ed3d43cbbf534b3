import { offerMessages, offerToday, shiftDate } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { api, setupApiServer, validationError } from '@portal/shared/testing';
import { offerFixture } from '../testing/fake-company-api';
import { renderCompanyScreen } from '../testing/render-company';
import { EditOfferScreen } from './edit-offer-screen';

const server = setupApiServer();

const published = offerFixture({ id: 7, titulo: 'Desarrollador web junior', status: 'publicada', fecha_publicacion: '2099-01-01' });
// A draft's closing date counts its 90 days from today.
const draft = offerFixture({ id: 8, titulo: 'Analista contable', fecha_cierre: shiftDate(offerToday(), { days: 20 }) });
const closed = offerFixture({ id: 9, titulo: 'Asistente', status: 'cerrada', fecha_publicacion: '2099-01-01' });

const renderEdit = (id: number | string, options: Parameters<typeof renderCompanyScreen>[2] = {}) =>
  renderCompanyScreen(server, <EditOfferScreen />, {
    route: `/company/my-offers/${id}/edit`,
    path: '/company/my-offers/:id/edit',
    seed: { offers: [published, draft, closed] },
    ...options,
  });

describe('/company/my-offers/:id/edit', () => {
  it('edits a published offer: its values in the form, saved without publishing again', async () => {
    const { user, fake, router } = renderEdit(7);
    expect(await screen.findByRole('heading', { level: 2, name: 'Editar oferta' })).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'Título' });
    expect(title).toHaveValue('Desarrollador web junior');
    expect(screen.getByRole('spinbutton', { name: 'Salario mínimo (USD)' })).toHaveValue('800.00');
    expect(await screen.findByRole('textbox', { name: 'Fecha de cierre' })).toHaveValue('31/01/2099');
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();

    await user.clear(title);
    await user.type(title, 'Desarrollador web');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Oferta guardada.')).toBeInTheDocument();
    expect(fake.calls).toEqual([
      { method: 'PUT', path: 'offers/7', body: expect.objectContaining({ titulo: 'Desarrollador web', area: 'tecnologia' }) },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/my-offers'));
  });

  it('publishes a draft from its form: saved, then published', async () => {
    const { user, fake } = renderEdit(8);
    await user.click(await screen.findByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Oferta publicada.')).toBeInTheDocument();
    expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT offers/8', 'POST offers/8/publish']);
  });

  it('shows a 422 on its field and keeps everything typed', async () => {
    const { user } = renderEdit(8);
    server.use(http.put(api('company/offers/8'), () => validationError({ carreras: [offerMessages.career] })));
    const title = await screen.findByRole('textbox', { name: 'Título' });
    await user.clear(title);
    await user.type(title, 'Analista contable senior');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Carreras' })).toHaveAccessibleDescription(offerMessages.career));
    expect(title).toHaveValue('Analista contable senior');
    expect(screen.queryByText('Oferta guardada.')).not.toBeInTheDocument();
  });

  it('lets a company awaiting approval save its draft, and says why it cannot publish it', async () => {
    const { user, fake } = renderEdit(8, { seed: { companyStatus: 'pendiente', offers: [draft] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(offerMessages.companyPending);
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Oferta guardada.')).toBeInTheDocument();
    expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PUT offers/8']);
  });

  it('says a closed offer can no longer change', async () => {
    renderEdit(9);
    expect(await screen.findByText(/Esta oferta está cerrada: ya no se puede modificar\./)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
  });

  it.each([
    ['another company’s offer (the server’s 404)', 404],
    ['an address that names no offer', 'abc'],
  ])('says so for %s, with a way back', async (_case, id) => {
    renderEdit(id);
    expect(await screen.findByText('Esta oferta no existe o no pertenece a tu empresa.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Volver a Mis ofertas' }).at(-1)).toHaveAttribute('href', '/company/my-offers');
  });

  it('without the u flag on Mis ofertas, says so instead of the form', async () => {
    renderEdit(7, { menu: { new_offer: 'c', my_offers: 'x' } });
    expect(await screen.findByText('Tu rol no permite modificar ofertas.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Título' })).not.toBeInTheDocument();
  });
});
