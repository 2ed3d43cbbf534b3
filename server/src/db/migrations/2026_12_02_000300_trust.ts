import { type Kysely, sql, SqliteAdapter } from 'kysely';

/**
 * Confianza (PRODUCT.md "Confianza: vetting and moderation"):
 * - `settings`: the portal's settings an administrator changes (`offer_moderation`); a key with
 *   no row reads as the server's default (OFFER_MODERATION_DEFAULT, `first` unless set).
 * - offers: the new statuses `en_revision`, `rechazada`, `retirada` (PostgreSQL's column widens:
 *   `en_revision` is 11 characters), the reason the company reads (`motivo_moderacion`) and
 *   `oculta_por_reportes` (three open reports from different students hide it from search).
 * - `offer_reports`: one per student and offer (the unique constraint answers the second one).
 * - company_profiles: `suspendida_at` and `motivo_suspension` (a suspended company's offers leave
 *   the search, read on every request; its sign-in is refused with the reason).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: any) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity());

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('value', 'varchar(200)', (c) => c.notNull())
    .addColumn('updated_by', 'integer')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  if (!sqlite) await sql`ALTER TABLE offers ALTER COLUMN status TYPE varchar(20)`.execute(db);
  await db.schema.alterTable('offers').addColumn('motivo_moderacion', 'text').execute();
  await db.schema
    .alterTable('offers')
    .addColumn('oculta_por_reportes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The moderation queue: offers waiting for review and those hidden by reports.
  await db.schema.createIndex('offers_moderation_index').on('offers').columns(['status', 'oculta_por_reportes', 'updated_at']).execute();

  await db.schema
    .createTable('offer_reports')
    .addColumn('id', 'integer', id)
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'))
    .addColumn('motivo', 'varchar(20)', (c) => c.notNull())
    .addColumn('detalle', 'text')
    .addColumn('estado', 'varchar(10)', (c) => c.notNull())
    .addColumn('accion', 'varchar(20)')
    .addColumn('nota', 'text')
    .addColumn('resolved_by', 'integer')
    .addColumn('resolved_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('offer_reports_offer_student_unique', ['offer_id', 'student_id'])
    .execute();
  await db.schema.createIndex('offer_reports_state_index').on('offer_reports').columns(['estado', 'created_at']).execute();

  await db.schema.alterTable('company_profiles').addColumn('suspendida_at', 'timestamptz').execute();
  await db.schema.alterTable('company_profiles').addColumn('motivo_suspension', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offer_reports').execute();
  await db.schema.dropIndex('offers_moderation_index').execute();
  for (const column of ['oculta_por_reportes', 'motivo_moderacion']) await db.schema.alterTable('offers').dropColumn(column).execute();
  for (const column of ['motivo_suspension', 'suspendida_at']) await db.schema.alterTable('company_profiles').dropColumn(column).execute();
  await db.schema.dropTable('settings').execute();
}
