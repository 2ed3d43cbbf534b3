import type { Kysely } from 'kysely';

/**
 * The landing figures (`GET /api/dashboard`): applications per week read the last twelve weeks
 * of `applications.created_at` from an index (a range scan, never the whole table). Offers by
 * status read `offers_open_filters_index` (status, closing date) and users by role
 * `users_role_id_index`, which exist already.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('applications_created_index').on('applications').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('applications_created_index').execute();
}
