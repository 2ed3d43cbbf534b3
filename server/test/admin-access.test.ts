import type { PortalEvent } from '../src/services/events.ts';
import { adminAccount, createAccount, type TestAccount } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

describe.each(testDialects())('roles, menus and permissions on %s', (dialect) => {
  let testApp: TestApp;
  let admin: TestAccount;
  const events: PortalEvent[] = [];

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    admin = await adminAccount(testApp.app);
    testApp.app.events.on('role.updated', (payload) => events.push({ name: 'role.updated', payload }));
    testApp.app.events.on('role.deleted', (payload) => events.push({ name: 'role.deleted', payload }));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  beforeEach(() => {
    events.length = 0;
  });

  const menuId = async (title: string) =>
    (await testApp.app.db.selectFrom('menus').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
  const audit = (entity: string) =>
    testApp.app.db.selectFrom('audit_log').select(['actor_id', 'entity_id', 'action']).where('entity', '=', entity).orderBy('id').execute();

  describe('roles', () => {
    it('lists the seeded roles with their users and which are system roles', async () => {
      const data = (await admin.caller.get('/api/admin/roles')).json().data;
      expect(data.slice(0, 3)).toEqual([
        { id_ro: 1, name_ro: 'Administrador', users: 1, system: true },
        { id_ro: 2, name_ro: 'Empresa', users: 0, system: true },
        { id_ro: 3, name_ro: 'Estudiante', users: 0, system: true },
      ]);
    });

    it('creates, renames (announcing role.updated) and deletes a role, auditing each step', async () => {
      const created = await admin.caller.post('/api/admin/roles', { name_ro: 'Docente' });
      expect(created.statusCode).toBe(201);
      const id = created.json().data.id_ro;
      expect(id).toBeGreaterThan(3);

      const renamed = await admin.caller.patch(`/api/admin/roles/${id}`, { name_ro: 'Tutor' });
      expect(renamed.json().data).toEqual({ id_ro: id, name_ro: 'Tutor', users: 0, system: false });

      expect((await admin.caller.delete(`/api/admin/roles/${id}`)).statusCode).toBe(200);
      expect(events).toEqual([
        { name: 'role.updated', payload: { roleId: id } },
        { name: 'role.deleted', payload: { roleId: id } },
      ]);
      expect((await audit('role')).filter((entry) => entry.entity_id === String(id))).toEqual(
        ['create', 'update', 'delete'].map((action) => ({ actor_id: admin.id, entity_id: String(id), action })),
      );
    });

    it('refuses a duplicate name (any case), deleting a system role or one with users, and unknown ids', async () => {
      const duplicate = await admin.caller.post('/api/admin/roles', { name_ro: 'estudiante' });
      const system = await admin.caller.delete('/api/admin/roles/3');
      const withUsers = (await admin.caller.post('/api/admin/roles', { name_ro: `Con usuarios ${dialect}` })).json().data.id_ro;
      const user = await createAccount(testApp.app, { role: withUsers });

      expect(duplicate.json().errors).toEqual({ name_ro: ['Ya existe un rol con ese nombre.'] });
      expect(system.statusCode).toBe(422);
      expect((await admin.caller.delete(`/api/admin/roles/${withUsers}`)).json().errors.id_ro[0]).toMatch(/usuarios asignados/);
      expect((await admin.caller.patch('/api/admin/roles/9999', { name_ro: 'X' })).statusCode).toBe(404);
      expect((await admin.caller.delete('/api/admin/roles/9999')).statusCode).toBe(404);
      // A role without menu items gives an empty menu, not an error.
      expect((await user.caller.get('/api/user/me')).json().data.menu).toEqual([]);
    });
  });

  describe('menus', () => {
    it('lists every item flat, with its parent', async () => {
      const data = (await admin.caller.get('/api/admin/menus')).json().data;
      const users = data.find((item: { title: string }) => item.title === 'adm-users');
      expect(users).toMatchObject({
        name: 'admin-users',
        path: '/admin/users',
        icon: { set: 'tabler', name: 'user-cog' },
        parent_id: await menuId('users'),
      });
    });

    it('creates, changes and deletes an item; roles holding it are told', async () => {
      const created = await admin.caller.post('/api/admin/menus', {
        title: 'help',
        name: 'help',
        path: '/second-page',
        icon: { set: 'material', name: 'help-circle' },
        parent_id: await menuId('settings-menu'),
        order: 9,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().data.id;
      expect(events).toEqual([]);

      await admin.caller.post('/api/admin/roles/3/permissions', { menu_id: id, c: false, u: false, d: false, x: false });
      events.length = 0;
      const changed = await admin.caller.patch(`/api/admin/menus/${id}`, { path: '/second-page/ayuda', icon: null, parent_id: null });
      expect(changed.json().data).toMatchObject({ path: '/second-page/ayuda', icon: null, parent_id: null, order: 9 });
      expect(events).toEqual([{ name: 'role.updated', payload: { roleId: 3 } }]);

      events.length = 0;
      expect((await admin.caller.delete(`/api/admin/menus/${id}`)).statusCode).toBe(200);
      expect(events).toEqual([{ name: 'role.updated', payload: { roleId: 3 } }]);
      expect((await audit('menu')).map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    });

    it('keeps the menu one level deep and titles unique', async () => {
      const child = await menuId('main_info');
      const group = await menuId('information');

      expect((await admin.caller.post('/api/admin/menus', { title: 'x1', parent_id: child })).json().errors).toEqual({
        parent_id: ['El menú padre debe ser un elemento de primer nivel.'],
      });
      expect((await admin.caller.patch(`/api/admin/menus/${group}`, { parent_id: await menuId('users') })).statusCode).toBe(422);
      expect((await admin.caller.patch(`/api/admin/menus/${group}`, { parent_id: group })).statusCode).toBe(422);
      expect((await admin.caller.post('/api/admin/menus', { title: 'main_info' })).json().errors).toEqual({
        title: ['Ya existe un elemento de menú con ese título.'],
      });
      expect((await admin.caller.delete(`/api/admin/menus/${group}`)).json().errors.id).toEqual([
        'Elimine o mueva primero los elementos hijos.',
      ]);
    });

    it('leads only to portal screens (never off the portal) and draws only the icons the portal has', async () => {
      const id = await menuId('catalogs');
      for (const path of ['//evil.example/admin/users', '/\\evil.example', 'https://evil.example', '/admin/users/../../x']) {
        const attempt = await admin.caller.patch(`/api/admin/menus/${id}`, { path });
        expect(attempt.statusCode).toBe(422);
      }
      expect((await admin.caller.patch(`/api/admin/menus/${id}`, { path: '//evil.example' })).json().errors).toEqual({
        path: ['La ruta debe empezar con / y tener solo letras, números, guiones y /.'],
      });
      expect((await admin.caller.post('/api/admin/menus', { title: 'fuera', path: '/pagina-externa' })).json().errors).toEqual({
        path: ['La ruta debe ser una pantalla del portal o estar debajo de una (ej.: /admin/users).'],
      });
      expect((await admin.caller.patch(`/api/admin/menus/${id}`, { icon: { set: 'tabler', name: 'file-lines' } })).json().errors).toEqual({
        icon: ['El icono elegido no existe en ese conjunto.'],
      });
      // Nothing was saved; a path below a portal screen is fine.
      expect((await admin.caller.get('/api/admin/menus')).json().data.find((item: { id: number }) => item.id === id)).toMatchObject({
        path: '/admin/catalogs',
        icon: { set: 'tabler', name: 'list' },
      });
      expect((await admin.caller.post('/api/admin/menus', { title: 'fuera' })).statusCode).toBe(201);
      const below = await admin.caller.patch(`/api/admin/menus/${id}`, { path: '/admin/catalogs/idiomas' });
      expect(below.json().data.path).toBe('/admin/catalogs/idiomas');
      await admin.caller.patch(`/api/admin/menus/${id}`, { path: '/admin/catalogs' });
    });

    it('refuses to delete or retitle an item that guards API routes', async () => {
      const id = await menuId('adm-users');
      expect((await admin.caller.delete(`/api/admin/menus/${id}`)).statusCode).toBe(422);
      expect((await admin.caller.patch(`/api/admin/menus/${id}`, { title: 'usuarios' })).statusCode).toBe(422);
      expect((await admin.caller.patch(`/api/admin/menus/${id}`, { icon: { set: 'fontawesome', name: 'users' } })).statusCode).toBe(200);
    });
  });

  describe("a role's permissions", () => {
    it('lists every menu item with whether the role holds it and its flags', async () => {
      const data = (await admin.caller.get('/api/admin/roles/2/permissions')).json().data;
      const byTitle = Object.fromEntries(data.map((row: { title: string }) => [row.title, row]));
      expect(byTitle.new_offer).toMatchObject({ granted: true, permissions: { c: true, u: false, d: false, x: false } });
      expect(byTitle.my_offers).toMatchObject({ granted: true, permissions: { c: false, u: true, d: true, x: true } });
      expect(byTitle['adm-users']).toMatchObject({ granted: false, permissions: { c: false, u: false, d: false, x: false } });
    });

    it("grants, changes and revokes an item; the role's users see it on their next call", async () => {
      const company = await createAccount(testApp.app, { role: 2 });
      const catalogs = await menuId('catalogs');

      const granted = await admin.caller.post('/api/admin/roles/2/permissions', {
        menu_id: catalogs,
        c: true,
        u: false,
        d: false,
        x: false,
      });
      expect(granted.statusCode).toBe(201);
      const menu = (await company.caller.get('/api/user/me')).json().data.menu;
      // The group appears around the item, without flags of its own.
      expect(menu[2]).toMatchObject({
        title: 'settings-menu',
        permissions: { c: false },
        children: [{ title: 'catalogs', permissions: { c: true } }],
      });

      const changed = await admin.caller.put(`/api/admin/roles/2/permissions/${catalogs}`, { c: false, u: true, d: false, x: true });
      expect(changed.json().data.permissions).toEqual({ c: false, u: true, d: false, x: true });
      expect((await admin.caller.delete(`/api/admin/roles/2/permissions/${catalogs}`)).statusCode).toBe(200);
      // Back to the company's own items: new_offer, my_offers, company-practicas, my-data.
      expect((await company.caller.get('/api/user/me')).json().data.menu).toHaveLength(4);

      expect(events).toEqual([
        { name: 'role.updated', payload: { roleId: 2 } },
        { name: 'role.updated', payload: { roleId: 2 } },
        { name: 'role.updated', payload: { roleId: 2 } },
      ]);
      expect((await audit('role_menu')).slice(-3).map((entry) => [entry.entity_id, entry.action])).toEqual([
        [`2:${catalogs}`, 'create'],
        [`2:${catalogs}`, 'update'],
        [`2:${catalogs}`, 'delete'],
      ]);
    });

    it('lists the roles to pick, the caller’s own and the Administrador read-only with the reason', async () => {
      const data = (await admin.caller.get('/api/admin/permissions/roles')).json().data;
      expect(data.slice(0, 3)).toEqual([
        { id_ro: 1, name_ro: 'Administrador', editable: false, reason: 'No puede modificar los permisos de su propio rol.' },
        { id_ro: 2, name_ro: 'Empresa', editable: true, reason: null },
        { id_ro: 3, name_ro: 'Estudiante', editable: true, reason: null },
      ]);

      const delegatedRole = (await admin.caller.post('/api/admin/roles', { name_ro: `Permisos delegados ${dialect}` })).json().data.id_ro;
      await admin.caller.post(`/api/admin/roles/${delegatedRole}/permissions`, {
        menu_id: await menuId('adm-permissions'),
        c: false,
        u: true,
        d: false,
        x: false,
      });
      const delegated = await createAccount(testApp.app, { role: delegatedRole });
      const seen = (await delegated.caller.get('/api/admin/permissions/roles')).json().data;
      const byId = new Map(seen.map((role: { id_ro: number }) => [role.id_ro, role]));
      expect(byId.get(1)).toMatchObject({ editable: false, reason: 'Solo el sistema define los permisos del rol Administrador.' });
      expect(byId.get(delegatedRole)).toMatchObject({ editable: false, reason: 'No puede modificar los permisos de su propio rol.' });
      expect(byId.get(3)).toMatchObject({ editable: true, reason: null });
    });

    it('refuses a duplicate grant, unknown roles and items, and any change to the Administrador role', async () => {
      const newOffer = await menuId('new_offer');
      const permissions = await menuId('adm-permissions');

      expect(
        (await admin.caller.post('/api/admin/roles/2/permissions', { menu_id: newOffer, c: true, u: true, d: true, x: true })).statusCode,
      ).toBe(422);
      expect(
        (await admin.caller.post('/api/admin/roles/2/permissions', { menu_id: 99999, c: true, u: true, d: true, x: true })).statusCode,
      ).toBe(422);
      expect((await admin.caller.get('/api/admin/roles/999/permissions')).statusCode).toBe(404);
      expect(
        (await admin.caller.put(`/api/admin/roles/3/permissions/${newOffer}`, { c: true, u: true, d: true, x: true })).statusCode,
      ).toBe(404);
      // The Administrador role's grants are fixed: nobody edits their own role's grants.
      for (const attempt of [
        admin.caller.put(`/api/admin/roles/1/permissions/${permissions}`, { c: true, u: false, d: true, x: true }),
        admin.caller.delete(`/api/admin/roles/1/permissions/${permissions}`),
      ]) {
        expect((await attempt).json()).toEqual({ message: 'No puede modificar los permisos de su propio rol.' });
      }
    });
  });
});
