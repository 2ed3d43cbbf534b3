import { act, screen, waitFor, within } from '@testing-library/react';
import { realtimeEventReceived } from '@portal/shared';
import { setupApiServer } from '@portal/shared/testing';
import CvDashboard from './dashboard';
import { renderCvScreen } from './features/cv/testing/render-cv';
import { fakeApplication, fakeOffer, fakeOffersApi, type FakeOffersSeed } from './features/offers/testing/fake-offers-api';

const server = setupApiServer();

const language = {
  id: 1,
  idioma: { code: 'ingles', name: 'Inglés' },
  nivel_hablado: { code: 'basico', name: 'Básico' },
  nivel_escrito: { code: 'basico', name: 'Básico' },
  nivel_comprension: { code: 'basico', name: 'Básico' },
  certificado: null,
};

function renderDashboard(offers: FakeOffersSeed = {}) {
  const fake = fakeOffersApi(offers);
  server.use(...fake.handlers);
  return { ...renderCvScreen(server, <CvDashboard />, { route: '/', seed: { entries: { languages: [language] } } }), offersFake: fake };
}

describe('the student’s landing cards (./dashboard)', () => {
  it('shows the real completeness and links the sections still missing', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Hoja de vida' });
    expect(await within(card).findByRole('status')).toHaveTextContent('Hoja de vida completa al 11 %');
    const missing = within(card).getByRole('navigation', { name: 'Secciones por completar' });
    expect(within(missing).getAllByRole('link')).toHaveLength(8);
    expect(within(missing).queryByRole('link', { name: 'Idiomas' })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Completar mi hoja de vida' })).toHaveAttribute('href', '/CV/basic');
  });

  it('counts the applications by status, and follows a company’s move', async () => {
    const offers = [1, 2, 3].map((id) => fakeOffer(id));
    const { store, offersFake } = renderDashboard({
      applications: [fakeApplication(3, offers[2]!, 'entrevista'), fakeApplication(2, offers[1]!), fakeApplication(1, offers[0]!)],
    });
    const card = await screen.findByRole('region', { name: 'Mis postulaciones' });
    expect(await within(card).findByText('3 postulaciones en total')).toBeInTheDocument();
    const byStatus = within(card).getByRole('list', { name: 'Postulaciones por estado' });
    const count = (status: string) => within(byStatus).getByText(status).parentElement;
    await waitFor(() => expect(count('Postulado')).toHaveTextContent('Postulado2'));
    expect(count('Entrevista')).toHaveTextContent('Entrevista1');
    expect(count('Seleccionado')).toHaveTextContent('Seleccionado0');
    expect(within(card).getByRole('link', { name: 'Ver mis postulaciones' })).toHaveAttribute('href', '/applications');

    offersFake.moveApplication(3, 'seleccionado');
    act(() => {
      store.dispatch(
        realtimeEventReceived({
          channel: 'users.1',
          event: 'notification.created',
          payload: {
            id: 9,
            type: 'application.status',
            text: 'Seleccionado',
            link: '/applications',
            read: false,
            created_at: '2026-03-05T10:00:00Z',
          },
        }),
      );
    });
    await waitFor(() => expect(count('Seleccionado')).toHaveTextContent('Seleccionado1'));
    expect(count('Entrevista')).toHaveTextContent('Entrevista0');
  });

  it('leads to the offers before the first application', async () => {
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Mis postulaciones' });
    expect(await within(card).findByText('Aún no tienes postulaciones')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Buscar ofertas' })).toHaveAttribute('href', '/offers');
  });
});
