import { expect, test } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { loginAs } from '../support/session';

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
