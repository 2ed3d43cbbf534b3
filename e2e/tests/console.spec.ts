import { expect, test, type Page } from '@playwright/test';
import type { AccountRole } from '../support/accounts';
import { loginAs } from '../support/session';

/**
 * Every page a visitor or each role reaches, opened as a person would (signed in through the
 * form): none may log an error or a warning to the browser's console — a failed request (the
 * favicon's 404 was one), a React or antd warning, an uncaught exception.
 */
const pagesByVisitor: Array<{ role?: AccountRole; paths: string[] }> = [
  { paths: ['/login', '/singup', '/singup/student', '/singup/company', '/forgot-password', '/404'] },
  {
    role: 'student',
    paths: ['/CV/basic', '/CV/education-in', '/CV/languages', '/CV/work', '/offers', '/applications', '/account', '/second-page'],
  },
  { role: 'company', paths: ['/company/new-offer', '/company/my-offers'] },
  {
    role: 'admin',
    paths: ['/', '/admin/users', '/admin/roles', '/admin/audit', '/admin/menus', '/admin/catalogs', '/admin/universities'],
  },
];

/** Collects what the page logs as an error or a warning, and its uncaught exceptions. */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      const { url } = message.location();
      problems.push(`${message.type()}: ${message.text()}${url ? ` (${url})` : ''}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** The screen is in: a heading shows, no skeleton or spinner is left and the network is quiet. */
async function screenLoaded(page: Page) {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

for (const { role, paths } of pagesByVisitor) {
  test(`${role ?? 'a visitor'}: ${paths.join(', ')} log no console error or warning`, async ({ page }) => {
    test.setTimeout(180_000);
    const problems = consoleProblems(page);
    if (role) await loginAs(page, role);
    for (const path of paths) {
      const before = problems.length;
      await page.goto(path);
      await screenLoaded(page);
      expect.soft(problems.slice(before), path).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
}

test('the portal runs its libraries’ production builds, without their development warnings', async ({ page }) => {
  // React Router 7 resolves to its development build in every mode; the build points it at its
  // production one. The development build's default error page greets the visitor as a developer.
  const developmentOnly = 'Hey developer';
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  const problems = consoleProblems(page);
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js'))
      scripts.push(
        response.text().then(
          (body) => ({ url: response.url(), body }),
          (error: Error) => ({ url: response.url(), body: `unread: ${error.message}` }),
        ),
      );
  });
  await loginAs(page, 'company');
  await page.goto('/company/my-offers');
  await screenLoaded(page);

  expect(problems).toEqual([]);
  const loaded = await Promise.all(scripts);
  // The router's own chunk was among them, and read.
  expect(loaded.some(({ url, body }) => /\/router\.[0-9a-f]+\.js$/.test(url) && !body.startsWith('unread:'))).toBe(true);
  expect(loaded.filter(({ body }) => body.includes(developmentOnly)).map(({ url }) => url)).toEqual([]);
});
