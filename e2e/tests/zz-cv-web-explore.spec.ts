// THROWAWAY exploration by the CV web engineer — never committed.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/session';

async function serious(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
const sections = ['basic', 'education-in', 'education-out', 'languages', 'computer', 'other', 'courses', 'work', 'extra'];
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const theme of ['light', 'dark'] as const) {
  test(`explore ${theme}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 360, height: 740 });
    await loginAs(page, 'student');
    await page.goto('/');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/cvshots/${theme}-home.png`, fullPage: true });
    console.log(theme, 'home overflow', await overflow(page), await serious(page));
    for (const section of sections) {
      await page.goto(`/CV/${section}`);
      await expect(page.getByRole('status').filter({ hasText: 'Hoja de vida completa' })).toBeVisible();
      await page.waitForTimeout(500);
      console.log(theme, section, 'overflow', await overflow(page), await serious(page));
      await page.screenshot({ path: `/tmp/cvshots/${theme}-${section}.png`, fullPage: true });
    }
    await page.goto('/CV/languages');
    await page.getByRole('button', { name: 'Agregar idioma' }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Nuevo idioma' });
    await expect(drawer).toBeVisible();
    await page.waitForTimeout(600);
    console.log(theme, 'focused', await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160)));
    console.log(theme, 'drawer overflow', await overflow(page), await serious(page));
    await page.screenshot({ path: `/tmp/cvshots/${theme}-drawer.png` });
  });
}
