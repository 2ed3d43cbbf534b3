import { ROLE_IDS } from '@portal/contracts';
import type { AuditEntry } from '@portal/contracts/schemas';
import { privilegeMessages } from '../src/services/privilege-rules.ts';
import { adminAccount, createAccount, type TestAccount } from './helpers/accounts.ts';
import { menuIdOf } from './helpers/flags.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

describe.each(testDialects())('audit log on %s', (dialect) => {
  let testApp: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    admin = await adminAccount(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const db = () => testApp.app.db;
  const menuId = (title: string) => menuIdOf(testApp.app, title);
  const audit = async (query: string, caller = admin.caller) => {
    const response = await caller.get(`/api/admin/audit?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as { items: AuditEntry[]; total: number; page: number; per_page: number };
  };
  /** An entry written as the change log would, at a chosen instant. */
  const entryAt = (created_at: string, entity = 'fixture') =>
    db()
      .insertInto('audit_log')
      .values({ actor_id: admin.id, entity, entity_id: created_at, action: 'update', before_data: null, after_data: null, created_at })
      .execute();

  it('lists who changed what and when, newest first, with the record before and after', async () => {
    const company = await createAccount(testApp.app, { role: ROLE_IDS.company });
    await admin.caller.post(`/api/admin/users/${company.id}/approval`, {
      status: 'rechazada',
      motivo: 'Falta el nombramiento del representante.',
    });
    await admin.caller.post(`/api/admin/users/${company.id}/approval`, { status: 'aprobada' });

    const { items, total } = await audit(`entity=company&entity_id=${company.id}`);

    expect(total).toBe(2);
    expect(items).toEqual([
      {
        id: expect.any(Number),
        actor: { id_us: admin.id, name_us: expect.any(String) },
        entity: 'company',
        entity_id: String(company.id),
        action: 'review',
        denied: false,
        before: { status: 'rechazada', motivo_rechazo: 'Falta el nombramiento del representante.' },
        after: { status: 'aprobada', motivo_rechazo: null },
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
      expect.objectContaining({
        action: 'review',
        after: { status: 'rechazada', motivo_rechazo: 'Falta el nombramiento del representante.' },
      }),
    ]);
    expect(items[0]!.id).toBeGreaterThan(items[1]!.id);
  });

  it('shows an escalation attempt as a refused entry of its actor, and filters by actor and by refusal', async () => {
    const role = (await admin.caller.post('/api/admin/roles', { name_ro: `Auditoría delegada ${dialect}` })).json().data.id_ro;
    await admin.caller.post(`/api/admin/roles/${role}/permissions`, {
      menu_id: await menuId('adm-permissions'),
      c: true,
      u: false,
      d: false,
      x: false,
    });
    const delegate = await createAccount(testApp.app, { role });
    const attempt = await delegate.caller.post(`/api/admin/roles/${role}/permissions`, {
      menu_id: await menuId('adm-users'),
      c: true,
      u: true,
      d: true,
      x: true,
    });
    expect(attempt.statusCode).toBe(403);

    const byDelegate = await audit(`user_id=${delegate.id}`);
    expect(byDelegate.items).toEqual([
      expect.objectContaining({
        actor: { id_us: delegate.id, name_us: expect.any(String) },
        action: expect.stringMatching(/^denied:/),
        denied: true,
        after: expect.objectContaining({ reason: privilegeMessages.ownRole }),
      }),
    ]);
    const refused = await audit('denied=true&per_page=100');
    expect(refused.items.every((entry) => entry.denied)).toBe(true);
    expect(refused.items.map((entry) => entry.id)).toContain(byDelegate.items[0]!.id);
    const made = await audit('denied=false&per_page=100');
    expect(made.items.some((entry) => entry.denied)).toBe(false);
    expect(made.total + refused.total).toBe((await audit('')).total);
  });

  it('takes days in Ecuador, both ends included, and pages', async () => {
    const entity = `fixture-${dialect}`;
    // 04:59 UTC on 1 March is still 28 February in Ecuador; 04:59 UTC on 1 April still 31 March.
    for (const instant of [
      '2026-03-01T04:59:59.999Z',
      '2026-03-01T05:00:00.000Z',
      '2026-03-15T12:00:00.000Z',
      '2026-04-01T04:59:00.000Z',
      '2026-04-01T05:00:00.000Z',
    ]) {
      await entryAt(instant, entity);
    }

    const march = await audit(`entity=${entity}&from=2026-03-01&to=2026-03-31`);
    expect(march.items.map((entry) => entry.created_at)).toEqual([
      '2026-04-01T04:59:00.000Z',
      '2026-03-15T12:00:00.000Z',
      '2026-03-01T05:00:00.000Z',
    ]);
    expect((await audit(`entity=${entity}&from=2026-03-15&to=2026-03-15`)).total).toBe(1);
    expect((await audit(`entity=${entity}&to=2026-02-28`)).items.map((entry) => entry.created_at)).toEqual(['2026-03-01T04:59:59.999Z']);

    const page2 = await audit(`entity=${entity}&per_page=2&page=2`);
    expect(page2).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(page2.items.map((entry) => entry.created_at)).toEqual(['2026-03-15T12:00:00.000Z', '2026-03-01T05:00:00.000Z']);
  });

  it('answers 422 in Spanish for days that are not, or out of order; never 500', async () => {
    const invalid = await admin.caller.get('/api/admin/audit?from=2026-02-30&to=2026-13-01');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ from: ['El campo debe ser una fecha válida.'], to: ['El campo debe ser una fecha válida.'] });
    const reversed = await admin.caller.get('/api/admin/audit?from=2026-03-02&to=2026-03-01');
    expect(reversed.json().errors).toEqual({ to: ['La fecha de fin no puede ser anterior a la fecha de inicio.'] });
    for (const query of [
      'from=ayer',
      'user_id=0',
      'user_id=99999999999',
      'entity=',
      `entity=${'x'.repeat(51)}`,
      'denied=quizas',
      'page=0',
      'otro=1',
    ]) {
      expect((await admin.caller.get(`/api/admin/audit?${query}`)).statusCode).toBe(422);
    }
    expect((await admin.caller.get(`/api/admin/audit?entity=${encodeURIComponent('a\u0000b')}`)).statusCode).toBe(422);
  });

  it('offers the entities and actors the log holds as filters', async () => {
    await entryAt('2026-05-05T10:00:00.000Z', 'zz-filtro');
    const response = await admin.caller.get('/api/admin/audit/filters');
    expect(response.statusCode).toBe(200);
    const { entities, actors } = response.json().data;
    expect(entities).toEqual([...entities].sort());
    expect(entities).toEqual(expect.arrayContaining(['company', 'zz-filtro']));
    expect(actors).toEqual(expect.arrayContaining([{ id_us: admin.id, name_us: expect.any(String) }]));
  });

  it('is read only by roles holding the audit item', async () => {
    for (const role of [ROLE_IDS.company, ROLE_IDS.student]) {
      const caller = (await createAccount(testApp.app, { role })).caller;
      expect((await caller.get('/api/admin/audit')).statusCode).toBe(403);
      expect((await caller.get('/api/admin/audit/filters')).statusCode).toBe(403);
    }
  });
});
