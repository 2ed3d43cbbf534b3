import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/session';

/** Serious and critical WCAG 2.x A/AA violations on the page as it is now. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('/login has no serious or critical accessibility violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a default-layout page has no serious or critical accessibility violations', async ({ page }) => {
      await loginAs(page, 'student');
      await page.goto('/second-page');
      await expect(page.getByRole('heading', { name: 'Ayuda' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
