import { type Kysely, sql } from 'kysely';

/**
 * A verification link is bound to the address it was mailed to (`email`): once the account's
 * e-mail changes, a link sent to the old address can no longer verify the new one. Links made
 * before this migration were sent to the account's current address.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('verification_tokens')
    .addColumn('email', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update verification_tokens set email = (select users.email from users where users.id_us = verification_tokens.user_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('verification_tokens').dropColumn('email').execute();
}
