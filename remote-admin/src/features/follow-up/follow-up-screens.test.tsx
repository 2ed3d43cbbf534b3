import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { api, ok, page, renderScreen, setupApiServer } from '@portal/shared/testing';
import { messages } from '../../i18n/es';
import type { FollowUpRow, SurveySummary } from './api/follow-up-api';
import { FollowUpScreen } from './follow-up-screen';
import { SurveysScreen } from './surveys-screen';

const server = setupApiServer();

const survey = (fields: Partial<SurveySummary> & Pick<SurveySummary, 'id' | 'titulo' | 'estado'>): SurveySummary => ({
  invitados: 0,
  respuestas: 0,
  tasa_respuesta: null,
  opened_at: null,
  closed_at: null,
  created_at: '2026-11-20T15:00:00.000Z',
  ...fields,
});

const rows: FollowUpRow[] = [
  {
    universidad_id: 1,
    universidad: 'Universidad Central del Ecuador',
    carrera: 'Computación',
    cohorte: 2024,
    graduados: 7,
    respuestas: 5,
    tasa_respuesta: 0.7143,
    tasa_empleo: 0.8,
    mediana_meses_primer_empleo: 3.5,
    relacion_carrera_promedio: 4,
    sectores: { publico: 0.25, privado: 0.5, ong: 0, propio: 0.25 },
    rangos_salariales: { r1: 0, r2: 0.6667, r3: 0.3333, r4: 0, r5: 0 },
    contratados_portal: 0,
    suprimido: false,
  },
  {
    universidad_id: 1,
    universidad: 'Universidad Central del Ecuador',
    carrera: 'Ingeniería Civil',
    cohorte: 2023,
    graduados: 4,
    respuestas: 4,
    tasa_respuesta: null,
    tasa_empleo: null,
    mediana_meses_primer_empleo: null,
    relacion_carrera_promedio: null,
    sectores: null,
    rangos_salariales: null,
    contratados_portal: 1,
    suprimido: true,
  },
];
const formula = {
  tasa_respuesta: 'Tasa de respuesta = respuestas ÷ graduados',
  tasa_empleo: 'Tasa de empleo = x',
  meses_primer_empleo: 'Meses = y',
};

describe('/admin/surveys', () => {
  it('lists each survey with its status and response rate, and opens a draft after the confirmation', async () => {
    let opened: number | undefined;
    const surveys = [
      survey({ id: 2, titulo: 'Borrador 2026', estado: 'borrador' }),
      survey({ id: 1, titulo: 'Seguimiento 2025', estado: 'cerrada', invitados: 11, respuestas: 10, tasa_respuesta: 0.9091 }),
    ];
    server.use(
      http.get(api('admin/surveys'), () => ok(page(surveys, { page: 1, perPage: 20 }))),
      http.post(api('admin/surveys/2/open'), () => {
        opened = 2;
        return ok({ id: 2, estado: 'abierta', invitados: 11 });
      }),
    );
    const { user } = renderScreen(<SurveysScreen />, {
      route: '/admin/surveys',
      session: { role: 'admin', menu: { surveys: 'cudx' } },
      messages,
    });
    const closedRow = (await screen.findByText('Seguimiento 2025')).closest('tr')!;
    expect(within(closedRow).getByText('Cerrada')).toBeInTheDocument();
    expect(within(closedRow).getByText('90,9 %')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByText(/Se enviará un enlace por correo/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sí, continuar' }));
    await waitFor(() => expect(opened).toBe(2));
  });

  it('offers no open or close without the x flag', async () => {
    server.use(
      http.get(api('admin/surveys'), () =>
        ok(page([survey({ id: 2, titulo: 'Borrador 2026', estado: 'borrador' })], { page: 1, perPage: 20 })),
      ),
    );
    renderScreen(<SurveysScreen />, { route: '/admin/surveys', session: { role: 'admin', menu: { surveys: '' } }, messages });
    await screen.findByText('Borrador 2026');
    expect(screen.queryByRole('button', { name: 'Abrir' })).not.toBeInTheDocument();
  });
});

describe('/admin/follow-up', () => {
  it('shows the figures, "—" for a suppressed row, the formulas, and the downloads with the x flag', async () => {
    server.use(http.get(api('admin/follow-up'), () => ok({ formula, items: rows })));
    renderScreen(<FollowUpScreen />, {
      route: '/admin/follow-up',
      session: { role: 'admin', menu: { 'follow-up-report': 'x' } },
      messages,
    });
    const computacion = (await screen.findByText(/^Computación ·/)).closest('tr')!;
    expect(within(computacion).getByText('71,4 %')).toBeInTheDocument();
    expect(within(computacion).getByText('3,5')).toBeInTheDocument();
    const civil = screen.getByText(/^Ingeniería Civil ·/).closest('tr')!;
    expect(within(civil).getAllByText('—')).toHaveLength(4);
    expect(screen.getByText('Tasa de respuesta = respuestas ÷ graduados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
  });

  it('hides the downloads without the x flag', async () => {
    server.use(http.get(api('admin/follow-up'), () => ok({ formula, items: [] })));
    renderScreen(<FollowUpScreen />, { route: '/admin/follow-up', session: { role: 'admin', menu: { 'follow-up-report': '' } }, messages });
    expect(await screen.findByText('No hay graduados con estos filtros.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descargar CSV' })).not.toBeInTheDocument();
  });
});
