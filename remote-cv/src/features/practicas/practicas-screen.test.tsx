import type { Hora, Practica } from '@portal/contracts/schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import { realtimeEventReceived } from '@portal/shared';
import { renderScreen, setupApiServer, testApiBase } from '@portal/shared/testing';
import { http, HttpResponse } from 'msw';
import { messages } from '../../i18n/es';
import { PracticasScreen } from './practicas-screen';

const server = setupApiServer();

const practica: Practica = {
  id: 5,
  estado: 'en_curso',
  tipo: 'laborales',
  student: { id: 1, nombres: 'Valeria', apellidos: 'Cevallos', dni: '1710034065' },
  company: { id: 2, empresa: 'Andes Digital S.A.' },
  universidad: { id: 1, nombre: 'Universidad Central del Ecuador' },
  carrera: 'Computación',
  tutor: { id: 3, name_us: 'Patricio Salazar' },
  convenio: null,
  offer_id: null,
  fecha_inicio: '2026-11-01',
  fecha_fin: '2026-12-31',
  horas_planificadas: 40,
  horas_aprobadas: 10,
  horas_pendientes: 4,
  motivo_anulacion: null,
  evaluacion_empresa: null,
  evaluacion_estudiante: null,
  calificacion: null,
  certificado_codigo: null,
};

const entry = (id: number, overrides: Partial<Hora> = {}): Hora => ({
  id,
  fecha: '2026-11-20',
  horas: 4,
  actividades: 'Desarrollo de la pantalla de inventario.',
  estado: 'pendiente',
  motivo: null,
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
  ...overrides,
});

/** A fake of the student's practicum calls, holding its log. */
function fakePracticas(entries: Hora[]) {
  const log = [...entries];
  const page = <T,>(items: T[]) => ({ message: 'OK', data: { items, total: items.length, page: 1, per_page: 50 } });
  server.use(
    http.get(`${testApiBase}/practicas`, () => HttpResponse.json(page([practica]))),
    http.get(`${testApiBase}/practicas/5/horas`, () => HttpResponse.json(page(log))),
    http.post(`${testApiBase}/practicas/5/horas`, async ({ request }) => {
      const body = (await request.json()) as { fecha: string; horas: number; actividades: string };
      if (body.horas + 4 > 12) {
        return HttpResponse.json(
          {
            message: 'Los datos no son válidos.',
            errors: { horas: ['No se pueden registrar más de 12 horas en un mismo día (ya hay 4 h ese día).'] },
          },
          { status: 422 },
        );
      }
      const created = entry(log.length + 10, body);
      log.unshift(created);
      return HttpResponse.json({ message: 'Horas registradas.', data: created }, { status: 201 });
    }),
  );
  return log;
}

const render = () =>
  renderScreen(<PracticasScreen />, { route: '/practicas', session: { role: 'student', menu: { practicas: 'cudx' } }, messages });

describe('/practicas', () => {
  it('shows the progress and the log, the rejection reason on its entry, and refreshes live', async () => {
    const log = fakePracticas([entry(1), entry(2, { estado: 'rechazada', motivo: 'Faltan detalles de la tarea.' })]);
    const { store } = render();
    expect(await screen.findByText('10 de 40 horas aprobadas (4 h por revisar)')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avance de la práctica: 25 %' })).toBeInTheDocument();
    expect(await screen.findByText('Motivo del rechazo: Faltan detalles de la tarea.')).toBeInTheDocument();

    log[0] = entry(1, { estado: 'rechazada', motivo: 'Fecha equivocada.' });
    act(() => {
      store.dispatch(
        realtimeEventReceived({
          channel: 'users.1',
          event: 'notification.created',
          payload: {
            id: 9,
            type: 'practica.revision',
            text: 'Rechazado',
            link: '/practicas',
            read: false,
            created_at: '2026-11-21T10:00:00.000Z',
          },
        }),
      );
    });
    expect(await screen.findByText('Motivo del rechazo: Fecha equivocada.')).toBeInTheDocument();
  });

  it('logs hours, and shows the server’s refusal under the hours field', async () => {
    fakePracticas([entry(1)]);
    const { user } = render();
    const log = await screen.findByRole('region', { name: 'Bitácora de horas' });
    await user.type(within(log).getByLabelText('Fecha'), '2026-11-20');
    await user.type(within(log).getByLabelText('Horas'), '9');
    await user.type(within(log).getByLabelText('Actividades'), 'Pruebas del módulo de reportes de ventas.');
    await user.click(within(log).getByRole('button', { name: 'Registrar horas' }));
    expect(
      await within(log).findByText('No se pueden registrar más de 12 horas en un mismo día (ya hay 4 h ese día).'),
    ).toBeInTheDocument();

    await user.clear(within(log).getByLabelText('Horas'));
    await user.type(within(log).getByLabelText('Horas'), '3');
    await user.click(within(log).getByRole('button', { name: 'Registrar horas' }));
    await waitFor(() => expect(within(log).getAllByText(/Pruebas del módulo de reportes/)).toHaveLength(1));
    expect(within(log).getByText('2026-11-20 · 3 h')).toBeInTheDocument();
  });
});
