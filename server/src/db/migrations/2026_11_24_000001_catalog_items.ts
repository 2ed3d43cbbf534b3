import { type Kysely, SqliteAdapter } from 'kysely';

/**
 * What catalog items need to be administered (API.md "Catalogs"): the parent province of a
 * city, a folded search text (accent- and case-insensitive search on both databases), and
 * creation/change times. Codes grow to 40 characters (slugs such as `lengua-de-senas`).
 *
 * Like every migration it stands alone: the folding below is the app's at the time of writing.
 */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const now = new Date().toISOString();

  // SQLite adds one column per statement; a NOT NULL column needs a constant default there.
  await db.schema.alterTable('catalog_items').addColumn('parent_code', 'varchar(40)').execute();
  await db.schema
    .alterTable('catalog_items')
    .addColumn('search_text', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('catalog_items')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .alterTable('catalog_items')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  if (!sqlite) {
    // SQLite does not enforce varchar lengths; PostgreSQL does.
    await db.schema
      .alterTable('catalog_items')
      .alterColumn('code', (c) => c.setDataType('varchar(40)'))
      .execute();
    // The defaults only filled the existing rows; the app writes both times itself.
    for (const column of ['created_at', 'updated_at']) {
      await db.schema
        .alterTable('catalog_items')
        .alterColumn(column, (c) => c.dropDefault())
        .execute();
    }
  }

  const rows: Array<{ id: number; code: string; name: string }> = await db
    .selectFrom('catalog_items')
    .select(['id', 'code', 'name'])
    .execute();
  for (const row of rows) {
    await db
      .updateTable('catalog_items')
      .set({ search_text: fold(`${row.code} ${row.name}`) })
      .where('id', '=', row.id)
      .execute();
  }

  await db.schema.createIndex('catalog_items_type_order_index').on('catalog_items').columns(['type', 'sort_order']).execute();
  await db.schema.createIndex('catalog_items_type_parent_index').on('catalog_items').columns(['type', 'parent_code']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('catalog_items_type_parent_index').execute();
  await db.schema.dropIndex('catalog_items_type_order_index').execute();
  for (const column of ['updated_at', 'created_at', 'search_text', 'parent_code']) {
    await db.schema.alterTable('catalog_items').dropColumn(column).execute();
  }
}
