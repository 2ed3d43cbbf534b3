import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api, ok, page, renderScreen, setupApiServer, type TestFlags } from '@portal/shared/testing';
import { messages } from '../../i18n/es';
import type { QueueOffer, QueueReport } from './api/moderation-api';
import { ModerationScreen } from './moderation-screen';

const server = setupApiServer();

const offer = (fields: Partial<QueueOffer> & Pick<QueueOffer, 'id' | 'titulo'>): QueueOffer => ({
  descripcion: 'Descripción',
  requisitos: 'Requisitos',
  empresa: 'Andes S.A.',
  company_id: 9,
  status: 'en_revision',
  motivo_moderacion: null,
  oculta_por_reportes: false,
  reportes: 0,
  avisos: [],
  empresa_suspendida: false,
  created_at: '2026-11-20T15:00:00.000Z',
  updated_at: '2026-11-20T15:00:00.000Z',
  ...fields,
});

const report: QueueReport = {
  id: 31,
  offer_id: 2,
  motivo: 'cobro',
  detalle: 'Piden pagar la capacitación.',
  estado: 'abierto',
  accion: null,
  nota: null,
  created_at: '2026-11-21T15:00:00.000Z',
  resolved_at: null,
  offer: { id: 2, titulo: 'Cajero', empresa: 'Andes S.A.', company_id: 9, status: 'publicada', oculta_por_reportes: true },
  student: { id: 40, name: 'Ana Estudiante' },
};

function renderModeration(flags: TestFlags = 'cudx') {
  const decisions: unknown[] = [];
  const resolutions: unknown[] = [];
  server.use(
    http.get(api('admin/settings'), () => ok({ offer_moderation: 'first' })),
    http.get(api('admin/moderation/offers'), () =>
      ok(
        page([
          offer({ id: 2, titulo: 'Cajero', status: 'publicada', oculta_por_reportes: true, reportes: 3 }),
          offer({ id: 1, titulo: 'Vendedor', avisos: [{ campo: 'requisitos', palabra: 'Buena presencia', motivo: 'Art. 11' }] }),
        ]),
      ),
    ),
    http.get(api('admin/moderation/reports'), () => ok(page([report]))),
    http.post(api('admin/moderation/offers/:id/decision'), async ({ request, params }) => {
      const body = (await request.json()) as { decision: string; motivo?: string | null };
      decisions.push({ id: Number(params.id), ...body });
      if (body.decision !== 'publicar' && (body.motivo ?? '').length < 10) {
        return HttpResponse.json(
          { message: 'Datos no válidos.', errors: { motivo: ['El campo debe ser de almenos 10 caracteres.'] } },
          { status: 422 },
        );
      }
      return ok(offer({ id: Number(params.id), titulo: 'Vendedor', status: 'rechazada' }));
    }),
    http.post(api('admin/moderation/reports/:id/resolve'), async ({ request, params }) => {
      resolutions.push({ id: Number(params.id), ...((await request.json()) as object) });
      return ok({ ...report, estado: 'resuelto' });
    }),
  );
  renderScreen(<ModerationScreen />, { route: '/admin/moderation', session: { role: 'admin', menu: { moderation: flags } }, messages });
  return { decisions, resolutions };
}

const rowOf = (name: string) => screen.getAllByRole('row', { name: new RegExp(name) })[0]!;

describe('/admin/moderation', () => {
  it('lists the riskiest offers first with their signals, and the open reports', async () => {
    renderModeration();
    expect(await screen.findByRole('heading', { name: 'Moderación', level: 2 })).toBeInTheDocument();
    await screen.findByText('Vendedor');
    expect(within(rowOf('Cajero')).getByText('Oculta por reportes')).toBeInTheDocument();
    expect(within(rowOf('Cajero')).getByText('3 reportes')).toBeInTheDocument();
    expect(within(rowOf('Vendedor')).getByText('1 aviso de lenguaje')).toBeInTheDocument();
    expect(await screen.findByText('Cobra dinero al postulante')).toBeInTheDocument();
    expect(screen.getByText('Ana Estudiante')).toBeInTheDocument();
  });

  it('rejects with the reason the company reads, showing the server’s error on the field', async () => {
    const user = userEvent.setup();
    const { decisions } = renderModeration();
    await screen.findByText('Vendedor');
    await user.click(within(rowOf('Vendedor')).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Motivo (la empresa lo leerá)'), 'Corto');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('El campo debe ser de almenos 10 caracteres.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Motivo (la empresa lo leerá)'));
    await user.type(within(dialog).getByLabelText('Motivo (la empresa lo leerá)'), 'Pide buena presencia: describe la tarea.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(decisions).toHaveLength(2));
    expect(decisions[1]).toEqual({ id: 1, decision: 'rechazar', motivo: 'Pide buena presencia: describe la tarea.' });
  });

  it('suspends the company from a report with its reason', async () => {
    const user = userEvent.setup();
    const { resolutions } = renderModeration();
    await user.click(await screen.findByRole('button', { name: 'Suspender empresa' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Motivo (la empresa lo leerá)'), 'Cobra a los postulantes por capacitación.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(resolutions).toEqual([{ id: 31, accion: 'suspender_empresa', motivo: 'Cobra a los postulantes por capacitación.' }]),
    );
  });

  it('shows no decisions without the u flag', async () => {
    renderModeration('');
    await screen.findByText('Vendedor');
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toBeDisabled();
  });
});
