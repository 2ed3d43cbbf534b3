import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';

export async function insertVerificationToken(
  db: Kysely<Database>,
  token: { user_id: number; email: string; token_hash: string; created_at: string; expires_at: string },
): Promise<void> {
  await db.insertInto('verification_tokens').values(token).execute();
}

export function findVerificationToken(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('verification_tokens')
    .innerJoin('users', 'users.id_us', 'verification_tokens.user_id')
    .select([
      'verification_tokens.id',
      'verification_tokens.user_id',
      'verification_tokens.expires_at',
      'verification_tokens.used_at',
      'verification_tokens.email as sent_to',
      'users.email',
      'users.email_verified_at',
    ])
    .where('verification_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the link used; false when another request used it first. */
export async function markVerificationTokenUsed(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('verification_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new link replaces the user's unused ones; a new e-mail address voids them too. */
export async function deleteUnusedVerificationTokens(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('verification_tokens').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}
