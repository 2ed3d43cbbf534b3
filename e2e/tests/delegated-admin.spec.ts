import { expect, test } from '@playwright/test';
import { adminApi, type AdminApi } from '../support/admin-api';
import { randomCedula, uniqueEmail } from '../support/identities';
import { signIn } from '../support/session';

/**
 * Issue 41: a delegated administrator (a role given only `adm-users`) on the users screen sees
 * what PRODUCT.md's one rule lets it do: no action on an account whose role is beyond it, no
 * e-mail or password on one whose role holds an admin item, and only the roles within its own
 * when it adds an account. The server refuses the rest anyway (privilege-escalation.test.ts).
 */
const password = 'Clave-delegada-2026';
const stamp = Date.now();

async function roleWith(api: AdminApi, name: string, grants: Record<string, { c?: boolean; u?: boolean; d?: boolean; x?: boolean }>) {
  const role = await api.call<{ id_ro: number; name_ro: string }>('POST', '/api/admin/roles', { name_ro: `${name} ${stamp}` });
  const items = await api.call<Array<{ menu_id: number; title: string }>>('GET', `/api/admin/roles/${role.id_ro}/permissions`);
  for (const [title, flags] of Object.entries(grants)) {
    const menu_id = items.find((item) => item.title === title)!.menu_id;
    await api.call('POST', `/api/admin/roles/${role.id_ro}/permissions`, { menu_id, c: false, u: false, d: false, x: false, ...flags });
  }
  return role;
}

async function accountOf(api: AdminApi, roleId: number, name: string) {
  const email = uniqueEmail('delegada');
  await api.call('POST', '/api/admin/users', { name_us: name, email, password, role_id: roleId, dni: randomCedula() });
  return email;
}

test('an adm-users delegate sees no action beyond its role, no credentials it may not set, and only the roles within it', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const support = await roleWith(api, 'Soporte de cuentas', { 'adm-users': { c: true, u: true, x: true } });
  const auditors = await roleWith(api, 'Auditores', { 'adm-audit': {} });
  const readers = await roleWith(api, 'Lectores de cuentas', { 'adm-users': {} });
  const delegate = await accountOf(api, support.id_ro, 'Delia Delegada');
  const auditor = await accountOf(api, auditors.id_ro, 'Aurelio Auditor');
  const reader = await accountOf(api, readers.id_ro, 'Lorena Lectora');

  await signIn(page, delegate, password, { acceptNotice: true });
  await page.goto('/admin/users');
  const users = page.getByRole('region', { name: 'Todos los usuarios' });
  const search = users.getByRole('searchbox', { name: 'Buscar por nombre, correo o cédula' });

  // The auditor's role holds adm-audit, which the delegate lacks: nothing to do on that account.
  await search.fill(auditor);
  const auditorRow = users.getByRole('row').filter({ hasText: auditor });
  await expect(auditorRow).toContainText('Fuera de su alcance');
  await expect(auditorRow.getByRole('button')).toHaveCount(0);

  // The reader's role is within the delegate's but holds an admin item: its name, not its credentials.
  await search.fill(reader);
  const readerRow = users.getByRole('row').filter({ hasText: reader });
  await readerRow.getByRole('button', { name: 'Editar Lorena Lectora' }).click();
  const drawer = page.getByRole('dialog', { name: 'Editar «Lorena Lectora»' });
  await expect(drawer.getByText(/solo los cambia un Administrador/)).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Lorena Lectora');
  await expect(drawer.getByLabel('Correo electrónico')).toHaveCount(0);
  await expect(drawer.getByLabel('Nueva contraseña')).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Cancelar' }).click();
  await expect(drawer).toBeHidden();

  // Adding an account offers the roles within its own, never its own, the auditors' or the Administrador.
  await users.getByRole('button', { name: 'Agregar' }).click();
  const creating = page.getByRole('dialog', { name: 'Nuevo usuario' });
  const role = creating.getByRole('combobox', { name: 'Rol' });
  await role.click();
  await expect(role).toHaveAttribute('aria-controls', /.+/);
  const list = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${await role.getAttribute('aria-controls')}"]`) });
  const offered = async (name: string) => {
    await role.fill(name);
    return list.getByTitle(name, { exact: true });
  };
  await expect(await offered('Estudiante')).toBeVisible();
  await expect(await offered(readers.name_ro)).toBeVisible();
  for (const beyond of ['Administrador', auditors.name_ro, support.name_ro]) await expect(await offered(beyond)).toHaveCount(0);
});
