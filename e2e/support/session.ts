import { expect, type Page } from '@playwright/test';
import { accounts, type AccountRole } from './accounts';

/** Signs in through the login screen, as a person would, and waits to land. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Signs in as one of the accounts the e2e server starts with. */
export async function loginAs(page: Page, role: AccountRole) {
  const { email, password } = accounts[role];
  await signIn(page, email, password);
}
