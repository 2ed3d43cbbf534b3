import { offerMessages } from '@portal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { realtimeEventReceived } from '@portal/shared';
import { setupApiServer } from '@portal/shared/testing';
import CompanyDashboard from './dashboard';
import { applicantFixture, offerFixture } from './features/offers/testing/fake-company-api';
import { renderCompanyScreen } from './features/offers/testing/render-company';

const server = setupApiServer();

/** What the socket brings when the server notifies the company. */
function notification(type: string) {
  return {
    id: 1,
    type,
    text: 'La empresa fue aprobada. Ya puede publicar ofertas.',
    link: '/company/my-offers',
    read: false,
    created_at: '2026-03-01T00:00:00Z',
  };
}

const offers = [
  offerFixture({ id: 1, status: 'borrador' }),
  offerFixture({ id: 2, status: 'borrador' }),
  offerFixture({ id: 3, status: 'publicada' }),
  offerFixture({ id: 4, status: 'cerrada' }),
];
const applicants = { 3: [applicantFixture({ id: 1 }), applicantFixture({ id: 2, status: 'entrevista' })] };

describe('the company’s landing cards (./dashboard)', () => {
  it('shows its real figures: offers by status (each a link to that list), new applicants, drafts', async () => {
    renderCompanyScreen(server, <CompanyDashboard />, { seed: { offers, applicants } });
    const byStatus = await screen.findByRole('region', { name: 'Ofertas por estado' });
    const links = within(byStatus).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Borrador2', '/company/my-offers?estado=borrador'],
      ['Publicada1', '/company/my-offers?estado=publicada'],
      ['Cerrada1', '/company/my-offers?estado=cerrada'],
      ['Expirada0', '/company/my-offers?estado=expirada'],
      ['En revisión0', '/company/my-offers?estado=en_revision'],
      ['Rechazada0', '/company/my-offers?estado=rechazada'],
      ['Oferta retirada0', '/company/my-offers?estado=retirada'],
    ]);
    const newApplicants = screen.getByRole('region', { name: 'Postulantes nuevos' });
    expect(within(newApplicants).getByText('En los últimos 7 días')).toBeInTheDocument();
    expect(within(newApplicants).getByText('2')).toBeInTheDocument();
    expect(newApplicants).toHaveTextContent('1 postulación sin revisar');
    expect(newApplicants).toHaveTextContent('2 postulantes en total');
    const drafts = screen.getByRole('region', { name: 'Ofertas en borrador' });
    expect(within(drafts).getByText('2')).toBeInTheDocument();
    expect(within(drafts).getByRole('link', { name: 'Ver borradores' })).toHaveAttribute('href', '/company/my-offers?estado=borrador');
    expect(within(drafts).getByRole('link', { name: 'Crear una oferta' })).toHaveAttribute('href', '/company/new-offer');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells a company awaiting approval why it cannot publish yet', async () => {
    renderCompanyScreen(server, <CompanyDashboard />, { seed: { companyStatus: 'pendiente' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(offerMessages.companyPending);
    const drafts = screen.getByRole('region', { name: 'Ofertas en borrador' });
    expect(within(drafts).getByText('0')).toBeInTheDocument();
    expect(within(drafts).queryByRole('link', { name: 'Ver borradores' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Postulantes nuevos' })).toHaveTextContent('Aún no tienes postulantes');
  });

  it('tells a company turned down the administrator’s reason, as soon as the review arrives', async () => {
    const { store, fake } = renderCompanyScreen(server, <CompanyDashboard />, { seed: { companyStatus: 'pendiente' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(offerMessages.companyPending);
    fake.review('rechazada', 'Los datos del RUC no coinciden con el SRI.');
    act(() => {
      store.dispatch(realtimeEventReceived({ channel: 'users.1', event: 'notification.created', payload: notification('company.review') }));
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(offerMessages.companyRejected));
    expect(screen.getByRole('alert')).toHaveTextContent('Motivo: Los datos del RUC no coinciden con el SRI.');
    // One notice only: the shell's landing says nothing of its own about the review.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('follows an administrator’s approval live (its notification), without a reload', async () => {
    const { store, fake } = renderCompanyScreen(server, <CompanyDashboard />, { seed: { companyStatus: 'pendiente' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(offerMessages.companyPending);
    fake.review('aprobada');
    act(() => {
      store.dispatch(realtimeEventReceived({ channel: 'users.1', event: 'notification.created', payload: notification('company.review') }));
    });
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
