import type { LoginBody, MenuItem, SessionData, SessionView } from '@portal/contracts/schemas';
import { ecuadorDay, ROLE_IDS } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { issueAccessToken } from '../auth/access-tokens.ts';
import { deleteAccessToken } from '../db/repositories/access-tokens.ts';
import { listMenus } from '../db/repositories/menus.ts';
import { type RoleMenuRow, roleMenuRows } from '../db/repositories/permissions.ts';
import { findCompanyProfile } from '../db/repositories/company-profiles.ts';
import { findCredentialsByEmail, normalizeEmail } from '../db/repositories/users.ts';
import type { Database } from '../db/types.ts';
import { buildMenuTree, type MenuWithFlags } from '../domain/menu-tree.ts';
import { conflict, fieldError, forbidden, throttled } from '../domain/errors.ts';
import { consentRequired } from './privacy-service.ts';
import { consumeOrThrow } from '../auth/throttle.ts';
import { logAuthEvent } from './auth-events.ts';
import { type ServiceContext, signedIn } from './context.ts';
import { suspendedSignInMessage } from './suspension-service.ts';

export const loginMessages = {
  failed: 'Estas credenciales no coinciden con nuestros registros.',
  unverified:
    'Tu correo electrónico aún no ha sido verificado. Abre el enlace que te enviamos o pide uno nuevo con «Solicitar un nuevo enlace».',
  disabled: 'Su cuenta está desactivada. Comuníquese con la administración del portal.',
  deletionPending: (day: string) => `Pediste eliminar tu cuenta: se eliminará el ${day}. Si quieres conservarla, cancela la eliminación.`,
  welcome: (productTitle: string) => `Bienvenido a ${productTitle}`,
  loggedOut: 'Sesión cerrada.',
  refreshed: 'Sesión renovada.',
} as const;

/**
 * The role's menu tree. A group the role does not hold itself still appears, without flags,
 * when the role holds one of its children. `readRows`: where the role's own items come from
 * (the auth check's cache for the caller's own role).
 */
export async function roleMenu(
  db: Kysely<Database>,
  roleId: number,
  readRows: (roleId: number) => Promise<RoleMenuRow[]> = (id) => roleMenuRows(db, id),
): Promise<MenuItem[]> {
  const held = await readRows(roleId);
  const heldIds = new Set(held.map((item) => item.id));
  const missingParents = new Set(held.flatMap((item) => (item.parent_id !== null && !heldIds.has(item.parent_id) ? [item.parent_id] : [])));
  const parents: MenuWithFlags[] =
    missingParents.size === 0
      ? []
      : (await listMenus(db)).filter((menu) => missingParents.has(menu.id)).map((menu) => ({ ...menu, c: 0, u: 0, d: 0, x: 0 }));
  return buildMenuTree([...held, ...parents]);
}

export async function sessionView(
  db: Kysely<Database>,
  user: { id_us: number; name_us: string; role_id: number; name_ro: string },
  readRows?: (roleId: number) => Promise<RoleMenuRow[]>,
): Promise<SessionView> {
  return {
    user: { id_us: user.id_us, name_us: user.name_us, role: { id_ro: user.role_id, name_ro: user.name_ro } },
    menu: await roleMenu(db, user.role_id, readRows),
  };
}

/**
 * Unknown e-mail and wrong password get the same answer, after the same work. Whether the
 * account is unverified or disabled is told only to someone who knows its password.
 *
 * Every attempt is counted before the password is checked, on two counters: this e-mail from
 * this address, and this address whatever the e-mail (spraying one password over many
 * accounts). Failed checks are also counted per account, from any address, and per address.
 * An account with too many failures is locked for its window, but not for its owner: a correct
 * password from a browser that signed in as it before (its device cookie, auth/device-cookies.ts)
 * or from an address with no recent failures still signs in, so nobody can lock an account out
 * from elsewhere (OWASP, "device cookies"). While it is locked every other attempt is refused
 * with 429 and is not counted on it. A success forgets the e-mail's failures and gives the
 * address its attempt back, so only failures add up.
 */
export async function login(context: ServiceContext, input: LoginBody): Promise<SessionData & { deviceCookie: string }> {
  const email = normalizeEmail(input.email);
  const keys = {
    pair: `login:${email}|${context.ip}`,
    ip: `login-ip:${context.ip}`,
    account: `login-account:${email}`,
    ipFailures: `login-ip-failed:${context.ip}`,
  };
  const { limits, throttle, passwords } = context;
  const logged = (error: unknown) => {
    logAuthEvent(context.log, 'throttled', { ip: context.ip, email, reason: 'login' });
    return error;
  };
  await consumeOrThrow(throttle, [keys.pair, limits.login], [keys.ip, limits.loginPerIp]).catch((error: unknown) => {
    throw logged(error);
  });

  const account = await findCredentialsByEmail(context.db, input.email);
  const locked = await throttle.waitIfReached(keys.account, limits.loginPerAccount);
  const trusted =
    locked > 0 &&
    ((account !== undefined && context.devices.trusts(context.deviceCookie, account.id_us)) || (await throttle.isClear(keys.ipFailures)));
  // Locked, and nothing says this is the owner: refused before any hash, and not counted.
  if (locked > 0 && !trusted) throw logged(throttled(locked));

  const valid = account
    ? await passwords.verify(account.password_hash, input.password)
    : await passwords.verifyAgainstDummy(input.password);
  if (!account || !valid) {
    logAuthEvent(context.log, 'login.failed', { ip: context.ip, email, ...(account && { userId: account.id_us }) });
    await throttle.record(keys.ipFailures, limits.loginPerIp);
    if (locked > 0) throw logged(throttled(locked));
    await throttle.record(keys.account, limits.loginPerAccount);
    throw fieldError('email', loginMessages.failed);
  }
  await Promise.all([throttle.clear(keys.pair), throttle.clear(keys.account), throttle.refund(keys.ip)]);

  const refuse = (code: 'email_unverified' | 'account_disabled' | 'company_suspended', message: string) => {
    logAuthEvent(context.log, 'login.refused', { ip: context.ip, userId: account.id_us, reason: code });
    return forbidden(message, { code });
  };
  if (account.email_verified_at === null) throw refuse('email_unverified', loginMessages.unverified);
  // Deletion asked (PRODUCT.md "Datos personales"): told only to the owner, who may cancel it.
  if (account.purge_at !== null) {
    logAuthEvent(context.log, 'login.refused', { ip: context.ip, userId: account.id_us, reason: 'deletion_pending' });
    throw conflict(loginMessages.deletionPending(ecuadorDay(new Date(account.purge_at))), {
      code: 'deletion_pending',
      extra: { purge_at: account.purge_at },
    });
  }
  if (account.status !== 'activo') throw refuse('account_disabled', loginMessages.disabled);
  if (account.role_id === ROLE_IDS.company) {
    const company = await findCompanyProfile(context.db, account.id_us);
    if (company?.suspendida_at != null) throw refuse('company_suspended', suspendedSignInMessage(company.motivo_suspension));
  }

  const token = await issueAccessToken(context.db, account.id_us, input.remember === true, context.lifetimes);
  logAuthEvent(context.log, 'login.succeeded', { ip: context.ip, userId: account.id_us });
  return {
    ...(await sessionView(context.db, account)),
    token,
    privacy_consent_required: await consentRequired(context.db, account.id_us),
    deviceCookie: context.devices.issue(account.id_us),
  };
}

/** The token the caller presented stops working. */
export async function logout(context: ServiceContext): Promise<void> {
  const { tokenId, user } = signedIn(context);
  await deleteAccessToken(context.db, tokenId);
  logAuthEvent(context.log, 'logout', { ip: context.ip, userId: user.id_us });
  // The sockets this token authorized close too (on every instance).
  context.events.emit({ name: 'session.ended', payload: { tokenId } });
}

/**
 * What `user/me` answers: the caller's user and menu, as login gives them, with the token
 * presented. The menu's rows are those the auth check has just read (or kept) for this call.
 */
export async function currentSession(context: ServiceContext): Promise<SessionData> {
  const session = signedIn(context);
  return {
    ...(await sessionView(context.db, session.user, context.roleMenuRows)),
    token: session.token,
    privacy_consent_required: session.privacyConsentRequired,
  };
}
