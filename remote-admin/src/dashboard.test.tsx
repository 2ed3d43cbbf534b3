import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { AdminDashboard as Figures } from '@portal/contracts/schemas';
import { api, failure, ok, renderScreen, setupApiServer } from '@portal/shared/testing';
import AdminDashboard from './dashboard';

const server = setupApiServer();

const figures: Figures = {
  role: 'admin',
  users_by_role: [
    { role: { id_ro: 1, name_ro: 'Administrador' }, total: 2 },
    { role: { id_ro: 2, name_ro: 'Empresa' }, total: 14 },
    { role: { id_ro: 3, name_ro: 'Estudiante' }, total: 230 },
  ],
  companies_pending: {
    total: 7,
    items: [
      { id_us: 41, empresa: 'Andes Software S.A.', ruc: '1790012345001', created_at: '2026-11-02T15:00:00.000Z' },
      { id_us: 44, empresa: 'Pacífico Logística', ruc: '0990012345001', created_at: '2026-11-05T15:00:00.000Z' },
    ],
  },
  offers_by_status: [
    { status: 'borrador', total: 3 },
    { status: 'publicada', total: 12 },
    { status: 'cerrada', total: 5 },
    { status: 'expirada', total: 1 },
  ],
  applications_per_week: Array.from({ length: 12 }, (_, index) => ({
    week_start: new Date(Date.UTC(2026, 8, 7 + 7 * index)).toISOString().slice(0, 10),
    total: index === 11 ? 9 : index,
  })),
};

// jsdom has no canvas: Chart.js finds no drawing context and says so; the canvas and its
// accessible name are what this test looks at (the drawing is e2e's and the eye's).
let canvasContext: jest.SpyInstance;
let chartErrors: jest.SpyInstance;
beforeEach(() => {
  canvasContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  chartErrors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  canvasContext.mockRestore();
  chartErrors.mockRestore();
});

function renderDashboard(answer = () => ok(figures)) {
  server.use(http.get(api('dashboard'), answer));
  return renderScreen(<AdminDashboard />, { session: { role: 'admin', menu: {} } });
}

const panel = (title: string) => screen.getByRole('heading', { name: title }).closest<HTMLElement>('.ant-card')!;

describe('the administrator’s landing (remote-admin ./dashboard)', () => {
  it('shows the figures, and the companies awaiting approval as links to the users screen', async () => {
    renderDashboard();
    await screen.findByRole('heading', { name: 'Usuarios por rol' });
    const users = within(panel('Usuarios por rol'));
    expect(users.getByText('Usuarios registrados')).toBeInTheDocument();
    expect(users.getByText('246')).toBeInTheDocument();

    const pending = within(panel('Empresas por aprobar'));
    expect(pending.getByText('7')).toBeInTheDocument();
    expect(pending.getByRole('link', { name: 'Andes Software S.A. (RUC 1790012345001)' })).toHaveAttribute(
      'href',
      '/admin/users?aprobacion=pendiente&usuario=41',
    );
    expect(pending.getByRole('link', { name: 'Pacífico Logística (RUC 0990012345001)' })).toHaveAttribute(
      'href',
      '/admin/users?aprobacion=pendiente&usuario=44',
    );
    expect(pending.getByRole('link', { name: 'Revisar las 7 empresas pendientes' })).toHaveAttribute(
      'href',
      '/admin/users?aprobacion=pendiente',
    );

    expect(within(panel('Postulaciones por semana')).getByText('64')).toBeInTheDocument();
  });

  it('draws each chart once Chart.js has arrived, named by its figures', async () => {
    renderDashboard();
    expect(
      await screen.findByRole('img', { name: 'Usuarios por rol: Administrador: 2, Empresa: 14, Estudiante: 230' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('img', {
        name: 'Ofertas por estado: Borrador: 3, Publicada: 12, Cerrada: 5, Expirada: 1, En revisión: 0, Rechazada: 0, Oferta retirada: 0',
      }),
    ).toBeInTheDocument();
    const weeks = await screen.findByRole('img', { name: /^Postulaciones por semana: / });
    expect(weeks.getAttribute('aria-label')).toMatch(
      /^Postulaciones por semana: Semana del 7 sept: 0, Semana del 14 sept: 1, .*Semana del 23 nov: 9$/,
    );
    expect(weeks.tagName).toBe('CANVAS');
  });

  it('says when nobody awaits approval', async () => {
    renderDashboard(() => ok({ ...figures, companies_pending: { total: 0, items: [] } }));
    expect(await screen.findByText('No hay empresas esperando aprobación.')).toBeInTheDocument();
    expect(within(panel('Empresas por aprobar')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when the figures cannot be loaded, and tries again', async () => {
    let calls = 0;
    const { user } = renderDashboard(() => ((calls += 1) === 1 ? failure(500, 'Error interno del servidor.') : ok(figures)));
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Usuarios por rol' })).toBeInTheDocument();
  });
});
