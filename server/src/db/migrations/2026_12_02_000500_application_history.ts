import { type Kysely, sql, SqliteAdapter } from 'kysely';

/**
 * The statuses each application passed through (`historial`, API.md "Rough edges"), oldest first:
 * a stepper shows only those. An application that exists already gets what is known of it: it was
 * "postulado" when it was created, and its current status since its last change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('application_status_history')
    .addColumn('id', 'integer', (column) =>
      sqlite ? column.primaryKey().autoIncrement() : column.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_status_history_application_index')
    .on('application_status_history')
    .column('application_id')
    .execute();
  await sql`insert into application_status_history (application_id, status, at)
    select id, 'postulado', created_at from applications`.execute(db);
  await sql`insert into application_status_history (application_id, status, at)
    select id, status, updated_at from applications where status <> 'postulado'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('application_status_history').execute();
}
