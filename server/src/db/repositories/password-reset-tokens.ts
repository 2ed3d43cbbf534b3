import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';

export async function insertPasswordResetToken(
  db: Kysely<Database>,
  token: { user_id: number; token_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto('password_reset_tokens').values(token).execute();
}

/** The link's row and the state of its account. */
export function findPasswordResetToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('password_reset_tokens')
    .innerJoin('users', 'users.id_us', 'password_reset_tokens.user_id')
    .select([
      'password_reset_tokens.id',
      'password_reset_tokens.user_id',
      'password_reset_tokens.expires_at',
      'password_reset_tokens.used_at',
      'users.status',
      'users.email_verified_at',
    ])
    .where('password_reset_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the link used; false when another request used it first. */
export async function markPasswordResetTokenUsed(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new link, or a new password, ends the user's links not yet used. */
export async function deleteUnusedPasswordResetTokens(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
