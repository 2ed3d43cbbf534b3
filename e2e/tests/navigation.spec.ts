import { expect, test } from '@playwright/test';
import { loginAs } from '../support/session';

test('the search bar finds the user’s menu entries, without regard to accents, and opens one', async ({ page }) => {
  await loginAs(page, 'student');
  await page.getByRole('combobox', { name: 'Buscar en el menú' }).click();
  await page.keyboard.type('formacion');
  const options = page.locator('.ant-select-item-option');
  // "formacion" also matches "Información": titles are compared without accents.
  await expect(options).toHaveText(['Información personal', 'Formación universitaria', 'Formación externa']);
  await options.filter({ hasText: 'Formación externa' }).click();
  await expect(page).toHaveURL('/CV/education-out');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Formación externa' })).toBeVisible();
});

test('the search bar offers only what the role’s menu has', async ({ page }) => {
  await loginAs(page, 'company');
  await page.getByRole('combobox', { name: 'Buscar en el menú' }).click();
  await page.keyboard.type('idioma');
  // The search has answered (its own words for no match), and with no entry: the student's
  // "Idiomas" is not the company's.
  await expect(page.getByText('Sin coincidencias')).toBeVisible();
  await expect(page.locator('.ant-select-item-option')).toHaveCount(0);
});
