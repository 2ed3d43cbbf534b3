import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { newPendingCompany } from '../support/company-signup';
import { holdAppEntry } from '../support/hold-app';
import { appHasTakenOver } from '../support/prerendered';
import { loginAs } from '../support/session';

/**
 * The open pages are prerendered at build time (shell/scripts/prerender.mjs): they paint from
 * the HTML, and the app's code runs at the visitor's first interaction, taking over what was
 * typed, where the cursor was, and a form sent before it ran.
 */
const appStarted = (page: Page) =>
  page.evaluate(() => (window as { __portalPrerendered?: { started: boolean } }).__portalPrerendered?.started);
const appTookOver = (page: Page) => page.waitForFunction(appHasTakenOver);
/** Holds the app's entry script, as a slow network would, until the returned function is called. */
const holdTheApp = async (page: Page) => (await holdAppEntry(page))();

/** From the next load on, the page keeps the value of each layout shift (read with `layoutShifts`). */
const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = ((window as { __shifts?: number[] }).__shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
/**
 * From the next load on, counts the frames the browser paints without an element `selector` finds
 * (with `text`, one with that text) once one has been painted: read with `framesWithout`.
 */
const countFramesWithout = (page: Page, selector: string, text?: string) =>
  page.addInitScript(
    ({ selector, text }) => {
      const counted = window as { __framesWithout?: number };
      counted.__framesWithout = 0;
      let shown = false;
      const look = () => {
        const present = [...document.querySelectorAll(selector)].some((element) => text === undefined || element.textContent === text);
        if (present) shown = true;
        else if (shown) counted.__framesWithout! += 1;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    { selector, text },
  );
const framesWithout = (page: Page) => page.evaluate(() => (window as { __framesWithout?: number }).__framesWithout);
const layoutShifts = (page: Page) => page.evaluate(() => (window as { __shifts?: number[] }).__shifts);

test('the sign-in page is there before any of the app runs, in the visitor’s theme', async ({ page, context }) => {
  await context.addCookies([{ name: 'BE-theme', value: 'dark', url: test.info().project.use.baseURL! }]);
  await page.goto('/login');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenido a Bolsa de Empleo Universitaria');
  await expect(page.getByLabel('Correo electrónico')).toBeEditable();
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await expect(page).toHaveTitle('Iniciar sesión - Bolsa de Empleo Universitaria');
  expect(await appStarted(page)).toBe(false);
  // The dark theme's surface (#2f3349), from the page's own CSS variables.
  await expect(page.locator('main section')).toHaveCSS('background-color', 'rgb(47, 51, 73)');
});

test('the open pages do not move as they load: nothing paints before the whole page is there', async ({ page }) => {
  // A paint of half the page (the parser yields at times, not always) grew the centred card as the
  // rest arrived and moved it (layout shift 0.11 on /login, one load in five): a few loads each.
  await recordLayoutShifts(page);
  for (const path of ['/login', '/login', '/login', '/singup/student', '/forgot-password']) {
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect({ path, shifts: await layoutShifts(page) }).toEqual({ path, shifts: [] });
  }
});

test('what was typed before the app ran is the form’s, and the cursor stays where it was', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').pressSequentially(accounts.student.email);
  await page.getByLabel('Contraseña', { exact: true }).pressSequentially(accounts.student.password);
  await appTookOver(page);

  await expect(page.getByLabel('Correo electrónico')).toHaveValue(accounts.student.email);
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login$/);
});

test('a sign-in sent before the app’s code has arrived is sent once it has, never as a plain form', async ({ page }) => {
  // A slow network: the app's entry script is held until the form has been sent.
  const release = await holdTheApp(page);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(accounts.student.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(accounts.student.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();

  await expect(page).toHaveURL(/\/login$/);
  expect(navigations.filter((url) => url.includes('?'))).toEqual([]);
  release();
  await expect(page).not.toHaveURL(/\/login/);
});

test('a press on «Ingresar» that the app takes the page over in the middle of still signs in', async ({ page }) => {
  // A tap is a press and a release; on a slow phone the app's first render can land between them,
  // replacing the button that was pressed with its own.
  const release = await holdTheApp(page);
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(accounts.student.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(accounts.student.password);
  const box = (await page.getByRole('button', { name: 'Ingresar' }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await appTookOver(page);
  await page.mouse.up();

  await expect(page).not.toHaveURL(/\/login$/);
});

test('a mistake in a form sent before the app ran shows on its field once the app has it', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('textbox').first().fill('no-es-un-correo');
  await page.getByRole('textbox').first().press('Enter');
  await appTookOver(page);

  await expect(page.getByText('El campo debe ser un correo electrónico.')).toBeVisible();
});

/**
 * A signed-in page paints DefaultLayout's frame with its screen's title from the HTML (the server
 * fills it in from the menu entry of the path); the app's code, held here as on a slow network,
 * then takes over with the title where it was, and nothing moves.
 */
test.describe('a signed-in page before its code arrives', () => {
  test('shows the screen’s title where the screen puts it, in the visitor’s theme, and the screen takes its place', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'company');
    await context.addCookies([{ name: 'BE-theme', value: 'dark', url: test.info().project.use.baseURL! }]);
    await recordLayoutShifts(page);
    await countFramesWithout(page, 'main h2', 'Mis ofertas');
    const release = await holdTheApp(page);
    // A phone's network: each file a round trip of 150 ms, so each step of the loading shows.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: -1 });
    await page.goto('/company/my-offers', { waitUntil: 'commit' });

    const title = page.getByRole('main').getByRole('heading', { level: 2, name: 'Mis ofertas' });
    await expect(title).toBeVisible();
    // Only the frame: no navbar, no screen yet.
    await expect(page.getByRole('button', { name: 'Nueva oferta' })).toHaveCount(0);
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toBeVisible();
    // The dark theme's colours, from the frame's own CSS variables: the app's, below.
    const colours = () =>
      title.evaluate((heading) => [getComputedStyle(heading).color, getComputedStyle(heading.closest('.ant-layout')!).backgroundColor]);
    const framedColours = await colours();
    const framed = await title.boundingBox();

    release();
    await expect(page.getByRole('button', { name: 'Nueva oferta' })).toBeVisible();
    await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
    const { x, y } = (await title.boundingBox())!;
    expect({ x, y }).toEqual({ x: framed!.x, y: framed!.y });
    expect(await colours()).toEqual(framedColours);
    expect(await layoutShifts(page)).toEqual([]);
    expect(await framesWithout(page)).toBe(0);
  });

  // A remote declares what a screen shows under its title before any data (its screen-leads.json):
  // the frame paints it too, and it stays on every frame until the screen shows its own.
  for (const { role, path, title, lead, withData } of [
    {
      role: 'company',
      path: '/company/new-offer',
      title: 'Nueva oferta',
      lead: 'Describe el puesto con claridad: los estudiantes encuentran tu oferta por sus palabras y deciden con lo que leen aquí.',
    },
    {
      role: 'admin',
      path: '/admin/users',
      title: 'Usuarios',
      lead: 'Aprueba las empresas que esperan revisión y administra todas las cuentas: su rol, su estado y sus datos.',
      // A company awaiting approval: its section comes with the data, below the intro.
      withData: { prepare: newPendingCompany, region: 'Empresas pendientes de aprobación' },
    },
  ] as const) {
    test(`${path} shows the screen’s lead under its title from the HTML, and it stays where it is until the screen shows it`, async ({
      page,
      context,
      request,
    }) => {
      await withData?.prepare(request);
      await loginAs(page, role);
      // In the dark theme: the lead's colour is the theme's secondary text, from the frame's own CSS variables.
      await context.addCookies([{ name: 'BE-theme', value: 'dark', url: test.info().project.use.baseURL! }]);
      await recordLayoutShifts(page);
      await countFramesWithout(page, 'main .ant-typography', lead);
      const release = await holdTheApp(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: -1 });
      await page.goto(path, { waitUntil: 'commit' });

      const main = page.getByRole('main');
      const busy = main.locator('[aria-busy="true"]');
      await expect(busy.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(busy.getByText(lead)).toBeVisible();
      const framed = (await busy.getByText(lead).boundingBox())!;
      const colour = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);
      const framedColour = await colour(busy.getByText(lead));

      release();
      await expect(busy).toHaveCount(0);
      await expect(main.getByText(lead)).toBeVisible();
      if (withData) await expect(main.getByRole('region', { name: withData.region })).toBeVisible();
      const shown = (await main.getByText(lead).boundingBox())!;
      expect({ x: shown.x, y: shown.y }).toEqual({ x: framed.x, y: framed.y });
      expect(await colour(main.getByText(lead))).toBe(framedColour);
      expect(framedColour).toBe('rgb(182, 190, 227)');
      expect(await layoutShifts(page)).toEqual([]);
      expect(await framesWithout(page)).toBe(0);
    });
  }

  // Every CV screen shows the CV's header above its title (remote-cv's screen-leads.ts): the frame
  // paints the header's placeholder there, so the title does not move down when the app takes over.
  test('a CV screen shows the CV header’s placeholder above its title from the HTML, and the header comes where it was', async ({
    page,
    context,
  }) => {
    await loginAs(page, 'student');
    await recordLayoutShifts(page);
    await countFramesWithout(page, 'main h2', 'Experiencia laboral');
    const release = await holdTheApp(page);
    // The CV itself comes late too, as on a slow network: the app's own placeholder shows first.
    let sendCv!: () => void;
    const cvHeld = new Promise<void>((resolve) => (sendCv = resolve));
    await page.route('**/api/cv', async (route) => {
      await cvHeld;
      await route.continue();
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: -1 });
    await page.goto('/CV/work', { waitUntil: 'commit' });

    const main = page.getByRole('main');
    const title = main.getByRole('heading', { level: 2, name: 'Experiencia laboral' });
    await expect(title).toBeVisible();
    const placeholder = main.locator('[data-screen-lead="summary"]');
    await expect(placeholder).toBeVisible();
    // Only the frame: no navbar yet.
    await expect(page.getByRole('button', { name: 'Notificaciones' })).toHaveCount(0);
    const framedTitle = (await title.boundingBox())!;
    const framedCard = (await placeholder.boundingBox())!;
    expect(framedCard.y + framedCard.height).toBeLessThan(framedTitle.y);

    // The app, its CV still on the way: its own placeholder, the title where the frame put it.
    release();
    await expect(page.getByRole('button', { name: 'Notificaciones' })).toBeVisible();
    // The app's placeholder and title replace the frame's in one commit: a box read between the
    // lookup and the measure finds the old node gone, so each is read again until it is the app's.
    await expect.poll(() => title.boundingBox()).toEqual(framedTitle);
    await expect.poll(() => placeholder.boundingBox()).toEqual(framedCard);

    // The CV in: its header where the placeholder was.
    sendCv();
    const header = main
      .locator('.ant-card')
      .filter({ has: page.getByRole('status') })
      .first();
    await expect(header).toContainText(/Hoja de vida completa al \d+ %/);
    await expect(placeholder).toHaveCount(0);
    const shown = (await header.boundingBox())!;
    expect({ x: shown.x, y: shown.y }).toEqual({ x: framedCard.x, y: framedCard.y });
    expect(await layoutShifts(page)).toEqual([]);
    expect(await framesWithout(page)).toBe(0);
  });

  test('the app’s code runs only once the frame has painted, so the frame is the first paint whatever the network', async ({ page }) => {
    await loginAs(page, 'company');
    await page.addInitScript(() => {
      // Rendering steps (each ends in a paint) before the app's entry script joins the document.
      const seen = window as { __framesBeforeApp?: number };
      let frames = 0;
      const count = () => {
        frames += 1;
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
      new MutationObserver((changes, observer) => {
        for (const change of changes)
          for (const node of change.addedNodes)
            if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)) {
              seen.__framesBeforeApp = frames;
              observer.disconnect();
            }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/company/my-offers');

    await expect(page.getByRole('button', { name: 'Nueva oferta' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __framesBeforeApp?: number }).__framesBeforeApp)).toBeGreaterThanOrEqual(1);
  });

  test('a tab with no session gets the start-up loader, not a screen it may not open, and goes to the sign-in', async ({ page }) => {
    const release = await holdTheApp(page);
    await page.goto('/company/my-offers', { waitUntil: 'commit' });

    await expect(page.getByRole('status', { name: 'Cargando' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mis ofertas' })).toHaveCount(0);
    release();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a page no menu entry names starts with the start-up loader, as before', async ({ page }) => {
    await loginAs(page, 'company');
    const release = await holdTheApp(page);
    await page.goto('/account', { waitUntil: 'commit' });

    await expect(page.getByRole('status', { name: 'Cargando' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();
  });
});
