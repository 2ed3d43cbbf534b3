import { ROLE_IDS } from '@portal/contracts';
import { privilegeMessages } from '../src/services/privilege-rules.ts';
import { roleMessages } from '../src/services/roles-service.ts';
import { adminAccount, createAccount, TEST_PASSWORD, type TestAccount, uniqueCedula, uniqueEmail } from './helpers/accounts.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { menuIdOf } from './helpers/flags.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

/**
 * Each test is an attack by a delegated administrator (a role given some administration menu
 * items) or by an Administrador against the last safeguards; each must end in a 403 with the
 * Spanish reason, an audit entry of the attempt, and nothing changed.
 */
describe.each(testDialects())('privilege escalation on %s', (dialect) => {
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
  const flagsOf = (roleId: number, menu: number) =>
    db().selectFrom('role_menus').select(['c', 'u', 'd', 'x']).where('role_id', '=', roleId).where('menu_id', '=', menu).executeTakeFirst();
  const lastAudit = () => db().selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
  const userRow = (id: number) =>
    db().selectFrom('users').select(['role_id', 'status', 'email', 'name_us']).where('id_us', '=', id).executeTakeFirstOrThrow();

  /** A new role holding the given admin items with the given flags, and a user of that role. */
  async function delegated(name: string, grants: Record<string, { c?: boolean; u?: boolean; d?: boolean; x?: boolean }>) {
    const role = (await admin.caller.post('/api/admin/roles', { name_ro: `${name} ${dialect}` })).json().data.id_ro as number;
    for (const [title, flags] of Object.entries(grants)) {
      const granted = await admin.caller.post(`/api/admin/roles/${role}/permissions`, {
        menu_id: await menuId(title),
        c: false,
        u: false,
        d: false,
        x: false,
        ...flags,
      });
      expect(granted.statusCode).toBe(201);
    }
    return { role, account: await createAccount(testApp.app, { role }) };
  }

  async function expectRefused(response: { statusCode: number; json(): { message: string } }, message: string, actor: number) {
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(message);
    const entry = await lastAudit();
    expect(entry.actor_id).toBe(actor);
    expect(entry.action).toMatch(/^denied:/);
    expect(JSON.parse(entry.after_data ?? '{}').reason).toBe(message);
  }

  describe('a role holding adm-permissions', () => {
    it('with u cannot switch on its own c', async () => {
      const { role, account } = await delegated('Soporte permisos u', { 'adm-permissions': { u: true } });
      const permissions = await menuId('adm-permissions');
      const attempt = await account.caller.put(`/api/admin/roles/${role}/permissions/${permissions}`, {
        c: true,
        u: true,
        d: false,
        x: false,
      });
      await expectRefused(attempt, privilegeMessages.ownRole, account.id);
      expect(await flagsOf(role, permissions)).toEqual({ c: 0, u: 1, d: 0, x: 0 });
    });

    it('with c cannot grant itself adm-users, adm-roles or menus', async () => {
      const { role, account } = await delegated('Soporte permisos c', { 'adm-permissions': { c: true } });
      for (const title of ['adm-users', 'adm-roles', 'menus']) {
        const attempt = await account.caller.post(`/api/admin/roles/${role}/permissions`, {
          menu_id: await menuId(title),
          c: true,
          u: true,
          d: true,
          x: true,
        });
        await expectRefused(attempt, privilegeMessages.ownRole, account.id);
        expect(await flagsOf(role, await menuId(title))).toBeUndefined();
      }
    });

    it('cannot grant another role (an accomplice) what it does not hold itself', async () => {
      const { account } = await delegated('Soporte otorga', { 'adm-permissions': { c: true, u: true } });
      const accomplice = (await admin.caller.post('/api/admin/roles', { name_ro: `Cómplice ${dialect}` })).json().data.id_ro as number;
      const users = await menuId('adm-users');
      const attempt = await account.caller.post(`/api/admin/roles/${accomplice}/permissions`, {
        menu_id: users,
        c: true,
        u: true,
        d: true,
        x: true,
      });
      await expectRefused(attempt, privilegeMessages.notHeld, account.id);
      expect(await flagsOf(accomplice, users)).toBeUndefined();

      // What it holds it may pass on: c and u on the permissions screen, nothing more.
      const permissions = await menuId('adm-permissions');
      const allowed = await account.caller.post(`/api/admin/roles/${accomplice}/permissions`, {
        menu_id: permissions,
        c: true,
        u: true,
        d: false,
        x: false,
      });
      expect(allowed.statusCode).toBe(201);
      const beyond = await account.caller.put(`/api/admin/roles/${accomplice}/permissions/${permissions}`, {
        c: true,
        u: true,
        d: true,
        x: false,
      });
      await expectRefused(beyond, privilegeMessages.notHeld, account.id);
      expect(await flagsOf(accomplice, permissions)).toEqual({ c: 1, u: 1, d: 0, x: 0 });
    });

    it("cannot touch the Administrador role's grants, and neither can an Administrador", async () => {
      const { account } = await delegated('Soporte admin', { 'adm-permissions': { c: true, u: true, d: true } });
      const users = await menuId('adm-users');
      const byDelegate = await account.caller.delete(`/api/admin/roles/${ROLE_IDS.admin}/permissions/${users}`);
      await expectRefused(byDelegate, privilegeMessages.administratorRole, account.id);
      const byAdmin = await admin.caller.put(`/api/admin/roles/${ROLE_IDS.admin}/permissions/${users}`, {
        c: false,
        u: false,
        d: false,
        x: false,
      });
      await expectRefused(byAdmin, privilegeMessages.ownRole, admin.id);
      expect(await flagsOf(ROLE_IDS.admin, users)).toEqual({ c: 1, u: 1, d: 1, x: 1 });
    });

    it('an Administrador still grants any flag to another role', async () => {
      const courses = await menuId('main_courses');
      const changed = await admin.caller.put(`/api/admin/roles/${ROLE_IDS.student}/permissions/${courses}`, {
        c: true,
        u: true,
        d: false,
        x: false,
      });
      expect(changed.statusCode).toBe(200);
      const restored = await admin.caller.put(`/api/admin/roles/${ROLE_IDS.student}/permissions/${courses}`, {
        c: true,
        u: true,
        d: true,
        x: true,
      });
      expect(restored.statusCode).toBe(200);
    });
  });

  describe('a role holding adm-users', () => {
    let delegate: TestAccount;
    let delegateRole: number;

    beforeAll(async () => {
      const made = await delegated('Soporte usuarios', { 'adm-users': { c: true, u: true, d: true, x: true } });
      delegate = made.account;
      delegateRole = made.role;
    });

    it('cannot create an Administrador', async () => {
      const email = uniqueEmail('nuevo.admin');
      const attempt = await delegate.caller.post('/api/admin/users', {
        name_us: 'Nuevo Admin',
        email,
        password: TEST_PASSWORD,
        role_id: ROLE_IDS.admin,
      });
      await expectRefused(attempt, privilegeMessages.administratorsOnly, delegate.id);
      expect(await db().selectFrom('users').select('id_us').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    });

    it('cannot promote an account (its own accomplice) to Administrador', async () => {
      const accomplice = await createAccount(testApp.app, { role: ROLE_IDS.student });
      const attempt = await delegate.caller.patch(`/api/admin/users/${accomplice.id}`, { role_id: ROLE_IDS.admin });
      await expectRefused(attempt, privilegeMessages.administratorsOnly, delegate.id);
      expect((await userRow(accomplice.id)).role_id).toBe(ROLE_IDS.student);
    });

    it('cannot give an account a role with administration flags it does not hold', async () => {
      const { role: powerful } = await delegated('Poderoso', { 'adm-permissions': { c: true, u: true, d: true } });
      const accomplice = await createAccount(testApp.app, { role: ROLE_IDS.student });
      const attempt = await delegate.caller.patch(`/api/admin/users/${accomplice.id}`, { role_id: powerful });
      await expectRefused(attempt, privilegeMessages.roleBeyondCaller, delegate.id);
      expect((await userRow(accomplice.id)).role_id).toBe(ROLE_IDS.student);
      // A role without administration items it may give; its own role it may not (PRODUCT.md).
      const own = await delegate.caller.patch(`/api/admin/users/${accomplice.id}`, { role_id: delegateRole });
      await expectRefused(own, privilegeMessages.ownRoleAccounts, delegate.id);
      expect((await delegate.caller.patch(`/api/admin/users/${accomplice.id}`, { role_id: ROLE_IDS.company })).statusCode).toBe(200);
    });

    it("cannot reset an Administrador's password or e-mail, nor rename one", async () => {
      const target = await createAccount(testApp.app, { role: ROLE_IDS.admin });
      const before = await userRow(target.id);
      for (const change of [{ password: 'Otra.Clave.2026' }, { email: uniqueEmail('robado') }, { name_us: 'Otro Nombre' }]) {
        const attempt = await delegate.caller.patch(`/api/admin/users/${target.id}`, change);
        await expectRefused(attempt, privilegeMessages.administratorsOnly, delegate.id);
      }
      expect(await userRow(target.id)).toEqual(before);
      // The audit records which fields were attempted, never the password itself.
      expect((await lastAudit()).after_data).not.toContain('Otra.Clave');
      const login = await testApp.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${target.token}` } });
      expect(login.statusCode).toBe(200);
    });

    it('with x cannot deactivate an Administrador nor resend its verification', async () => {
      const target = await createAccount(testApp.app, { role: ROLE_IDS.admin, verified: false });
      const attempt = await delegate.caller.post(`/api/admin/users/${target.id}/status`, { status: 'inactivo' });
      await expectRefused(attempt, privilegeMessages.administratorsOnly, delegate.id);
      expect((await userRow(target.id)).status).toBe('activo');
      const resend = await delegate.caller.post(`/api/admin/users/${target.id}/verification`);
      await expectRefused(resend, privilegeMessages.administratorsOnly, delegate.id);
    });

    it('still manages ordinary accounts', async () => {
      const student = await createAccount(testApp.app, { role: ROLE_IDS.student });
      expect((await delegate.caller.post(`/api/admin/users/${student.id}/status`, { status: 'inactivo' })).statusCode).toBe(200);
      const created = await delegate.caller.post('/api/admin/users', {
        name_us: 'Estudiante Nuevo',
        email: uniqueEmail('creado'),
        dni: uniqueCedula(),
        password: TEST_PASSWORD,
        role_id: ROLE_IDS.student,
      });
      expect(created.statusCode).toBe(201);
    });
  });

  describe('issue 41: the holes found by an attacker, each closed by the one model', () => {
    const allAdminFlags = { c: true, u: true, d: true, x: true };
    const login = (email: string, password: string) => new ApiCaller(testApp.app).post('/api/user/login', { email, password });

    it('adm-users u cannot set the password or e-mail of an account holding every admin menu, nor move it', async () => {
      const { account: delegate } = await delegated('Solo usuarios u', { 'adm-users': { u: true } });
      const everything = Object.fromEntries(
        ['adm-users', 'adm-roles', 'adm-permissions', 'adm-audit', 'menus', 'catalogs', 'universities'].map((t) => [t, allAdminFlags]),
      );
      const { account: target } = await delegated('Todo el menú', everything);
      const before = await userRow(target.id);
      for (const change of [{ password: 'Otra.Clave.2026' }, { role_id: ROLE_IDS.student }, { email: uniqueEmail('robado') }]) {
        const attempt = await delegate.caller.patch(`/api/admin/users/${target.id}`, change);
        await expectRefused(attempt, privilegeMessages.accountBeyondCaller, delegate.id);
      }
      expect(await userRow(target.id)).toEqual(before);
      expect((await login(target.email, 'Otra.Clave.2026')).statusCode).toBe(422);
    });

    it('nobody but an Administrador sets the password or e-mail of an account whose role holds an admin item, even one within', async () => {
      const { account: delegate } = await delegated('Usuarios y auditoría', { 'adm-users': allAdminFlags, 'adm-audit': {} });
      const { account: reader } = await delegated('Solo auditoría', { 'adm-audit': {} });
      for (const change of [{ password: 'Otra.Clave.2026' }, { email: uniqueEmail('lector') }]) {
        const attempt = await delegate.caller.patch(`/api/admin/users/${reader.id}`, change);
        await expectRefused(attempt, privilegeMessages.credentials, delegate.id);
      }
      // Its name it may change: the role is within the delegate's.
      expect((await delegate.caller.patch(`/api/admin/users/${reader.id}`, { name_us: 'Lector Renombrado' })).statusCode).toBe(200);
      // Nor may a student be given the password and a role with admin items at once.
      const student = await createAccount(testApp.app, { role: ROLE_IDS.student });
      const readerRole = (await db().selectFrom('users').select('role_id').where('id_us', '=', reader.id).executeTakeFirstOrThrow())
        .role_id;
      const both = await delegate.caller.patch(`/api/admin/users/${student.id}`, { role_id: readerRole, password: 'Otra.Clave.2026' });
      await expectRefused(both, privilegeMessages.credentials, delegate.id);
      expect((await userRow(student.id)).role_id).toBe(ROLE_IDS.student);
    });

    it('adm-permissions c cannot hand the student role a grant with every flag off on an item it does not hold', async () => {
      const { account } = await delegated('Solo permisos c', { 'adm-permissions': { c: true } });
      for (const title of ['adm-users', 'adm-audit']) {
        const menu = await menuId(title);
        const attempt = await account.caller.post(`/api/admin/roles/${ROLE_IDS.student}/permissions`, {
          menu_id: menu,
          c: false,
          u: false,
          d: false,
          x: false,
        });
        await expectRefused(attempt, privilegeMessages.notHeld, account.id);
        expect(await flagsOf(ROLE_IDS.student, menu)).toBeUndefined();
      }
      const student = await createAccount(testApp.app, { role: ROLE_IDS.student });
      expect((await student.caller.get('/api/admin/users?per_page=100')).statusCode).toBe(403);
      expect((await student.caller.get('/api/admin/audit')).statusCode).toBe(403);
    });

    it('a role holding adm-audit, even without flags, is not assignable by a caller without it', async () => {
      const { account: delegate } = await delegated('Usuarios sin auditoría', { 'adm-users': allAdminFlags });
      const { role: auditors } = await delegated('Auditores', { 'adm-audit': {} });
      const options = (await delegate.caller.get('/api/admin/users/roles')).json().data as Array<{ id_ro: number; assignable: boolean }>;
      expect(options.find((option) => option.id_ro === auditors)?.assignable).toBe(false);
      const email = uniqueEmail('auditor');
      const attempt = await delegate.caller.post('/api/admin/users', {
        name_us: 'Auditor Nuevo',
        email,
        password: TEST_PASSWORD,
        role_id: auditors,
      });
      await expectRefused(attempt, privilegeMessages.roleBeyondCaller, delegate.id);
      expect(await db().selectFrom('users').select('id_us').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    });

    it('adm-roles u cannot rename the Administrador role, its own, or one beyond it', async () => {
      const { role, account } = await delegated('Roles u', { 'adm-roles': { u: true, d: true } });
      const { role: beyond } = await delegated('Con usuarios', { 'adm-users': {} });
      const nameOf = async (id: number) =>
        (await db().selectFrom('roles').select('name_ro').where('id_ro', '=', id).executeTakeFirstOrThrow()).name_ro;
      const attempts: Array<[number, string]> = [
        [ROLE_IDS.admin, privilegeMessages.administratorRoleName],
        [role, privilegeMessages.ownRoleName],
        [beyond, privilegeMessages.roleNameBeyondCaller],
      ];
      for (const [target, message] of attempts) {
        const name = await nameOf(target);
        await expectRefused(await account.caller.patch(`/api/admin/roles/${target}`, { name_ro: 'Invitado' }), message, account.id);
        expect(await nameOf(target)).toBe(name);
      }
      await expectRefused(await account.caller.delete(`/api/admin/roles/${beyond}`), privilegeMessages.roleNameBeyondCaller, account.id);
    });

    it.each(['Administrador', 'administrador', 'ADMINISTRADÓR', '  Administrador '])(
      'no role may be named %p, as the Administrador',
      async (name) => {
        const other = (await admin.caller.post('/api/admin/roles', { name_ro: `Renombrable ${Math.random()}` })).json().data
          .id_ro as number;
        for (const attempt of [
          admin.caller.patch(`/api/admin/roles/${other}`, { name_ro: name }),
          admin.caller.post('/api/admin/roles', { name_ro: name }),
        ]) {
          const response = await attempt;
          expect(response.statusCode).toBe(422);
          expect(response.json().errors.name_ro).toEqual([roleMessages.nameTaken]);
        }
      },
    );

    it('role names are unique ignoring case and accents', async () => {
      const first = await admin.caller.post('/api/admin/roles', { name_ro: `Coordinación ${dialect}` });
      expect(first.statusCode).toBe(201);
      const second = await admin.caller.post('/api/admin/roles', { name_ro: `COORDINACION ${dialect}` });
      expect(second.statusCode).toBe(422);
      expect(second.json().errors.name_ro).toEqual([roleMessages.nameTaken]);
    });
  });

  describe('the last active Administrador', () => {
    /** Exactly two active Administradores, each with a session, every other one switched off. */
    async function twoAdministrators() {
      const first = await createAccount(testApp.app, { role: ROLE_IDS.admin });
      const second = await createAccount(testApp.app, { role: ROLE_IDS.admin });
      await db()
        .updateTable('users')
        .set({ status: 'inactivo' })
        .where('role_id', '=', ROLE_IDS.admin)
        .where('id_us', 'not in', [first.id, second.id])
        .execute();
      return [first, second] as const;
    }
    const activeAdministrators = async () =>
      (await db().selectFrom('users').select('id_us').where('role_id', '=', ROLE_IDS.admin).where('status', '=', 'activo').execute())
        .length;

    afterEach(async () => {
      await db().updateTable('users').set({ status: 'activo', role_id: ROLE_IDS.admin }).where('id_us', '=', admin.id).execute();
    });

    it.each([
      [
        'deactivate',
        (target: number) => ({ method: 'post' as const, url: `/api/admin/users/${target}/status`, body: { status: 'inactivo' } }),
      ],
      [
        'demote',
        (target: number) => ({ method: 'patch' as const, url: `/api/admin/users/${target}`, body: { role_id: ROLE_IDS.student } }),
      ],
    ])('survives two Administradores trying to %s each other at the same moment', async (_change, call) => {
      const [first, second] = await twoAdministrators();
      const [one, two] = await Promise.all([
        first.caller[call(second.id).method](call(second.id).url, call(second.id).body),
        second.caller[call(first.id).method](call(first.id).url, call(first.id).body),
      ]);
      const statuses = [one.statusCode, two.statusCode].sort();
      expect(statuses[0]).toBe(200);
      // The loser is refused by the rule, or has already lost its session (401) or its role (403).
      expect([401, 403]).toContain(statuses[1]);
      expect(await activeAdministrators()).toBe(1);
      const refused = [one, two].find((response) => response.statusCode === 403);
      if (refused) expect(refused.json().message).toMatch(/Administrador|permiso/);
    });

    it('an Administrador still deactivates and demotes another one while one remains', async () => {
      const [first, second] = await twoAdministrators();
      const third = await createAccount(testApp.app, { role: ROLE_IDS.admin });
      expect((await first.caller.post(`/api/admin/users/${second.id}/status`, { status: 'inactivo' })).statusCode).toBe(200);
      expect((await first.caller.patch(`/api/admin/users/${third.id}`, { role_id: ROLE_IDS.student })).statusCode).toBe(200);
      expect(await activeAdministrators()).toBe(1);
    });
  });
});
