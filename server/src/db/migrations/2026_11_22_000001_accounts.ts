import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, SqliteAdapter } from 'kysely';

/**
 * Accounts, roles, menus and per-menu flags, tokens, mail outbox and audit log.
 *
 * Conventions that hold on both databases (see server/README.md):
 * - timestamps are `timestamptz` written by the app as ISO-8601 UTC strings and read back as
 *   the same strings (SQLite keeps the text; the PostgreSQL pool parses them back to ISO);
 * - booleans are integers 0/1, because SQLite has no boolean type and better-sqlite3 cannot
 *   bind JavaScript booleans.
 */

function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** An auto-generated integer primary key, spelled the way each database wants it. */
function withId(db: Kysely<any>, table: CreateTableBuilder<string, never>, name = 'id') {
  const sqlite = isSqlite(db);
  return table.addColumn(name, 'integer', (column: ColumnDefinitionBuilder) =>
    sqlite ? column.primaryKey().autoIncrement() : column.primaryKey().generatedByDefaultAsIdentity(),
  );
}

const timestamps = <T extends string>(table: CreateTableBuilder<T, never>) =>
  table
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull());

export async function up(db: Kysely<any>): Promise<void> {
  await timestamps(
    withId(db, db.schema.createTable('roles'), 'id_ro').addColumn('name_ro', 'varchar(100)', (c) => c.notNull().unique()),
  ).execute();

  await timestamps(
    withId(db, db.schema.createTable('users'), 'id_us')
      .addColumn('name_us', 'varchar(200)', (c) => c.notNull())
      // Stored trimmed and lower-cased, so uniqueness ignores case on both databases.
      .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
      // Administrators created from the environment have no identity document.
      .addColumn('dni', 'varchar(20)', (c) => c.unique())
      .addColumn('dni_type', 'varchar(10)')
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id_ro'))
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('email_verified_at', 'timestamptz'),
  ).execute();
  await db.schema.createIndex('users_role_id_index').on('users').column('role_id').execute();

  await timestamps(
    db.schema
      .createTable('company_profiles')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id_us').onDelete('cascade'))
      .addColumn('ruc', 'varchar(13)', (c) => c.notNull().unique())
      .addColumn('empresa', 'varchar(200)', (c) => c.notNull())
      .addColumn('descripcion', 'text', (c) => c.notNull())
      .addColumn('representante', 'varchar(150)', (c) => c.notNull())
      .addColumn('pais', 'varchar(2)', (c) => c.notNull())
      .addColumn('provincia', 'varchar(2)')
      .addColumn('ciudad', 'varchar(100)', (c) => c.notNull())
      .addColumn('telefono', 'varchar(20)', (c) => c.notNull())
      .addColumn('web', 'varchar(255)')
      .addColumn('cargo', 'varchar(100)', (c) => c.notNull())
      .addColumn('telcontacto', 'varchar(20)', (c) => c.notNull())
      .addColumn('nomcontacto', 'varchar(150)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.id_us'))
      .addColumn('reviewed_at', 'timestamptz'),
  ).execute();

  await timestamps(
    withId(db, db.schema.createTable('menus'))
      .addColumn('name', 'varchar(100)')
      // The i18n key; unique because API routes name the menu item that guards them by it.
      .addColumn('title', 'varchar(100)', (c) => c.notNull().unique())
      .addColumn('path', 'varchar(200)')
      .addColumn('icon_set', 'varchar(20)')
      .addColumn('icon_name', 'varchar(100)')
      .addColumn('parent_id', 'integer', (c) => c.references('menus.id'))
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await db.schema
    .createTable('role_menus')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id_ro').onDelete('cascade'))
    .addColumn('menu_id', 'integer', (c) => c.notNull().references('menus.id').onDelete('cascade'))
    .addColumn('c', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('u', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('d', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('x', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('role_menus_pkey', ['role_id', 'menu_id'])
    .execute();

  await withId(db, db.schema.createTable('access_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('remember', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_tokens_user_id_index').on('access_tokens').column('user_id').execute();

  await withId(db, db.schema.createTable('verification_tokens'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('verification_tokens_user_id_index').on('verification_tokens').column('user_id').execute();

  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('to_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('mail_outbox_due_index').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_to_email_index').on('mail_outbox').column('to_email').execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id_us'))
    .addColumn('entity', 'varchar(50)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('action', 'varchar(50)', (c) => c.notNull())
    .addColumn('before_data', 'text')
    .addColumn('after_data', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_entity_index').on('audit_log').columns(['entity', 'entity_id']).execute();

  await withId(db, db.schema.createTable('catalog_items'))
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('name', 'varchar(150)', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('catalog_items_type_code_unique', ['type', 'code'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'catalog_items',
    'audit_log',
    'mail_outbox',
    'verification_tokens',
    'access_tokens',
    'role_menus',
    'menus',
    'company_profiles',
    'users',
    'roles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
