import { expect, test, type Browser, type Page, type Request } from '@playwright/test';
import type { AccountRole } from '../support/accounts';
import { loginAs } from '../support/session';
import { markPage, pageMark } from '../support/live-session';

const navigation = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });
const main = (page: Page) => page.getByRole('main');

interface SignInOptions {
  /** A remote whose files the browser cannot reach. */
  offlineRemote?: string;
  /** Sees every request from the first one on (the landing dashboard already loads the role's remote). */
  onRequest?: (request: Request) => void;
}

/** Each remote, the role whose menu opens it, and one of its screens. */
const remotes = [
  { remote: 'cv', role: 'student', link: 'Información personal', path: '/CV/basic' },
  { remote: 'company', role: 'company', link: 'Nueva oferta', path: '/company/new-offer' },
  { remote: 'admin', role: 'admin', link: 'Roles', path: '/admin/roles' },
] as const;

async function signedInPage(browser: Browser, role: AccountRole, { offlineRemote, onRequest }: SignInOptions = {}) {
  const context = await browser.newContext();
  if (offlineRemote) await context.route(`**/remotes/${offlineRemote}/**`, (route) => route.abort('connectionrefused'));
  const page = await context.newPage();
  if (onRequest) page.on('request', onRequest);
  await loginAs(page, role);
  return page;
}

test('the shell renders its default layout with navigation and footer', async ({ page }) => {
  await loginAs(page, 'student');
  await expect(navigation(page).getByRole('link', { name: 'Información personal' })).toBeVisible();
  await expect(page.getByText(/© \d{4} Bolsa de Empleo Universitaria/)).toBeVisible();
});

for (const { remote, role, link, path } of remotes) {
  test(`remote-${remote} renders its screen inside the shell, on the shell's antd`, async ({ browser }) => {
    const remoteFiles: string[] = [];
    const page = await signedInPage(browser, role, {
      onRequest: (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith(`/remotes/${remote}/`)) remoteFiles.push(pathname);
      },
    });
    await navigation(page).getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(path);
    await expect(main(page).getByRole('heading', { name: link })).toBeVisible();
    await expect(navigation(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Its antd components come from the shell: a copy of its own would bring a second antd
    // foundation (theme, styles, @rc-component basics: 54 KiB gzip) to the visitor.
    expect(remoteFiles.filter((file) => file.includes('antd-foundation'))).toEqual([]);
    expect(remoteFiles.some((file) => file.endsWith('/remoteEntry.js'))).toBe(true);
    await page.context().close();
  });
}

/** Whether a shared library has been loaded in this page (Module Federation's share scope). */
const sharedLoaded = (page: Page, library: string) =>
  page.evaluate((name) => {
    type Offers = Record<string, { loaded?: boolean }>;
    const share = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Offers>>> } }).__FEDERATION__
      ?.__SHARE__;
    return Object.values(share ?? {}).some((scopes) =>
      Object.values(scopes).some((libraries) => Object.values(libraries[name] ?? {}).some((offer) => offer.loaded === true)),
    );
  }, library);

test('a list screen downloads the form kit only when its drawer first opens', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/roles');
  await expect(main(page).getByRole('heading', { name: 'Roles', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await sharedLoaded(page, 'formik')).toBe(false);

  await main(page).getByRole('button', { name: 'Agregar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Nuevo rol' });
  await expect(drawer.getByRole('textbox', { name: 'Nombre del rol' })).toBeVisible();
  expect(await sharedLoaded(page, 'formik')).toBe(true);
});

test('a remote opened directly by its URL renders after a full page load', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/users');
  await expect(main(page).getByRole('heading', { name: 'Usuarios', exact: true })).toBeVisible();
});

test('with one remote unreachable, its area offers a retry and the other remotes keep working', async ({ browser }) => {
  const student = await signedInPage(browser, 'student', { offlineRemote: 'cv' });
  await student.goto('/CV/basic');
  await expect(main(student).getByRole('heading', { name: 'Esta sección no está disponible en este momento' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(main(student).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  // The shell itself keeps working around the failed area.
  await expect(navigation(student)).toBeVisible();
  await student.goto('/second-page');
  await expect(main(student).getByRole('heading').first()).toBeVisible();

  // The other two remotes render while remote-cv is down.
  for (const { role, path, link } of remotes.filter((r) => r.remote !== 'cv')) {
    const other = await signedInPage(browser, role, { offlineRemote: 'cv' });
    await other.goto(path);
    await expect(main(other).getByRole('heading', { name: link })).toBeVisible();
    await other.context().close();
  }

  // The CV team's files come back: the area loads again by itself (it asks after 5 s, then
  // less often), without anyone clicking and without a reload of the page.
  await student.goto('/CV/work');
  await expect(main(student).getByRole('button', { name: 'Reintentar' })).toBeVisible({ timeout: 15_000 });
  await markPage(student);
  await student.context().unroute('**/remotes/cv/**');
  await expect(main(student).getByRole('heading', { name: 'Experiencia laboral' })).toBeVisible({ timeout: 20_000 });
  expect(await pageMark(student)).toBe(42);
  await student.context().close();
});

test('an unknown path shows the not-found screen', async ({ page }) => {
  for (const path of ['/no-existe', '/pages/misc/not-found/algo', '/404', '/una/ruta/desconocida']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(navigation(page)).toHaveCount(0);
  }
});

test('an unknown screen inside a remote area goes to /404', async ({ page }) => {
  await loginAs(page, 'student');
  await page.goto('/CV/no-existe');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});
