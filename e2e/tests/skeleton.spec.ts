import { expect, test } from '@playwright/test';

const navigation = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Navegación principal' });

test('the shell renders its default layout with navigation and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: 'Información personal' })).toBeVisible();
  await expect(page.getByText(/© \d{4} Bolsa de Empleo Universitaria/)).toBeVisible();
});

test('each remote renders its screen inside the shell', async ({ page }) => {
  await page.goto('/');
  for (const [link, path] of [
    ['Información personal', '/CV/basic'],
    ['Nueva oferta', '/company/new-offer'],
    ['Catálogos', '/admin/catalogs'],
  ] as const) {
    await navigation(page).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('main').getByRole('heading', { name: link })).toBeVisible();
    await expect(navigation(page)).toBeVisible();
  }
});

test('a remote opened directly by its URL renders after a full page load', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Usuarios' })).toBeVisible();
});

test('with one remote unreachable, its area offers a retry and the others keep working', async ({ page }) => {
  await page.route('**/remotes/company/**', (route) => route.abort('connectionrefused'));
  await page.goto('/company/my-offers');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Esta sección no está disponible en este momento' })).toBeVisible({ timeout: 15_000 });
  await expect(main.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(navigation(page)).toBeVisible();

  await navigation(page).getByRole('link', { name: 'Información personal' }).click();
  await expect(main.getByRole('heading', { name: 'Información personal' })).toBeVisible();
  await navigation(page).getByRole('link', { name: 'Catálogos' }).click();
  await expect(main.getByRole('heading', { name: 'Catálogos' })).toBeVisible();

  // The company team's files come back: "Reintentar" loads the remote without a reload.
  await navigation(page).getByRole('link', { name: 'Mis ofertas' }).click();
  await expect(main.getByRole('button', { name: 'Reintentar' })).toBeVisible({ timeout: 15_000 });
  await page.unroute('**/remotes/company/**');
  await main.getByRole('button', { name: 'Reintentar' }).click();
  await expect(main.getByRole('heading', { name: 'Mis ofertas' })).toBeVisible({ timeout: 15_000 });
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  for (const path of ['/no-existe', '/pages/misc/not-found/algo', '/404', '/una/ruta/desconocida']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
  }
});

test('an unknown screen inside a remote area goes to /404', async ({ page }) => {
  await page.goto('/CV/no-existe');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});
