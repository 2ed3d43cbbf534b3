import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { loginAs } from '../support/session';

/** Every administration screen, the heading that shows once it has loaded, and its menu group. */
const adminScreens: Array<[path: string, heading: string, group?: string]> = [
  ['/', 'Usuarios por rol'],
  ['/admin/users', 'Usuarios', 'Usuarios'],
  ['/admin/roles', 'Roles', 'Usuarios'],
  ['/admin/permissions?rol=3', 'Permisos de Estudiante', 'Usuarios'],
  ['/admin/audit', 'Auditoría', 'Usuarios'],
  ['/admin/menus', 'Menús', 'Configuración'],
  ['/admin/catalogs', 'Catálogos', 'Configuración'],
  ['/admin/universities', 'Universidades', 'Configuración'],
];

/** The screen's data is in: its heading shows and no skeleton or spinner is left. */
async function screenLoaded(page: Page, heading: string) {
  await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
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

    test('every administration screen, with its submenu open on the selected entry, has no serious or critical violations', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await loginAs(page, 'admin');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const [path, heading, group] of adminScreens) {
        await page.goto(path);
        await screenLoaded(page, heading);
        if (group) {
          const submenu = page.getByRole('menuitem', { name: group, exact: true }).and(page.locator('[aria-haspopup]'));
          await expect(submenu).toHaveAttribute('aria-expanded', 'true');
        }
        expect.soft(await seriousViolations(page), path).toEqual([]);
      }
    });
  });
}
