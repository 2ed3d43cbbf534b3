import { validationMessages } from '@portal/contracts';
import type { PasswordChangeBody, PasswordResetBody } from '@portal/contracts/schemas';
import type { Static } from 'typebox';
import { randomSecret, sha256Hex } from '../auth/secrets.ts';
import { deleteOtherAccessTokens, deleteUserAccessTokens } from '../db/repositories/access-tokens.ts';
import {
  deleteUnusedPasswordResetTokens,
  findPasswordResetToken,
  insertPasswordResetToken,
  markPasswordResetTokenUsed,
} from '../db/repositories/password-reset-tokens.ts';
import { findPasswordHash, findUserByEmail, normalizeEmail, updateUser } from '../db/repositories/users.ts';
import type { UserUpdate } from '../db/types.ts';
import { fieldError } from '../domain/errors.ts';
import { consumeOrThrow } from '../auth/throttle.ts';
import { logAuthEvent } from './auth-events.ts';
import { isoIn, isoNow } from '../lib/time.ts';
import { passwordResetLink, passwordResetMail } from '../mail/templates.ts';
import { applyChange } from './changes.ts';
import { type ServiceContext, signedIn } from './context.ts';

/** Issue 13: a reset link is single use and valid 60 minutes. */
export const PASSWORD_RESET_LIFETIME_SECONDS = 60 * 60;

export const accountMessages = {
  wrongPassword: 'La contraseña actual no es correcta.',
  passwordChanged: 'Contraseña actualizada. Se cerraron sus sesiones en otros dispositivos.',
  resetRequested: 'Si el correo está registrado, le enviamos un enlace para restablecer la contraseña. El enlace vence en 60 minutos.',
  resetUnknown: 'El enlace para restablecer la contraseña no es válido.',
  resetUsed: 'Este enlace para restablecer la contraseña ya fue utilizado.',
  resetExpired: 'El enlace para restablecer la contraseña ha caducado. Solicite uno nuevo.',
  resetDone: 'Contraseña restablecida. Inicie sesión con su nueva contraseña.',
} as const;

/**
 * The signed-in user's own change: the current password is required; every other session
 * ends (its token is deleted and its pages hear `signed_out`), the caller's stays.
 */
export async function changePassword(context: ServiceContext, input: Static<typeof PasswordChangeBody>): Promise<void> {
  const session = signedIn(context);
  const userId = session.user.id_us;
  if (input.repassword !== input.password) throw fieldError('repassword', validationMessages.sameAsPassword);

  // Wrong current passwords are counted per account: a stolen session cannot guess it at will.
  const key = `password-change:${userId}`;
  await consumeOrThrow(context.throttle, [key, context.limits.passwordChange]);
  const currentHash = await findPasswordHash(context.db, userId);
  if (currentHash === undefined || !(await context.passwords.verify(currentHash, input.current_password))) {
    logAuthEvent(context.log, 'password.change_failed', { ip: context.ip, userId });
    throw fieldError('current_password', accountMessages.wrongPassword);
  }
  await context.throttle.clear(key);

  const passwordHash = await context.passwords.hash(input.password);
  await applyChange(context, async (trx, changes) => {
    await updateUser(trx, userId, { password_hash: passwordHash, updated_at: isoNow() });
    await deleteOtherAccessTokens(trx, userId, session.tokenId);
    await deleteUnusedPasswordResetTokens(trx, userId);
    changes.record({ entity: 'user', entityId: userId, action: 'password.change', after: { password_changed: true } });
    changes.announce({ name: 'user.updated', payload: { userId, signedOut: true, keptTokenId: session.tokenId } });
  });
  logAuthEvent(context.log, 'password.changed', { ip: context.ip, userId });
}

/**
 * Mails a reset link to an active account. The answer and the work the caller sees are the
 * same whether or not the e-mail has an account, so it reveals nothing.
 */
export async function requestPasswordReset(context: ServiceContext, email: string): Promise<void> {
  await consumeOrThrow(
    context.throttle,
    [`forgot:${normalizeEmail(email)}|${context.ip}`, context.limits.forgot],
    [`forgot-ip:${context.ip}`, context.limits.forgotPerIp],
  );
  const account = await findUserByEmail(context.db, email);
  logAuthEvent(context.log, 'password.reset_requested', { ip: context.ip, email, ...(account && { userId: account.id_us }) });
  if (!account || account.status !== 'activo') return;
  const secret = randomSecret();
  const issuedAt = new Date();
  await applyChange(context, async (trx, changes) => {
    // Only the newest link works.
    await deleteUnusedPasswordResetTokens(trx, account.id_us);
    await insertPasswordResetToken(trx, {
      user_id: account.id_us,
      token_hash: sha256Hex(secret),
      // One clock reading: the link lives exactly its 60 minutes.
      created_at: issuedAt.toISOString(),
      expires_at: isoIn(PASSWORD_RESET_LIFETIME_SECONDS, issuedAt),
    });
    await changes.queueMail(passwordResetMail(context.site, account.email, passwordResetLink(context.site, secret)));
    changes.record({ entity: 'user', entityId: account.id_us, action: 'password.reset_request' });
  });
}

/** Sets the password from a reset link: the link is spent and every session of the user ends. */
export async function resetPassword(context: ServiceContext, input: Static<typeof PasswordResetBody>): Promise<void> {
  await consumeOrThrow(context.throttle, [`reset:${context.ip}`, context.limits.reset]);
  const token = await findPasswordResetToken(context.db, sha256Hex(input.hash));
  if (!token || token.status !== 'activo') throw fieldError('hash', accountMessages.resetUnknown);
  if (token.used_at !== null) throw fieldError('hash', accountMessages.resetUsed);
  if (token.expires_at <= isoNow()) throw fieldError('hash', accountMessages.resetExpired);

  const passwordHash = await context.passwords.hash(input.password);
  await applyChange(context, async (trx, changes) => {
    const now = isoNow();
    // Two requests with the same link: only the one that marks it used goes on.
    if (!(await markPasswordResetTokenUsed(trx, token.id, now))) throw fieldError('hash', accountMessages.resetUsed);
    // The link reached the mailbox, which proves the address as a verification link would.
    const update: UserUpdate = { password_hash: passwordHash, updated_at: now };
    if (token.email_verified_at === null) update.email_verified_at = now;
    await updateUser(trx, token.user_id, update);
    await deleteUserAccessTokens(trx, token.user_id);
    await deleteUnusedPasswordResetTokens(trx, token.user_id);
    changes.record({ entity: 'user', entityId: token.user_id, action: 'password.reset', after: { password_changed: true } });
    changes.announce({ name: 'user.updated', payload: { userId: token.user_id, signedOut: true } });
  });
  logAuthEvent(context.log, 'password.reset', { ip: context.ip, userId: token.user_id });
}
