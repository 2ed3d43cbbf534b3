/**
 * `npm run screenshots`: the default layout in light, dark and right-to-left (Arabic) at
 * 1440 px and 360 px, as PNGs in e2e/.artifacts/screenshots. Starts the built portal on a fresh
 * database (like the e2e suite) unless SCREENSHOTS_BASE_URL points at a running one.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { accounts } from '../support/accounts';
import { chromiumArgs, chromiumExecutable } from '../support/chromium';
import { startPortalServer, type PortalServer } from '../support/portal-server';

const outDir = path.resolve(__dirname, '..', '.artifacts', 'screenshots');
const variants = [
  { name: 'light', cookies: { 'BE-theme': 'light' } },
  { name: 'dark', cookies: { 'BE-theme': 'dark' } },
  { name: 'rtl', cookies: { 'BE-theme': 'light', 'BE-language': 'ar', 'BE-rtl': 'true' } },
] as const;
const widths = [1440, 360] as const;

async function signIn(page: Page) {
  const { email, password } = accounts.student;
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

async function shoot(browser: Browser, baseURL: string, variant: (typeof variants)[number], width: number) {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width > 600 ? 900 : 780 }, locale: 'es-EC' });
  const host = new URL(baseURL).hostname;
  await context.addCookies(Object.entries(variant.cookies).map(([name, value]) => ({ name, value, domain: host, path: '/' })));
  const page = await context.newPage();
  // Right-to-left needs the language switcher, which the configuration enables.
  await page.route('**/env-config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), languageSwitcher: variant.name === 'rtl' } });
  });
  await signIn(page);
  await page.goto('/');
  await page.locator('main h3').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const file = path.join(outDir, `default-layout-${variant.name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(`  ${path.relative(process.cwd(), file)}`);
  await context.close();
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  let server: PortalServer | null = null;
  let baseURL = process.env.SCREENSHOTS_BASE_URL;
  if (!baseURL) {
    server = await startPortalServer(Number(process.env.SCREENSHOTS_PORT ?? 8191));
    baseURL = server.url;
  }
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    for (const variant of variants) for (const width of widths) await shoot(browser, baseURL, variant, width);
  } finally {
    await browser.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
