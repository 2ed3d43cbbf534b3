import { ROLE_IDS } from '@portal/contracts';
import type { PortalEvents } from '../src/services/events.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { adminAccount, createAccount, TEST_PASSWORD, type TestAccount, uniqueCedula, uniqueEmail } from './helpers/accounts.ts';
import { type InstancePair, startInstancePair, startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

describe.each(testDialects())('users administration on %s', (dialect) => {
  let testApp: TestApp;
  let admin: TestAccount;
  const userEvents: PortalEvents['user.updated'][] = [];

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    admin = await adminAccount(testApp.app);
    testApp.app.events.on('user.updated', (payload) => userEvents.push(payload));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  beforeEach(() => {
    userEvents.length = 0;
  });

  const auditOf = (entityId: number) =>
    testApp.app.db.selectFrom('audit_log').selectAll().where('entity_id', '=', String(entityId)).orderBy('id').execute();

  describe('GET /api/admin/users', () => {
    it('lists, searches, filters and paginates', async () => {
      const marker = `zeta${Date.now()}`;
      for (let index = 0; index < 3; index += 1) await createAccount(testApp.app, { email: `${marker}.${index}@test.local` });
      await createAccount(testApp.app, { role: ROLE_IDS.company, email: `${marker}.empresa@test.local` });

      const page1 = (await admin.caller.get(`/api/admin/users?search=${marker}&per_page=2`)).json().data;
      const page2 = (await admin.caller.get(`/api/admin/users?search=${marker.toUpperCase()}&per_page=2&page=2`)).json().data;
      const companies = (await admin.caller.get(`/api/admin/users?search=${marker}&role_id=2`)).json().data;

      expect(page1.total).toBe(4);
      expect(page1.items).toHaveLength(2);
      expect(page2.items).toHaveLength(2);
      expect(page1.items[0]).toMatchObject({ role: { id_ro: 3, name_ro: 'Estudiante' }, status: 'activo', company: null });
      expect(companies.items.map((user: { email: string }) => user.email)).toEqual([`${marker}.empresa@test.local`]);
      // The name is stored with a capital (`Usuario zeta….0`) and only the name holds "usuario".
      const byName = (await admin.caller.get(`/api/admin/users?search=${encodeURIComponent(`usuario ${marker}.0`)}`)).json().data;
      expect(byName.items.map((user: { email: string }) => user.email)).toEqual([`${marker}.0@test.local`]);
    });

    it("shows each company with its whole profile, as the user's own page does", async () => {
      const company = await createAccount(testApp.app, { role: ROLE_IDS.company });

      const listed = (await admin.caller.get(`/api/admin/users?search=${encodeURIComponent(company.email)}`)).json().data;
      const own = (await admin.caller.get(`/api/admin/users/${company.id}`)).json().data;

      expect(listed.items).toEqual([own]);
      expect(own.company).toMatchObject({ status: 'pendiente', ciudad: 'Quito' });
    });

    it('treats LIKE wildcards in the search as text', async () => {
      const data = (await admin.caller.get('/api/admin/users?search=%25')).json().data;
      expect(data.total).toBe(0);
    });

    it('answers 422 for an invalid filter, never 500', async () => {
      for (const query of ['page=0', 'per_page=1000', 'role_id=99999999999', 'status=x', 'unknown=1']) {
        expect((await admin.caller.get(`/api/admin/users?${query}`)).statusCode).toBe(422);
      }
    });
  });

  describe('the list as each instance keeps it', () => {
    type Listed = {
      id_us: number;
      name_us: string;
      email: string;
      status: string;
      role: { name_ro: string };
      company: { status: string } | null;
    };
    const listed = async (query: string) => (await admin.caller.get(`/api/admin/users?${query}`)).json().data.items as Listed[];

    it('keeps a page, and every change to an account or a role through the API shows at the next read', async () => {
      const marker = `kept${Date.now()}`;
      const search = `search=${marker}`;
      expect(await listed(search)).toEqual([]);

      // Signup (public) and an administrator's new account.
      const email = `${marker}.alumna@test.local`;
      expect(
        (
          await new ApiCaller(testApp.app).post('/api/user/singup', {
            dni: uniqueCedula(),
            email,
            password: TEST_PASSWORD,
            acepta_privacidad: true,
          })
        ).statusCode,
      ).toBe(201);
      expect((await listed(search)).map((user) => user.email)).toEqual([email]);
      const created = await admin.caller.post('/api/admin/users', {
        name_us: `Docente ${marker}`,
        email: `${marker}.docente@test.local`,
        password: TEST_PASSWORD,
        role_id: ROLE_IDS.student,
      });
      const id = created.json().data.id_us as number;
      expect((await listed(search)).map((user) => user.id_us)).toContain(id);

      // A hand edit of the database is not seen while the page is kept…
      await testApp.app.db
        .updateTable('users')
        .set({ name_us: `Editada ${marker}` })
        .where('id_us', '=', id)
        .execute();
      expect((await listed(search)).find((user) => user.id_us === id)?.name_us).toBe(`Docente ${marker}`);
      // …but any change through the API drops it: a status, a role, a role's name.
      expect((await admin.caller.post(`/api/admin/users/${id}/status`, { status: 'inactivo' })).statusCode).toBe(200);
      expect((await listed(search)).find((user) => user.id_us === id)).toMatchObject({ name_us: `Editada ${marker}`, status: 'inactivo' });
      const role = (await admin.caller.post('/api/admin/roles', { name_ro: `Tutor ${marker}` })).json().data.id_ro as number;
      expect((await admin.caller.patch(`/api/admin/users/${id}`, { role_id: role })).statusCode).toBe(200);
      expect((await listed(search)).find((user) => user.id_us === id)?.role.name_ro).toBe(`Tutor ${marker}`);
      expect((await admin.caller.patch(`/api/admin/roles/${role}`, { name_ro: `Mentor ${marker}` })).statusCode).toBe(200);
      expect((await listed(search)).find((user) => user.id_us === id)?.role.name_ro).toBe(`Mentor ${marker}`);
    });

    it("shows a company's review at the next read of the pending list", async () => {
      const company = await createAccount(testApp.app, { role: ROLE_IDS.company });
      const pending = `approval=pendiente&search=${encodeURIComponent(company.email)}`;
      expect((await listed(pending)).map((user) => user.id_us)).toEqual([company.id]);

      expect((await admin.caller.post(`/api/admin/users/${company.id}/approval`, { status: 'aprobada' })).statusCode).toBe(200);

      expect(await listed(pending)).toEqual([]);
      expect((await listed(`search=${encodeURIComponent(company.email)}`))[0]?.company?.status).toBe('aprobada');
    });
  });

  describe('GET /api/admin/users/roles', () => {
    it('offers every role to an Administrador, and to a delegated role only those within its own, never its own', async () => {
      const forAdmin = (await admin.caller.get('/api/admin/users/roles')).json().data;
      expect(forAdmin.slice(0, 3)).toEqual([
        { id_ro: 1, name_ro: 'Administrador', assignable: true, credentials: true },
        { id_ro: 2, name_ro: 'Empresa', assignable: true, credentials: true },
        { id_ro: 3, name_ro: 'Estudiante', assignable: true, credentials: true },
      ]);

      const grant = async (roleId: number, title: string, flags: { c?: boolean; u?: boolean; d?: boolean; x?: boolean }) => {
        const menu = await testApp.app.db.selectFrom('menus').select('id').where('title', '=', title).executeTakeFirstOrThrow();
        await admin.caller.post(`/api/admin/roles/${roleId}/permissions`, {
          menu_id: menu.id,
          c: false,
          u: false,
          d: false,
          x: false,
          ...flags,
        });
      };
      const role = async (name: string) =>
        (await admin.caller.post('/api/admin/roles', { name_ro: `${name} ${dialect}` })).json().data.id_ro;
      const support = await role('Soporte de usuarios');
      await grant(support, 'adm-users', { c: true, u: true });
      const roleAdmins = await role('Editores de roles');
      await grant(roleAdmins, 'adm-roles', { c: true });
      const readers = await role('Lectores de usuarios');
      await grant(readers, 'adm-users', { u: true });

      const helper = await createAccount(testApp.app, { role: support });
      const options = new Map(
        (await helper.caller.get('/api/admin/users/roles'))
          .json()
          .data.map((option: { id_ro: number; assignable: boolean }) => [option.id_ro, option.assignable]),
      );
      expect([options.get(1), options.get(2), options.get(3)]).toEqual([false, true, true]);
      expect(options.get(roleAdmins)).toBe(false);
      expect(options.get(readers)).toBe(true);
      // PRODUCT.md: a delegate manages no account of its own role, nor gives it.
      expect(options.get(support)).toBe(false);
    });
  });

  describe('GET /api/admin/users/:id', () => {
    it('answers the user with the company profile, and 404 for an unknown id', async () => {
      const company = await createAccount(testApp.app, { role: ROLE_IDS.company });

      const found = (await admin.caller.get(`/api/admin/users/${company.id}`)).json().data;
      const missing = await admin.caller.get('/api/admin/users/999999');

      expect(found).toMatchObject({ id_us: company.id, role: { id_ro: 2 }, company: { status: 'pendiente', ciudad: 'Quito' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'El usuario no existe.' });
    });
  });

  describe('POST /api/admin/users', () => {
    it('creates a verified user that can sign in, and records it in the audit log', async () => {
      const email = uniqueEmail('nuevo');
      const response = await admin.caller.post('/api/admin/users', {
        name_us: 'Nueva Persona',
        email,
        password: TEST_PASSWORD,
        role_id: 1,
        dni: uniqueCedula(),
      });

      expect(response.statusCode).toBe(201);
      const created = response.json().data;
      expect(created).toMatchObject({ name_us: 'Nueva Persona', email, role: { id_ro: 1, name_ro: 'Administrador' }, dni_type: 'cedula' });
      expect(created.email_verified_at).toBeTruthy();
      expect((await new ApiCaller(testApp.app).post('/api/user/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
      const [entry] = await auditOf(created.id_us);
      expect(entry).toMatchObject({ actor_id: admin.id, entity: 'user', action: 'create' });
      expect(entry!.after_data).not.toMatch(/password|argon/);
    });

    it('refuses a taken e-mail, a bad dni and an unknown role', async () => {
      const response = await admin.caller.post('/api/admin/users', {
        name_us: 'X',
        email: admin.email.toUpperCase(),
        password: TEST_PASSWORD,
        role_id: 1,
        dni: '1710034066',
      });
      const role = await admin.caller.post('/api/admin/users', {
        name_us: 'X',
        email: uniqueEmail('x'),
        password: TEST_PASSWORD,
        role_id: 77,
      });

      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual(['dni', 'email']);
      expect(role.json().errors).toEqual({ role_id: ['El rol seleccionado no existe.'] });
    });
  });

  describe('PATCH /api/admin/users/:id', () => {
    it('changes the role, announces user.updated and audits before/after', async () => {
      const target = await createAccount(testApp.app);

      const response = await admin.caller.patch(`/api/admin/users/${target.id}`, { role_id: 2, name_us: 'Otro Nombre' });

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ name_us: 'Otro Nombre', role: { id_ro: 2, name_ro: 'Empresa' } });
      expect(userEvents).toEqual([{ userId: target.id, signedOut: false }]);
      const [entry] = await auditOf(target.id);
      const [before, after] = [JSON.parse(entry!.before_data!), JSON.parse(entry!.after_data!)];
      expect(before).toMatchObject({ role: { id_ro: 3 } });
      expect(after).toMatchObject({ role: { id_ro: 2, name_ro: 'Empresa' }, name_us: 'Otro Nombre', email: before.email });
      // The same record on both sides: the audit screen shows only what changed, not every other field emptied.
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
      // The new role's menu applies to the user's next call.
      expect((await target.caller.get('/api/user/me')).json().data.menu[0].title).toBe('new_offer');
    });

    it('a new password signs the user out everywhere', async () => {
      const target = await createAccount(testApp.app);

      const response = await admin.caller.patch(`/api/admin/users/${target.id}`, { password: 'Nueva.Clave.2026' });

      expect(response.statusCode).toBe(200);
      expect((await target.caller.get('/api/user/me')).statusCode).toBe(401);
      expect(userEvents).toEqual([{ userId: target.id, signedOut: true }]);
      expect(
        (await new ApiCaller(testApp.app).post('/api/user/login', { email: target.email, password: 'Nueva.Clave.2026' })).statusCode,
      ).toBe(200);
      const [entry] = await auditOf(target.id);
      expect(entry!.after_data).toContain('"password_changed":true');
      expect(entry!.after_data).not.toContain('Nueva.Clave');
    });

    it('refuses an empty change, an own role change and an unknown user', async () => {
      expect((await admin.caller.patch(`/api/admin/users/${admin.id}`, {})).statusCode).toBe(422);
      expect((await admin.caller.patch(`/api/admin/users/${admin.id}`, { role_id: 3 })).json().errors).toEqual({
        role_id: ['No puede cambiar su propio rol.'],
      });
      expect((await admin.caller.patch('/api/admin/users/999999', { name_us: 'X' })).statusCode).toBe(404);
    });
  });

  describe('POST /api/admin/users/:id/status', () => {
    it('deactivates and reactivates, announcing each change', async () => {
      const target = await createAccount(testApp.app);

      const off = await admin.caller.post(`/api/admin/users/${target.id}/status`, { status: 'inactivo' });
      const on = await admin.caller.post(`/api/admin/users/${target.id}/status`, { status: 'activo' });

      expect(off.json().data.status).toBe('inactivo');
      expect(on.json().data.status).toBe('activo');
      expect(userEvents).toEqual([
        { userId: target.id, signedOut: true },
        { userId: target.id, signedOut: false },
      ]);
      expect((await auditOf(target.id)).map((entry) => entry.action)).toEqual(['status', 'status']);
    });

    it('refuses to deactivate the caller', async () => {
      const response = await admin.caller.post(`/api/admin/users/${admin.id}/status`, { status: 'inactivo' });
      expect(response.json().errors).toEqual({ status: ['No puede desactivar su propia cuenta.'] });
    });
  });

  describe('POST /api/admin/users/:id/approval', () => {
    it('approves a company, mails it and audits it; refuses a user that is not a company', async () => {
      const company = await createAccount(testApp.app, { role: ROLE_IDS.company });
      const student = await createAccount(testApp.app);

      const approved = await admin.caller.post(`/api/admin/users/${company.id}/approval`, { status: 'aprobada' });
      const notCompany = await admin.caller.post(`/api/admin/users/${student.id}/approval`, { status: 'aprobada' });

      expect(approved.statusCode).toBe(200);
      expect(approved.json().data.company).toMatchObject({ status: 'aprobada', reviewed_by: admin.id });
      const mail = await testApp.app.db
        .selectFrom('mail_outbox')
        .select('subject')
        .where('to_email', '=', company.email)
        .executeTakeFirstOrThrow();
      expect(mail.subject).toMatch(/aprobada$/);
      expect((await auditOf(company.id)).map((entry) => [entry.entity, entry.action])).toEqual([['company', 'review']]);
      expect(notCompany.statusCode).toBe(422);
    });
  });

  describe('POST /api/admin/users/:id/verification', () => {
    it('sends a new link to an unverified user, and refuses a verified one', async () => {
      const unverified = await createAccount(testApp.app, { verified: false });

      expect((await admin.caller.post(`/api/admin/users/${unverified.id}/verification`)).statusCode).toBe(200);
      expect((await admin.caller.post(`/api/admin/users/${admin.id}/verification`)).statusCode).toBe(422);
      const mails = await testApp.app.db.selectFrom('mail_outbox').select('id').where('to_email', '=', unverified.email).execute();
      expect(mails).toHaveLength(1);
    });
  });
});

/** Two instances on one database and one Redis: an account made through A shows on B's list at once. */
describe('the users list kept across two instances (redis driver)', () => {
  let pair: InstancePair;

  beforeAll(async () => {
    pair = await startInstancePair();
  });

  afterAll(async () => {
    await pair?.close();
  });

  it('B lists a user that signed up on A, though B had kept the page', async () => {
    const { a, b } = pair;
    const onB = (await adminAccount(b)).caller;
    const marker = `par${Date.now()}`;
    const emails = async () =>
      ((await onB.get(`/api/admin/users?search=${marker}`)).json().data.items as { email: string }[]).map((user) => user.email);
    expect(await emails()).toEqual([]);

    const heard = pair.heardOnB((control) => control.type === 'accounts');
    const email = `${marker}@test.local`;
    expect(
      (await new ApiCaller(a).post('/api/user/singup', { dni: uniqueCedula(), email, password: TEST_PASSWORD, acepta_privacidad: true }))
        .statusCode,
    ).toBe(201);
    await heard;

    expect(await emails()).toEqual([email]);
  });
});
