import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** The authentication events the log keeps (ASVS 16.3): who, from where, what — never a secret. */
export type AuthEvent =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.refused'
  | 'logout'
  | 'throttled'
  | 'password.changed'
  | 'password.change_failed'
  | 'password.reset_requested'
  | 'password.reset';

/**
 * A stable, short pseudonym of an e-mail: failed attempts on one address can be followed in the
 * log without writing the address (which may be a typo of someone else's) in it.
 */
export const emailTag = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 12);

/**
 * One line per event at `info` (the production level), under the `auth` key so log tooling can
 * select them, with the client's address. Passwords, tokens and links are never passed here.
 */
export function logAuthEvent(
  log: FastifyBaseLogger,
  event: AuthEvent,
  fields: { ip: string; userId?: number; email?: string; reason?: string },
): void {
  const { email, ...rest } = fields;
  log.info({ auth: event, ...rest, ...(email !== undefined && { email_tag: emailTag(email) }) }, `auth: ${event}`);
}
