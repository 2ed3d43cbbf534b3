import { expect, test } from '@playwright/test';
import { loginAs } from '../support/session';

test('the search bar finds the user’s menu entries, without regard to accents, and opens one', async ({ page }) => {
  await loginAs(page, 'student');
  const search = page.getByRole('combobox', { name: 'Buscar en el menú' }).or(page.getByRole('textbox', { name: 'Buscar en el menú' }));
  await search.click();
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
  await page
    .getByRole('textbox', { name: 'Buscar en el menú' })
    .or(page.getByRole('combobox', { name: 'Buscar en el menú' }))
    .click();
  await page.keyboard.type('idioma');
  await expect(page.getByText('Sin resultados').or(page.locator('.ant-select-item-empty'))).toBeVisible();
  await expect(page.locator('.ant-select-item-option')).toHaveCount(0);
});
