import { expect, type Page } from '@playwright/test';
import { accounts, type AccountRole } from './accounts';

/** Signs in through the login screen, as a person would, and waits to land. */
/**
 * Signs in through /login. An account an administrator created has accepted no privacy notice yet
 * (LOPDP): with `acceptNotice` the test expects the blocking notice screen and accepts it, as its
 * user would at the first sign-in.
 */
export async function signIn(page: Page, email: string, password: string, options: { acceptNotice?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  if (options.acceptNotice) {
    const accept = page.getByRole('button', { name: 'Acepto el aviso de privacidad' });
    await accept.click();
    await expect(accept).toBeHidden();
  }
}

/** Signs in as one of the accounts the e2e server starts with. */
export async function loginAs(page: Page, role: AccountRole) {
  const { email, password } = accounts[role];
  await signIn(page, email, password);
}
