import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { adminApi, type AdminApi } from '../support/admin-api';
import { markPage, pageMark, socketEvents, waitForLiveSession } from '../support/live-session';
import { randomCedula, uniqueEmail } from '../support/identities';
import { e2eSqliteFile } from '../support/outbox';
import { signIn as signInWith } from '../support/session';

/**
 * Changes made by an administrator reach an open page over the portal's own Pusher-protocol
 * socket, without a reload. Each test makes its own role or user, so the shared demo accounts
 * and the other spec files never see these changes.
 */

const password = 'Clave-segura-2026';
const signIn = (page: Page, email: string) => signInWith(page, email, password, { acceptNotice: true });

async function newUser(api: AdminApi, roleId: number) {
  const email = uniqueEmail('tiempo-real');
  const user = await api.call<{ id_us: number }>('POST', '/api/admin/users', {
    name_us: 'Ana Tiempo Real',
    email,
    password,
    role_id: roleId,
    dni: randomCedula(),
  });
  return { id: user.id_us, email };
}

test('switching off a CV flag and removing a CV entry reach the open student page without a reload', async ({ page, request }) => {
  const api = await adminApi(request);
  const role = await api.call<{ id_ro: number }>('POST', '/api/admin/roles', { name_ro: `Estudiante e2e ${Date.now()}` });
  const items = await api.call<Array<{ menu_id: number; title: string }>>('GET', `/api/admin/roles/${role.id_ro}/permissions`);
  const menuId = (title: string) => items.find((item) => item.title === title)!.menu_id;
  for (const title of ['main_info', 'main_languages']) {
    await api.call('POST', `/api/admin/roles/${role.id_ro}/permissions`, { menu_id: menuId(title), c: true, u: true, d: true, x: true });
  }
  const student = await newUser(api, role.id_ro);

  const events = socketEvents(page);
  await signIn(page, student.email);
  await waitForLiveSession(events, student.id, role.id_ro);
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await nav.getByRole('link', { name: 'Idiomas' }).click();
  await expect(page).toHaveURL('/CV/languages');
  await markPage(page);

  // A flag switched off: the new flags arrive in role.updated and replace the stored menu.
  await api.call('PUT', `/api/admin/roles/${role.id_ro}/permissions/${menuId('main_languages')}`, { c: true, u: true, d: true, x: false });
  await expect
    .poll(() => {
      const update = events.filter((frame) => frame.event === 'role.updated').at(-1);
      const languages = update?.data.menu?.flatMap((item) => [item, ...item.children]).find((item) => item.title === 'main_languages');
      return languages?.permissions;
    })
    .toEqual({ c: true, u: true, d: true, x: false });

  // The entry removed from the role: it leaves the navigation and the open screen goes to /404.
  await api.call('DELETE', `/api/admin/roles/${role.id_ro}/permissions/${menuId('main_languages')}`);
  await expect(page).toHaveURL('/404');
  // /CV/languages was replaced in the history: back is the screen before it, in the same document.
  await page.goBack();
  await expect(page).toHaveURL('/CV/basic');
  await expect(nav.getByRole('link', { name: 'Información personal' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Idiomas' })).toHaveCount(0);
  expect(await pageMark(page)).toBe(42);
});

test('removing another CV entry takes it out of the open page’s navigation at once', async ({ page, request }) => {
  const api = await adminApi(request);
  const role = await api.call<{ id_ro: number }>('POST', '/api/admin/roles', { name_ro: `Estudiante e2e ${Date.now()}` });
  const items = await api.call<Array<{ menu_id: number; title: string }>>('GET', `/api/admin/roles/${role.id_ro}/permissions`);
  const menuId = (title: string) => items.find((item) => item.title === title)!.menu_id;
  for (const title of ['main_info', 'main_work']) {
    await api.call('POST', `/api/admin/roles/${role.id_ro}/permissions`, { menu_id: menuId(title), c: true, u: true, d: true, x: true });
  }
  const student = await newUser(api, role.id_ro);
  const events = socketEvents(page);
  await signIn(page, student.email);
  await waitForLiveSession(events, student.id, role.id_ro);
  const workLink = page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Experiencia laboral' });
  await expect(workLink).toBeVisible();
  await markPage(page);

  await api.call('DELETE', `/api/admin/roles/${role.id_ro}/permissions/${menuId('main_work')}`);
  await expect(workLink).toHaveCount(0);
  await expect(page).toHaveURL('/CV/basic');
  expect(await pageMark(page)).toBe(42);
});

test('disabling the user logs the open page out', async ({ page, request }) => {
  const api = await adminApi(request);
  const student = await newUser(api, 3);
  const events = socketEvents(page);
  await signIn(page, student.email);
  await waitForLiveSession(events, student.id, 3);
  await markPage(page);

  await api.call('POST', `/api/admin/users/${student.id}/status`, { status: 'inactivo' });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Tu sesión se cerró porque tu cuenta fue desactivada o su contraseña cambió.')).toBeVisible();
  expect(await pageMark(page)).toBe(42);
});

test('a page signed out by the server (its socket closed) signs in again and is live again, without a reload', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  const student = await newUser(api, 3);
  const events = socketEvents(page);
  await signIn(page, student.email);
  await waitForLiveSession(events, student.id, 3);
  await markPage(page);

  // Disabled: the server sends signed_out, then closes the socket for good (4009).
  await api.call('POST', `/api/admin/users/${student.id}/status`, { status: 'inactivo' });
  await expect(page).toHaveURL(/\/login$/);
  await api.call('POST', `/api/admin/users/${student.id}/status`, { status: 'activo' });

  // The same page (no reload) signs in again: a new socket, both channels joined again.
  events.length = 0;
  await page.getByLabel('Correo electrónico').fill(student.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  await waitForLiveSession(events, student.id, 3);
  await api.call('PATCH', `/api/admin/users/${student.id}`, { name_us: 'Ana De Vuelta' });
  await expect.poll(() => events.some((frame) => frame.event === 'user.updated')).toBe(true);
  expect(await pageMark(page)).toBe(42);
});

/** A company account awaiting approval (the profile written straight to the e2e database). */
async function pendingCompany(api: AdminApi) {
  const company = await newUser(api, 2);
  const db = new Database(e2eSqliteFile());
  try {
    const now = new Date().toISOString();
    db.prepare(
      `insert into company_profiles (user_id, ruc, empresa, descripcion, representante, pais, provincia, ciudad, telefono, web,
        cargo, telcontacto, nomcontacto, status, reviewed_by, reviewed_at, created_at, updated_at)
       values (?, ?, 'Andes Tech S.A.', 'Software', 'María Núñez', 'EC', '17', 'Quito', '022345678', null,
        'Gerente', '0991234567', 'Ana Torre', 'pendiente', null, null, ?, ?)`,
    ).run(company.id, `179${String(company.id).padStart(7, '0')}001`, now, now);
  } finally {
    db.close();
  }
  return company;
}

test('a notification reaches the open page live', async ({ page, request }) => {
  const api = await adminApi(request);
  const company = await pendingCompany(api);
  const events = socketEvents(page);
  await signIn(page, company.email);
  await waitForLiveSession(events, company.id, 2);

  await api.call('POST', `/api/admin/users/${company.id}/approval`, { status: 'aprobada' });
  await expect
    .poll(() => events.find((frame) => frame.event === 'notification.created')?.data)
    .toMatchObject({ type: 'company.review', read: false, text: 'La empresa Andes Tech S.A. fue aprobada. Ya puede publicar ofertas.' });
});

test('a notification appears in the navbar bell live', async ({ page, request }) => {
  const api = await adminApi(request);
  const company = await pendingCompany(api);
  const events = socketEvents(page);
  await signIn(page, company.email);
  await waitForLiveSession(events, company.id, 2);
  await expect(page.getByRole('button', { name: 'Notificaciones: No tienes notificaciones nuevas' })).toBeVisible();

  await api.call('POST', `/api/admin/users/${company.id}/approval`, { status: 'aprobada' });
  const bell = page.getByRole('button', { name: 'Notificaciones: 1 notificación nueva' });
  await expect(bell).toBeVisible();
  await bell.click();
  await page.getByRole('button', { name: 'No leída: La empresa Andes Tech S.A. fue aprobada. Ya puede publicar ofertas.' }).click();
  await expect(page).toHaveURL('/company/my-offers');
  await expect(page.getByRole('button', { name: 'Notificaciones: No tienes notificaciones nuevas' })).toBeVisible();
});
