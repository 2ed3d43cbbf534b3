import { expect, test, type Page } from '@playwright/test';
import { markPage, pageMark, socketEvents } from '../support/live-session';
import { newStudent } from '../support/new-student';
import { e2eSqliteFile, latestResetPasswordPath } from '../support/outbox';
import { signIn } from '../support/session';

/**
 * Issue 13: a user keeps the account safe without an administrator. Every test uses a fresh
 * student, so the shared demo accounts keep their passwords.
 */

const newPassword = 'Otra-clave-segura-2026';
const signedOutMessage = 'Tu sesión se cerró porque tu cuenta fue desactivada o su contraseña cambió.';

/** Subscribed to its two private channels (users.{id}, roles.{id}): the page hears the server. */
async function waitForLiveChannels(events: ReturnType<typeof socketEvents>) {
  await expect
    .poll(() =>
      events
        .filter((frame) => frame.event === 'pusher_internal:subscription_succeeded')
        .map((frame) => frame.channel?.split('.')[0])
        .sort(),
    )
    .toEqual(['private-roles', 'private-users']);
}

async function fillNewPassword(page: Page, password: string) {
  await page.getByLabel('Nueva contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repite la nueva contraseña', { exact: true }).fill(password);
}

test('a forgotten password is reset from the login page through the mailed link, and the new one signs in', async ({ page, request }) => {
  const student = await newStudent(request);

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByLabel('Correo electrónico').fill(student.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(
    page.getByText('Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña.', { exact: false }),
  ).toBeVisible();

  // The student opens the mail and follows its link.
  const link = latestResetPasswordPath(e2eSqliteFile(), student.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Elige una nueva contraseña' })).toBeVisible();
  await fillNewPassword(page, newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Tu contraseña fue restablecida. Inicia sesión con tu nueva contraseña.')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await fillNewPassword(page, 'Tercera-clave-2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Este enlace para restablecer la contraseña ya fue utilizado.')).toBeVisible();

  // The old password no longer opens the account; the new one does.
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(student.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(student.password);
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/user/login'));
  await page.getByRole('button', { name: 'Ingresar' }).click();
  const answer = await refused;
  expect(answer.status()).toBe(422);
  // The server's words for wrong credentials (its body can be gone once the app takes the page over).
  await expect(page.locator('.ant-notification-notice').getByText('Los datos proporcionados no son válidos.')).toBeVisible();
  await expect(page).toHaveURL('/login');
  await signIn(page, student.email, newPassword);
  await expect(page).toHaveURL('/CV/basic');
});

test('changing the password in "Mi cuenta" signs the other browser out live and keeps this one', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const student = await newStudent(request);
  const { baseURL, locale } = testInfo.project.use;
  const otherContext = await browser.newContext({ baseURL, locale });
  try {
    const other = await otherContext.newPage();
    const otherEvents = socketEvents(other);
    await signIn(other, student.email, student.password);
    await waitForLiveChannels(otherEvents);
    await markPage(other);

    const events = socketEvents(page);
    await signIn(page, student.email, student.password);
    await waitForLiveChannels(events);
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    const accountItem = page.getByRole('menuitem', { name: 'Mi cuenta' });
    // A menu still sliding in lets a click through to nothing.
    await expect(page.locator('.ant-dropdown').filter({ has: accountItem })).not.toHaveClass(/-(enter|appear)/);
    await accountItem.click();
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();

    await page.getByLabel('Contraseña actual').fill(student.password);
    await fillNewPassword(page, newPassword);
    // This page hears the same sign-out and asks whether its own session survived.
    const ownCheck = page.waitForResponse((response) => response.url().endsWith('/api/user/me'));
    // The other browser's notice shows for seconds, maybe while this page is still being checked
    // (a loaded machine missed it once): it is watched for from the click on.
    const otherToldWhy = expect(other.getByText(signedOutMessage)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page.getByText('Tu contraseña fue cambiada. Cerramos tu sesión en los demás dispositivos.')).toBeVisible();

    // The other browser leaves without a reload, told why.
    await expect(other).toHaveURL(/\/login$/);
    await otherToldWhy;
    expect(await pageMark(other)).toBe(42);

    // This one stays signed in on "Mi cuenta".
    expect((await ownCheck).status()).toBe(200);
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { name: 'Mi cuenta' })).toBeVisible();

    // The other browser signs in with the new password.
    await signIn(other, student.email, newPassword);
  } finally {
    await otherContext.close();
  }
});
