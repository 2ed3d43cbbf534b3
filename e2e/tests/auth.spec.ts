import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { accounts } from '../support/accounts';
import { randomCedula, randomCompanyRuc, uniqueEmail } from '../support/identities';
import { e2eSqliteFile, latestVerificationPath } from '../support/outbox';
import { loginAs } from '../support/session';

const password = 'Clave-segura-2026';

test('a student signs up, verifies the e-mail from the outbox, logs in and lands on /CV/basic', async ({ page }) => {
  const dni = randomCedula();
  const email = uniqueEmail('estudiante');

  await page.goto('/singup');
  await page.getByRole('link', { name: /Soy estudiante/ }).click();
  await expect(page).toHaveURL('/singup/student');

  // The document is checked first; the account fields open only afterwards.
  await expect(page.getByLabel('Correo electrónico')).toHaveCount(0);
  const validation = page.waitForResponse((response) => response.url().endsWith('/api/user/validation'));
  await page.getByLabel('Cédula o pasaporte').fill(dni);
  await page.getByRole('button', { name: 'Verificar documento' }).click();
  expect((await validation).status()).toBe(200);

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repite la contraseña').fill(password);
  await page.getByRole('checkbox', { name: /aviso de privacidad/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Revisa tu correo')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  await page.goto(latestVerificationPath(e2eSqliteFile(), email));
  await expect(page.getByText(`El correo electrónico ${email} ha sido validado.`)).toBeVisible();
  await page.getByRole('link', { name: 'Ir a iniciar sesión' }).click();

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL('/CV/basic');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Información personal' })).toBeVisible();
  await expect(page).toHaveTitle('Información personal - Bolsa de Empleo Universitaria');
});

test('a document already registered is refused on the field, not in a toast', async ({ page }) => {
  const dni = randomCedula();
  const email = uniqueEmail('repetido');
  await page.goto('/singup/student');
  await page.getByLabel('Cédula o pasaporte').fill(dni);
  await page.getByRole('button', { name: 'Verificar documento' }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repite la contraseña').fill(password);
  await page.getByRole('checkbox', { name: /aviso de privacidad/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Revisa tu correo')).toBeVisible();

  await page.goto('/singup/student');
  await page.getByLabel('Cédula o pasaporte').fill(dni);
  await page.getByRole('button', { name: 'Verificar documento' }).click();
  const fieldError = page.getByRole('alert');
  await expect(fieldError).toBeVisible();
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
});

test('a company signs up and is told it awaits approval', async ({ page }) => {
  const email = uniqueEmail('empresa');
  await page.goto('/singup/company');
  await page.getByLabel('RUC').fill(randomCompanyRuc());
  await page.getByLabel('Nombre de la empresa').fill('Andes Tech S.A.');
  await page.getByLabel('Descripción').fill('Empresa de desarrollo de software con sede en Quito.');
  await page.getByLabel('Representante legal').fill('María José Núñez');
  await page.getByLabel('Provincia').fill('Pichin');
  await page.keyboard.press('Enter');
  await page.getByLabel('Ciudad').fill('Quito');
  await page.getByLabel('Teléfono de la empresa').fill('022345678');
  await page.getByLabel('Sitio web').fill('https://andestech.ec');
  await page.getByLabel('Nombre de contacto').fill('Ana María de la Torre');
  await page.getByLabel('Cargo').fill('Jefa de talento humano');
  await page.getByLabel('Celular de contacto').fill('0991234567');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repite la contraseña').fill(password);
  await page.getByRole('checkbox', { name: /aviso de privacidad/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('Registro recibido')).toBeVisible();
  await expect(page.getByText(/un administrador revisará y aprobará tu empresa/)).toBeVisible();
});

test('an anonymous visit to /CV/basic ends on /login and the reminder to sign in appears', async ({ page }) => {
  await page.goto('/CV/basic');
  await expect(page).toHaveURL('/login');
  // The spec's one-second wait before it is checked with a fake clock (login-screen.test.tsx).
  await expect(page.locator('.ant-notification-notice').getByText('Debes iniciar sesión primero.')).toBeVisible();
});

test('a signed-in student opening /admin/users ends on /404', async ({ page }) => {
  await loginAs(page, 'student');
  await page.goto('/admin/users');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});

test('a stale CSRF token is refreshed and the call goes through', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  await context.addCookies([{ name: 'XSRF-TOKEN', value: 'stale-token', url: page.url() }]);
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/refresh'));
  await page.getByLabel('Correo electrónico').fill(accounts.student.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(accounts.student.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await refreshed;
  await expect(page).toHaveURL('/CV/basic');
});

test('a token deleted from the database logs the browser out on its next call once the server stops keeping it', async ({ page }) => {
  await loginAs(page, 'student');
  await expect(page).toHaveURL('/CV/basic');
  const db = new Database(e2eSqliteFile());
  try {
    db.prepare('delete from access_tokens where user_id = (select id_us from users where lower(email) = lower(?))').run(
      accounts.student.email,
    );
  } finally {
    db.close();
  }
  // A hand edit of the database bypasses the events that drop the server's auth cache, so the
  // token may still be honoured for AUTH_CACHE_SECONDS (10); revocations through the API take
  // effect at once (server/test/auth-cache.test.ts). The next call after that gets the 401.
  await expect(async () => {
    await page.reload();
    await expect(page).toHaveURL('/login', { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(accounts.student.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/user/login'));
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const body = (await (await answer).json()) as { message: string };
  expect(body.message.length).toBeGreaterThan(0);
  await expect(page.locator('.ant-notification-notice').getByText(body.message)).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('each validation message appears as the spec writes it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByText('El campo es obligatorio.').first()).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('no-es-correo');
  await page.getByLabel('Contraseña', { exact: true }).click();
  await expect(page.getByText('El campo debe ser un correo electrónico.')).toBeVisible();

  await page.goto('/singup/company');
  await page.getByLabel('Sitio web').fill('andestech');
  await page.getByLabel('Contraseña', { exact: true }).fill('corta');
  await page.getByLabel('Repite la contraseña').fill('distinta');
  // Leave the field first, as a person does: its message appears, then they press the button.
  await page.keyboard.press('Tab');
  await expect(page.getByText('El campo no coincide.')).toBeVisible();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText("El campo no debe ser una url válida 'http://'.")).toBeVisible();
  await expect(page.getByText('El campo debe ser de almenos 8 caracteres.')).toBeVisible();
  await expect(page.getByText('El campo no coincide.')).toBeVisible();
  await expect(page.getByText('El campo es obligatorio.').first()).toBeVisible();
});
