import { type Kysely, SqliteAdapter } from 'kysely';

/** Notifications per user (PRODUCT.md "Notification"): type, text, link, read flag, created at. */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'))
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .addColumn('link', 'varchar(300)')
    // null while unread: the unread count is a range scan on (user_id, read_at).
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_user_read_index').on('notifications').columns(['user_id', 'read_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
