import { type Kysely, SqliteAdapter } from 'kysely';

/**
 * Universities and their careers (PRODUCT.md "University"): the CV's university education
 * points at them, and the administration manages them. `provincia` and `ciudad` store catalog
 * codes; `activa` is 0/1 (SQLite has no boolean).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (name: string) =>
    [name, 'integer', (c: any) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity())] as const;

  await db.schema
    .createTable('universities')
    .addColumn(...id('id'))
    .addColumn('nombre', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('siglas', 'varchar(20)', (c) => c.notNull())
    .addColumn('tipo', 'varchar(15)', (c) => c.notNull())
    .addColumn('provincia', 'varchar(2)', (c) => c.notNull())
    .addColumn('ciudad', 'varchar(40)', (c) => c.notNull())
    .addColumn('web', 'varchar(255)')
    .addColumn('activa', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('university_careers')
    .addColumn(...id('id'))
    .addColumn('university_id', 'integer', (c) => c.notNull().references('universities.id').onDelete('cascade'))
    .addColumn('nombre', 'varchar(200)', (c) => c.notNull())
    .addColumn('facultad', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // A career is named once per university: the CV stores its name.
  await db.schema
    .createIndex('university_careers_university_nombre_unique')
    .on('university_careers')
    .columns(['university_id', 'nombre'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('university_careers').execute();
  await db.schema.dropTable('universities').execute();
}
