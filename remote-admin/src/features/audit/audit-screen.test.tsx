import { screen, waitFor, within } from '@testing-library/react';
import { chooseOption, renderScreen, setupApiServer } from '@portal/shared/testing';
import { messages } from '../../i18n/es';
import type { AuditEntry } from './api/audit-api';
import { AuditScreen } from './audit-screen';
import { fakeAuditApi } from './testing/fake-audit-api';

const server = setupApiServer();

const ana = { id_us: 1, name_us: 'Ana Administradora' };
const luis = { id_us: 7, name_us: 'Luis Soporte' };
const entry = (fields: Partial<AuditEntry> & Pick<AuditEntry, 'id' | 'entity' | 'action' | 'created_at'>): AuditEntry => ({
  actor: ana,
  entity_id: '12',
  denied: false,
  before: null,
  after: null,
  ...fields,
});

// Newest first, as the server answers.
const entries: AuditEntry[] = [
  entry({
    id: 5,
    actor: luis,
    entity: 'role_menu',
    entity_id: '4:9',
    action: 'denied:create',
    denied: true,
    after: { attempted: { c: true, u: true, d: false, x: false }, reason: 'No puede modificar los permisos de su propio rol.' },
    created_at: '2026-11-20T15:00:00.000Z',
  }),
  entry({
    id: 4,
    entity: 'company',
    action: 'review',
    before: { status: 'pendiente', motivo_rechazo: null },
    after: { status: 'rechazada', motivo_rechazo: 'Faltan documentos.' },
    created_at: '2026-11-18T15:00:00.000Z',
  }),
  entry({
    id: 3,
    entity: 'university',
    entity_id: '31',
    action: 'create',
    after: { nombre: 'Universidad Técnica de Ambato', siglas: 'UTA', activa: true, web: null },
    created_at: '2026-11-10T15:00:00.000Z',
  }),
  entry({
    id: 2,
    actor: null,
    entity: 'user',
    entity_id: '40',
    action: 'verify',
    after: { email_verified_at: '2026-11-02T10:00:00.000Z' },
    created_at: '2026-11-02T10:00:00.000Z',
  }),
];

function renderAudit() {
  const fake = fakeAuditApi(entries);
  server.use(...fake.handlers);
  const rendered = renderScreen(<AuditScreen />, {
    route: '/admin/audit',
    session: { role: 'admin', menu: { 'adm-audit': '' } },
    messages,
  });
  return { ...rendered, fake };
}

// The list's table comes first; a change's details and the date pickers' calendars are tables too.
const table = () => screen.getAllByRole('table')[0]!;
const rowOf = (text: string) => within(table()).getByRole('row', { name: new RegExp(text) });

describe('/admin/audit', () => {
  it('lists who changed what and when, newest first, and marks refused attempts', async () => {
    renderAudit();
    expect(await screen.findByRole('heading', { name: 'Auditoría' })).toBeInTheDocument();
    await screen.findByText('Empresa 12');
    const rows = within(table()).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent)
          .slice(1),
      ),
    ).toEqual([
      [expect.stringMatching(/20 nov 2026/), 'Luis Soporte', 'Permiso 4:9', 'RechazadoCreación'],
      [expect.stringMatching(/18 nov 2026/), 'Ana Administradora', 'Empresa 12', 'Revisión'],
      [expect.stringMatching(/10 nov 2026/), 'Ana Administradora', 'Universidad 31', 'Creación'],
      [expect.stringMatching(/2 nov 2026/), 'Sistema o el propio usuario', 'Usuario 40', 'Verificación del correo'],
    ]);
    expect(screen.getByText('4 resultados')).toBeInTheDocument();
  });

  it('opens a change to show the fields it changed, before and after', async () => {
    const { user } = renderAudit();
    await screen.findByText('Empresa 12');
    await user.click(within(rowOf('Empresa 12')).getByRole('button', { name: 'Ver cambios del registro 4' }));
    const details = await screen.findByRole('region', { name: 'Detalle del cambio 4' });
    const fields = within(details).getAllByRole('row').slice(1);
    expect(
      fields.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['status', 'pendiente', 'rechazada'],
      ['motivo_rechazo', '—', 'Faltan documentos.'],
    ]);
    // The removed value is marked deleted, the new one inserted.
    expect(within(details).getByText('pendiente').tagName).toBe('DEL');
    expect(within(details).getByText('rechazada').tagName).toBe('INS');

    await user.click(within(rowOf('Universidad 31')).getByRole('button', { name: 'Ver cambios del registro 3' }));
    const created = await screen.findByRole('region', { name: 'Detalle del cambio 3' });
    expect(
      within(created)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['nombre', '—', 'Universidad Técnica de Ambato'],
      ['siglas', '—', 'UTA'],
      ['activa', '—', 'Sí'],
    ]);

    await user.click(within(rowOf('Empresa 12')).getByRole('button', { name: 'Ocultar cambios del registro 4' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Detalle del cambio 4' })).not.toBeInTheDocument());
  });

  it('shows why an escalation attempt was refused and what it tried', async () => {
    const { user } = renderAudit();
    await screen.findByText('Permiso 4:9');
    await user.click(within(rowOf('Permiso 4:9')).getByRole('button', { name: 'Ver cambios del registro 5' }));
    const details = await screen.findByRole('region', { name: 'Detalle del cambio 5' });
    expect(within(details).getByText('Motivo del rechazo: No puede modificar los permisos de su propio rol.')).toBeInTheDocument();
    expect(within(details).getByText('Lo que se intentó')).toBeInTheDocument();
    expect(
      within(details)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['c', '—', 'Sí'],
      ['u', '—', 'Sí'],
      ['d', '—', 'No'],
      ['x', '—', 'No'],
    ]);
  });

  it('filters by entity', async () => {
    const { user, fake } = renderAudit();
    await screen.findByText('Empresa 12');

    await chooseOption(user, screen.getByRole('combobox', { name: 'Entidad' }), 'Empresa');
    expect(await screen.findByText('1 resultado')).toBeInTheDocument();
    expect(fake.queries.at(-1)).toEqual({ entity: 'company', page: '1', per_page: '20' });
  });

  it('filters by the user who acted', async () => {
    const { user, fake } = renderAudit();
    await screen.findByText('Empresa 12');
    await chooseOption(user, screen.getByRole('combobox', { name: 'Usuario' }), 'Luis Soporte');
    expect(await screen.findByText('1 resultado')).toBeInTheDocument();
    expect(fake.queries.at(-1)).toMatchObject({ user_id: '7' });
  });

  it('filters by days, both included, and by refused attempts', async () => {
    const { user, fake } = renderAudit();
    await screen.findByText('Empresa 12');
    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '10/11/2026{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '18/11/2026{Enter}');
    expect(await screen.findByText('2 resultados')).toBeInTheDocument();
    expect(fake.queries.at(-1)).toMatchObject({ from: '2026-11-10', to: '2026-11-18' });
    expect(within(table()).queryByText('Permiso 4:9')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Solo intentos rechazados' }));
    expect(await screen.findByText('No hay resultados')).toBeInTheDocument();
    expect(fake.queries.at(-1)).toMatchObject({ denied: 'true', from: '2026-11-10', to: '2026-11-18' });
  });
});
