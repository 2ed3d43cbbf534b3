import { type Kysely, SqliteAdapter } from 'kysely';

/**
 * Password reset links (`POST /api/user/password/forgot`): only the SHA-256 of the link's
 * secret is kept, like access and verification tokens; a link is single use (`used_at`) and
 * expires (`expires_at`, 60 minutes after it was asked for).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'integer', (column) =>
      sqlite ? column.primaryKey().autoIncrement() : column.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('password_reset_tokens_user_id_index').on('password_reset_tokens').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_tokens').execute();
}
