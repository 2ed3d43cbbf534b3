import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isoNow } from '../../lib/time.ts';
import { countUsers, findUserIdByEmail, insertUser, newAccountRow } from '../repositories/users.ts';
import type { Database } from '../types.ts';
import { ROLE_IDS } from '@portal/contracts';

export const DEFAULT_ADMIN_EMAIL = 'admin@portal.local';

export interface AdminSettings {
  email: string | null;
  password: string | null;
}

/**
 * How the seeds hash a password: the server's own argon2id (auth/passwords.ts), handed in by the
 * caller, as the seeds are data and import no auth code.
 */
export type HashPassword = (password: string) => Promise<string>;

export interface SeedLog {
  info(object: object, message: string): void;
  warn(object: object | string, message?: string): void;
}

/**
 * The first administrator. From ADMIN_EMAIL/ADMIN_PASSWORD when they are set and no account
 * has that e-mail; otherwise, on an empty database only, with a generated password written to
 * the log once. There is never a default password.
 */
export async function ensureFirstAdmin(
  db: Kysely<Database>,
  admin: AdminSettings,
  log: SeedLog,
  hashPassword: HashPassword,
): Promise<void> {
  const email = admin.email ?? DEFAULT_ADMIN_EMAIL;
  if (admin.password) {
    if ((await findUserIdByEmail(db, email)) !== undefined) return;
    await createAdmin(db, email, await hashPassword(admin.password));
    log.info({ email }, 'Administrador inicial creado desde ADMIN_EMAIL/ADMIN_PASSWORD');
    return;
  }
  if ((await countUsers(db)) > 0) return;
  const password = randomBytes(18).toString('base64url');
  await createAdmin(db, email, await hashPassword(password));
  log.warn(`Administrador inicial creado: ${email} / contraseña ${password} — se muestra solo esta vez; cámbiela tras iniciar sesión.`);
}

async function createAdmin(db: Kysely<Database>, email: string, passwordHash: string): Promise<void> {
  const now = isoNow();
  await insertUser(db, {
    ...newAccountRow({ name_us: 'Administrador', email, dni: null, dni_type: null, role_id: ROLE_IDS.admin, email_verified_at: now }, now),
    password_hash: passwordHash,
  });
}
