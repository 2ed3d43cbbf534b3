import type { Kysely } from 'kysely';
import type { Database, Flag } from '../types.ts';

export async function insertAccessToken(
  db: Kysely<Database>,
  token: { user_id: number; token_hash: string; remember: Flag; now: string; expires_at: string },
): Promise<void> {
  const { now, ...values } = token;
  await db
    .insertInto('access_tokens')
    .values({ ...values, created_at: now, last_used_at: now })
    .execute();
}

/** The token's row and its user (active or not; the caller decides). */
export function findAccessToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id_us', 'access_tokens.user_id')
    .innerJoin('roles', 'roles.id_ro', 'users.role_id')
    .select([
      'access_tokens.id as token_id',
      'access_tokens.remember',
      'access_tokens.created_at',
      'access_tokens.last_used_at',
      'access_tokens.expires_at',
      'users.id_us',
      'users.name_us',
      'users.email',
      'users.status',
      'users.role_id',
      'roles.name_ro',
      'users.privacy_version',
      // The current notice's version: a session opened before it was published is asked too.
      (eb) =>
        eb
          .selectFrom('privacy_notices')
          .select((inner) => inner.fn.max<number>('version').as('v'))
          .as('privacy_current'),
    ])
    .where('access_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** A token's row as findAccessToken reads it. */
export type AccessTokenRow = NonNullable<Awaited<ReturnType<typeof findAccessToken>>>;

export async function touchAccessToken(db: Kysely<Database>, id: number, now: string, expiresAt: string) {
  await db.updateTable('access_tokens').set({ last_used_at: now, expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteAccessToken(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('access_tokens').where('id', '=', id).execute();
}

/** Signs the user out everywhere: on disable and on a password change. */
export async function deleteUserAccessTokens(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('access_tokens').where('user_id', '=', userId).execute();
}

/** Signs the user out everywhere but the session that asked (its own password change). */
export async function deleteOtherAccessTokens(db: Kysely<Database>, userId: number, keptTokenId: number): Promise<void> {
  await db.deleteFrom('access_tokens').where('user_id', '=', userId).where('id', '<>', keptTokenId).execute();
}

export async function deleteExpiredAccessTokens(db: Kysely<Database>, userId: number, now: string): Promise<void> {
  await db.deleteFrom('access_tokens').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
}
