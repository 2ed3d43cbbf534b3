import { type Kysely, SqliteAdapter } from 'kysely';
import { FIRST_PRIVACY_NOTICE } from '../seed/privacy-notice.ts';

/**
 * Personal data under the LOPDP (PRODUCT.md "Datos personales (LOPDP)"):
 * - `privacy_notices`: the versioned notice; version 1 (plain Spanish) is published here.
 * - `privacy_consents`: who accepted which version, when and from which address. A purged
 *   account's rows keep only a pseudonym (`seudonimo`), the address is cleared.
 * - `users.privacy_version`: the last version the account accepted (what the consent gate
 *   compares with the current one). Accounts existing now get 0: they are asked at their next
 *   sign-in. New rows default to 1 (seeded and test accounts); signup records it explicitly and
 *   administrators' new accounts start at 0.
 * - `users.purge_at` (deletion asked: disabled until then, purged on that day), `purged_at`,
 *   `seudonimo` (what audit and consent keep once purged).
 * - `cv_views`: each company read of a CV (JSON or PDF).
 * - `data_requests`: access, rectification, deletion and objection requests (15 days).
 * - `cv_basic.mostrar_*`: the student's choice to show género, estado civil and photo to companies.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: any) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity());

  await db.schema
    .createTable('privacy_notices')
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('texto', 'text', (c) => c.notNull())
    .addColumn('publicado_en', 'timestamptz', (c) => c.notNull())
    .execute();
  await db
    .insertInto('privacy_notices')
    .values({ version: 1, texto: FIRST_PRIVACY_NOTICE, publicado_en: new Date().toISOString() })
    .execute();

  await db.schema
    .createTable('privacy_consents')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull().references('privacy_notices.version'))
    .addColumn('aceptado_en', 'timestamptz', (c) => c.notNull())
    .addColumn('ip', 'varchar(45)')
    .addColumn('seudonimo', 'varchar(40)')
    .execute();
  await db.schema.createIndex('privacy_consents_user_id_index').on('privacy_consents').column('user_id').execute();

  await db.schema
    .alterTable('users')
    .addColumn('privacy_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.updateTable('users').set({ privacy_version: 0 }).execute();
  await db.schema.alterTable('users').addColumn('purge_at', 'timestamptz').execute();
  await db.schema.alterTable('users').addColumn('purged_at', 'timestamptz').execute();
  await db.schema.alterTable('users').addColumn('seudonimo', 'varchar(40)').execute();
  await db.schema.createIndex('users_purge_at_index').on('users').column('purge_at').execute();

  await db.schema
    .createTable('cv_views')
    .addColumn('id', 'integer', id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'))
    .addColumn('offer_id', 'integer', (c) => c.references('offers.id').onDelete('set null'))
    .addColumn('via', 'varchar(4)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cv_views_student_index').on('cv_views').columns(['student_id', 'created_at']).execute();
  await db.schema.createIndex('cv_views_company_index').on('cv_views').column('company_id').execute();

  await db.schema
    .createTable('data_requests')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'))
    .addColumn('tipo', 'varchar(20)', (c) => c.notNull())
    .addColumn('detalle', 'varchar(2000)', (c) => c.notNull())
    .addColumn('estado', 'varchar(20)', (c) => c.notNull())
    .addColumn('vence_el', 'date', (c) => c.notNull())
    .addColumn('respuesta', 'varchar(4000)')
    .addColumn('respondida_en', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('data_requests_user_index').on('data_requests').column('user_id').execute();
  await db.schema.createIndex('data_requests_estado_index').on('data_requests').columns(['estado', 'vence_el']).execute();

  for (const column of ['mostrar_genero', 'mostrar_estado_civil', 'mostrar_foto']) {
    await db.schema
      .alterTable('cv_basic')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['mostrar_foto', 'mostrar_estado_civil', 'mostrar_genero'])
    await db.schema.alterTable('cv_basic').dropColumn(column).execute();
  await db.schema.dropTable('data_requests').execute();
  await db.schema.dropTable('cv_views').execute();
  await db.schema.dropIndex('users_purge_at_index').execute();
  for (const column of ['seudonimo', 'purged_at', 'purge_at', 'privacy_version'])
    await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema.dropTable('privacy_consents').execute();
  await db.schema.dropTable('privacy_notices').execute();
}
