import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { e2ePort } from '../global-setup';
import { holdAppEntry } from '../support/hold-app';
import { startPortalServer, type PortalServer } from '../support/portal-server';
import { loginAs } from '../support/session';

const day = 24 * 60 * 60;
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const settingsButton = (page: Page) => page.getByRole('button', { name: 'Personalizar la interfaz' });
const settingsDrawer = (page: Page) => page.getByRole('dialog', { name: 'Personalizar la interfaz' });
/** The CV's first section, opening its menu group when it is closed. */
async function openPersonalInformation(page: Page) {
  const link = navigation(page).getByRole('link', { name: 'Información personal' });
  if (!(await link.isVisible())) await navigation(page).getByText('Hoja de vida', { exact: true }).click();
  await link.click();
}
const loadingBar = (page: Page) => page.getByRole('progressbar', { name: 'Cargando la página' });

async function settingCookie(context: BrowserContext, key: string) {
  return (await context.cookies()).find((cookie) => cookie.name === `BE-${key}`);
}

/** Each preference cookie: prefixed with the layout label, path /, 30 days (spec §4, §9). */
async function expectSettingCookie(context: BrowserContext, key: string, value: string) {
  const cookie = await settingCookie(context, key);
  expect(cookie, `cookie BE-${key}`).toBeDefined();
  expect(cookie?.value).toBe(value);
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / day;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30.01);
}

async function choose(page: Page, group: string, option: string) {
  await settingsDrawer(page).getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
}

const chosen = (page: Page, group: string, option: string) =>
  expect(settingsDrawer(page).getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true })).toBeChecked();

test.use({ viewport: { width: 1440, height: 900 } });

test('each setting survives a reload through its BE- cookie (30 days, path /)', async ({ page, context }) => {
  await loginAs(page, 'student');
  await expect(navigation(page)).toBeVisible();
  await settingsButton(page).first().click();
  await expect(settingsDrawer(page)).toBeVisible();

  const choices: Array<[group: string, option: string, key: string, value: string]> = [
    ['Tema', 'Oscuro', 'theme', 'dark'],
    ['Apariencia', 'Con bordes', 'skin', 'bordered'],
    ['Ancho del contenido', 'Completo', 'contentWidth', 'fluid'],
    ['Barra superior', 'Estática', 'navbarType', 'static'],
    ['Pie de página', 'Fijo', 'footerType', 'sticky'],
  ];
  for (const [group, option, key, value] of choices) {
    await choose(page, group, option);
    await expectSettingCookie(context, key, value);
  }
  const drawer = settingsDrawer(page);
  await drawer.getByRole('switch', { name: 'Desenfoque de la barra superior' }).click();
  await expectSettingCookie(context, 'navbarBlur', 'false');
  await drawer.getByRole('switch', { name: 'Navegación semioscura' }).click();
  await expectSettingCookie(context, 'semiDarkNav', 'true');
  await drawer.getByRole('switch', { name: 'Navegación contraída' }).click();
  await expectSettingCookie(context, 'navCollapsed', 'true');

  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveClass(/skin--bordered/);

  await page.reload();
  await expect(navigation(page)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveClass(/skin--bordered/);
  await expect(page.getByRole('button', { name: 'Expandir la navegación' })).toBeVisible();
  await settingsButton(page).first().click();
  for (const [group, option] of choices) await chosen(page, group, option);
  await expect(settingsDrawer(page).getByRole('switch', { name: 'Desenfoque de la barra superior' })).not.toBeChecked();
  await expect(settingsDrawer(page).getByRole('switch', { name: 'Navegación semioscura' })).toBeChecked();
  await expect(settingsDrawer(page).getByRole('switch', { name: 'Navegación contraída' })).toBeChecked();

  // Horizontal navigation expands the nav and turns a hidden navbar sticky (spec §4).
  await choose(page, 'Barra superior', 'Oculta');
  await expectSettingCookie(context, 'navbarType', 'hidden');
  await choose(page, 'Navegación', 'Horizontal');
  await expectSettingCookie(context, 'navLayout', 'horizontal');
  await expectSettingCookie(context, 'navbarType', 'sticky');
  await expectSettingCookie(context, 'navCollapsed', 'false');
  await page.reload();
  await expect(navigation(page).locator('.ant-menu-horizontal')).toBeVisible();
  await settingsButton(page).first().click();
  await chosen(page, 'Navegación', 'Horizontal');
  await chosen(page, 'Barra superior', 'Fija');
});

test('the system theme follows the colour scheme; a saved dark theme applies before first paint', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await loginAs(page, 'student');
  await expect(navigation(page)).toBeVisible();
  expect(await settingCookie(context, 'theme')).toBeUndefined();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  await page.getByRole('button', { name: 'Tema' }).click();
  await page.getByRole('menuitem', { name: 'Oscuro' }).click();
  await expectSettingCookie(context, 'theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // Hold the app's code back (a slow network): the page's first paint, the signed-in frame with
  // the screen's title (from the HTML), already shows the dark theme.
  const hold = await holdAppEntry(page);
  let release = hold();
  const reloaded = page.reload();
  const title = page.getByRole('main').getByRole('heading', { level: 2, name: 'Información personal' });
  await expect(title).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const frameBackground = await title.evaluate((heading) => getComputedStyle(heading.closest('.ant-layout')!).backgroundColor);
  expect(frameBackground).toBe('rgb(37, 41, 60)');
  release();
  await reloaded;
  await expect(navigation(page)).toBeVisible();

  // And the start-up loader of a page no menu entry names.
  release = hold();
  const opened = page.goto('/account');
  await expect(page.locator('#initial-loader')).toBeVisible();
  const loaderBackground = await page.locator('#initial-loader').evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(loaderBackground).toBe('rgb(37, 41, 60)');
  release();
  await opened;
  await expect(navigation(page)).toBeVisible();
});

test('a horizontal navigation falls back to vertical at 1200 px', async ({ page, context }) => {
  await context.addCookies([{ name: 'BE-navLayout', value: 'horizontal', url: 'http://127.0.0.1' }]);
  await loginAs(page, 'student');
  await expect(navigation(page).locator('.ant-menu-horizontal')).toBeVisible();

  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(page.locator('.ant-menu-horizontal')).toHaveCount(0);
  await page.getByRole('button', { name: 'Abrir la navegación' }).click();
  await expect(navigation(page).locator('.ant-menu-inline').first()).toBeVisible();
  // The group of the page being shown (/CV/basic) may already be open: open it only if it is not.
  const group = navigation(page).getByRole('menuitem', { name: 'Hoja de vida' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await expect(navigation(page).getByRole('link', { name: 'Información personal' })).toBeVisible();
});

test.describe('with the language switcher enabled by configuration', () => {
  // A server of its own started with the setting (LANGUAGE_SWITCHER=1), as a deployment would.
  const port = Number(process.env.E2E_LANGUAGE_PORT ?? e2ePort + 4);
  let server: PortalServer;
  test.beforeAll(async () => {
    server = await startPortalServer(port, { LANGUAGE_SWITCHER: '1' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  test('Arabic mirrors the layout', async ({ page, context }) => {
    await loginAs(page, 'admin');
    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expectSettingCookie(context, 'language', 'ar');
    await expectSettingCookie(context, 'rtl', 'true');

    await page.reload();
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(nav).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The navigation sits on the right, the content on its left.
    const navBox = await nav.boundingBox();
    const mainBox = await page.getByRole('main').boundingBox();
    expect(navBox && mainBox && navBox.x > mainBox.x).toBe(true);
    expect((navBox?.x ?? 0) + (navBox?.width ?? 0)).toBeGreaterThan(1400);
  });
});

test('without the setting there is no language switcher', async ({ page }) => {
  await loginAs(page, 'student');
  await expect(navigation(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Idioma' })).toHaveCount(0);
});

test('the loading bar shows for a slow remote and not for a fast one', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { loadingBarSeen: boolean };
    w.loadingBarSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('.page-loading-bar')) w.loadingBarSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await loginAs(page, 'student');
  await page.goto('/');
  await expect(navigation(page)).toBeVisible();

  // Fast: the remote answers at once.
  await openPersonalInformation(page);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Información personal' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { loadingBarSeen: boolean }).loadingBarSeen)).toBe(false);

  // Slow: a fresh page whose remote takes 2.5 s.
  await page.route('**/remotes/cv/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await route.continue();
  });
  await page.goto('/');
  await expect(navigation(page)).toBeVisible();
  await openPersonalInformation(page);
  await expect(loadingBar(page)).toBeVisible();
  const first = Number(await loadingBar(page).getAttribute('aria-valuenow'));
  expect(first).toBeGreaterThanOrEqual(10);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Información personal' })).toBeVisible({ timeout: 15_000 });
  await expect(loadingBar(page)).toHaveCount(0);
});

test('the scroll-to-top button appears after 200 px of scroll', async ({ page }) => {
  await loginAs(page, 'student');
  await page.goto('/second-page');
  await expect(page.getByRole('heading', { name: 'Ayuda' })).toBeVisible();
  await page.getByRole('main').evaluate((main) => {
    const filler = document.createElement('div');
    filler.style.height = '3000px';
    main.append(filler);
  });
  const toTop = page.getByRole('button', { name: 'Volver arriba' });
  await expect(toTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 150));
  await page.waitForTimeout(100);
  await expect(toTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 260));
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toHaveCount(0);
});

test("the profile shows the initials of the first three words of name_us: 'AMD'", async ({ page }) => {
  await page.route('**/api/user/login', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.user.name_us = 'ana maria de la torre';
    await route.fulfill({ response, json: body });
  });
  await loginAs(page, 'student');
  const profile = page.getByRole('button', { name: /Menú de usuario/ });
  await expect(profile.locator('.ant-avatar')).toHaveText('AMD');
  await profile.click();
  await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
});
