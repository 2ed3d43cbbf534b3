import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { api, ok, page, renderScreen, setupApiServer } from '@portal/shared/testing';
import { messages } from '../../i18n/es';
import type { AdminDataRequest } from './api/data-requests-api';
import { DataRequestsScreen } from './data-requests-screen';

const server = setupApiServer();

const request = (fields: Partial<AdminDataRequest> & Pick<AdminDataRequest, 'id'>): AdminDataRequest => ({
  tipo: 'acceso',
  detalle: 'Quiero saber qué datos tienen de mí.',
  estado: 'abierta',
  vence_el: '2026-12-10',
  respuesta: null,
  respondida_en: null,
  created_at: '2026-11-25T15:00:00.000Z',
  user: { id: 30 + fields.id, name_us: `Persona ${fields.id}`, email: `p${fields.id}@test.ec` },
  dias_restantes: 8,
  vencida: false,
  ...fields,
});

describe('/admin/data-requests', () => {
  it('lists overdue requests first and marked, with the days left, and sends an answer', async () => {
    const answers: unknown[] = [];
    let items = [
      request({ id: 1, tipo: 'oposicion', vence_el: '2026-11-30', dias_restantes: -2, vencida: true }),
      request({ id: 2, dias_restantes: 8 }),
    ];
    server.use(
      http.get(api('admin/data-requests'), () => ok(page(items, { page: 1, perPage: 20 }))),
      http.post(api('admin/data-requests/2/answer'), async ({ request: sent }) => {
        answers.push(await sent.json());
        items = items.filter((item) => item.id !== 2);
        return ok(request({ id: 2, estado: 'respondida', dias_restantes: null }));
      }),
    );
    const { user } = renderScreen(<DataRequestsScreen />, {
      route: '/admin/data-requests',
      session: { role: 'admin', menu: { 'data-requests': 'cu' } },
      messages,
    });
    expect(await screen.findByRole('heading', { name: 'Solicitudes de datos' })).toBeInTheDocument();
    await screen.findByText(/Persona 1/);
    const rows = within(screen.getAllByRole('table')[0]!).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Vencida hace 2 días');
    expect(rows[0]).toHaveTextContent('Oposición');
    expect(rows[1]).toHaveTextContent('Quedan 8 días');

    await user.click(screen.getByRole('button', { name: 'Responder la solicitud 2' }));
    await user.type(screen.getByLabelText('Respuesta a la solicitud 2'), 'Adjuntamos tus datos en «Mis datos».');
    await user.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    await screen.findByText(/Persona 1/);
    expect(answers).toEqual([{ respuesta: 'Adjuntamos tus datos en «Mis datos».' }]);
  });
});
