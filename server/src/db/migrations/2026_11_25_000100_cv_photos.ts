import type { Kysely } from 'kysely';

/**
 * The student's CV photo (one per user). The bytes live in a file under UPLOADS_DIR/photos, named
 * at random so the name also versions the photo's address; the row says which file is current.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cv_photos')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id_us').onDelete('cascade'))
    .addColumn('file_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cv_photos').execute();
}
