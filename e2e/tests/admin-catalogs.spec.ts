// Needs the server's admin catalog routes (engineer A): /api/admin/catalogs* as in catalogs-api.md.
import { expect, test, type Page } from '@playwright/test';
import { adminApi, apiAs, type AdminApi } from '../support/admin-api';
import { answerYes } from '../support/confirmation';
import { randomCedula, uniqueEmail } from '../support/identities';
import { markPage, pageMark, socketEvents, waitForLiveSession } from '../support/live-session';
import { loginAs, signIn } from '../support/session';

/**
 * /admin/catalogs end to end: an administrator keeps the catalogs (add, edit, delete, and an
 * item in use is deactivated instead), and the `catalogs` flags the server enforces are the
 * ones the screen follows, live.
 */

interface CatalogAdminItem {
  id: number;
  code: string;
  name: string;
  active: boolean;
  in_use: boolean;
}

/** A code no other run used (lowercase letters, digits and hyphens). */
const uniqueCode = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

async function findItem(api: AdminApi, type: string, q: string) {
  const page = await api.call<{ items: CatalogAdminItem[] }>('GET', `/api/admin/catalogs/${type}?q=${encodeURIComponent(q)}&per_page=100`);
  return page.items.find((item) => item.code === q || item.name === q);
}

/** Opens a catalog from the side list (a 1280 px window) and narrows its list to `q`. */
async function openCatalog(page: Page, typeLabel: string, q: string) {
  await page
    .getByRole('navigation', { name: 'Tipos de catálogo' })
    .getByRole('menuitem', { name: new RegExp(`^${typeLabel}`) })
    .click();
  await expect(page.getByRole('heading', { name: typeLabel, exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar por código o nombre' }).fill(q);
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('an administrator adds, edits and deletes an item, and an item in use is deactivated instead', async ({ page, request }) => {
  const api = await adminApi(request);
  const code = uniqueCode('e2e');
  const name = `Idioma de prueba ${code}`;
  const renamed = `${name} (editado)`;

  await loginAs(page, 'admin');
  await page.goto('/admin/catalogs');
  await expect(page.getByRole('heading', { name: 'Catálogos', exact: true })).toBeVisible();

  // Add to idiomas.
  await openCatalog(page, 'Idiomas', code);
  await page.getByRole('button', { name: 'Agregar' }).click();
  const create = page.getByRole('dialog', { name: 'Nuevo elemento: Idiomas' });
  await create.getByLabel('Código').fill(code);
  await create.getByLabel('Nombre').fill(name);
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Elemento guardado.')).toBeVisible();
  await expect(create).toBeHidden();
  await expect(row(page, name)).toContainText('Activo');

  // Edit: the code cannot change, the name can.
  await page.getByRole('button', { name: `Editar ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Editar «${name}»` });
  await expect(edit.getByLabel('Código')).toHaveAttribute('readonly');
  await edit.getByLabel('Nombre').fill(renamed);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(row(page, renamed)).toBeVisible();
  expect((await findItem(api, 'idiomas', code))?.name).toBe(renamed);

  // Delete it: nothing uses it, so it is gone.
  await page.getByRole('button', { name: `Eliminar ${renamed}` }).click();
  await answerYes(page, `¿Eliminar «${renamed}»?`);
  await expect(page.getByText('Elemento eliminado.')).toBeVisible();
  await expect(row(page, renamed)).toHaveCount(0);
  expect(await findItem(api, 'idiomas', code)).toBeUndefined();

  // Pichincha (17) is the demo company's province and its cities': deactivated, not deleted.
  const pichincha = await findItem(api, 'provincias', '17');
  expect(pichincha).toMatchObject({ name: 'Pichincha', in_use: true, active: true });
  try {
    await openCatalog(page, 'Provincias', 'Pichincha');
    await expect(row(page, 'Pichincha')).toContainText('En uso');
    await page.getByRole('button', { name: 'Eliminar Pichincha' }).click();
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'DELETE' && new URL(response.url()).pathname === `/api/admin/catalogs/provincias/${pichincha!.id}`,
    );
    await answerYes(page, '«Pichincha» está en uso: se desactivará en lugar de eliminarse. ¿Continuar?');
    // The server's answer first, so that a failure says which side it was on.
    expect(await (await answered).json()).toMatchObject({ message: 'El elemento está en uso: se desactivó en lugar de eliminarse.' });
    await expect(page.getByText('El elemento está en uso: se desactivó en lugar de eliminarse.')).toBeVisible();
    await expect(row(page, 'Pichincha')).toContainText('Inactivo');
    expect(await findItem(api, 'provincias', '17')).toMatchObject({ id: pichincha!.id, active: false });
  } finally {
    // The other specs sign companies up in Pichincha: put it back.
    if (pichincha) await api.call('PUT', `/api/admin/catalogs/provincias/${pichincha.id}`, { active: true });
  }
});

test('switching off the catalogs delete flag hides the button at once, and the server refuses the call', async ({ page, request }) => {
  const api = await adminApi(request);
  // A role of its own with the catalogs entry, so the seeded administrator keeps its flags.
  const role = await api.call<{ id_ro: number }>('POST', '/api/admin/roles', { name_ro: `Catálogos e2e ${Date.now()}` });
  const entries = await api.call<Array<{ menu_id: number; title: string }>>('GET', `/api/admin/roles/${role.id_ro}/permissions`);
  const catalogsMenuId = entries.find((entry) => entry.title === 'catalogs')!.menu_id;
  await api.call('POST', `/api/admin/roles/${role.id_ro}/permissions`, { menu_id: catalogsMenuId, c: true, u: true, d: true, x: false });
  const password = 'Clave-segura-2026';
  const email = uniqueEmail('catalogos');
  const editor = await api.call<{ id_us: number }>('POST', '/api/admin/users', {
    name_us: 'Carla Catálogos',
    email,
    password,
    role_id: role.id_ro,
    dni: randomCedula(),
  });
  const code = uniqueCode('flag');
  const item = await api.call<CatalogAdminItem>('POST', '/api/admin/catalogs/idiomas', { code, name: `Idioma ${code}` });

  const events = socketEvents(page);
  await signIn(page, email, password, { acceptNotice: true });
  // The role's only screen is where it lands; from here on the page is never reloaded.
  await expect(page).toHaveURL('/admin/catalogs');
  await waitForLiveSession(events, editor.id_us, role.id_ro);
  await openCatalog(page, 'Idiomas', code);
  const deleteButton = page.getByRole('button', { name: `Eliminar ${item.name}` });
  await expect(deleteButton).toBeVisible();
  await markPage(page);

  // Another administrator switches `d` off: role.updated brings the new flags to the open page.
  await api.call('PUT', `/api/admin/roles/${role.id_ro}/permissions/${catalogsMenuId}`, { c: true, u: true, d: false, x: false });
  await expect(deleteButton).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Editar ${item.name}` })).toBeVisible();
  expect(await pageMark(page)).toBe(42);

  // The server enforces the same flag on a hand-made request.
  const asEditor = await apiAs(request, { email, password });
  const refused = await asEditor.send('DELETE', `/api/admin/catalogs/idiomas/${item.id}`);
  expect(refused.status()).toBe(403);
  expect(await findItem(api, 'idiomas', code)).toMatchObject({ id: item.id, active: true });

  await api.call('DELETE', `/api/admin/catalogs/idiomas/${item.id}`);
});
