import { type CreateTableBuilder, type Kysely, SqliteAdapter } from 'kysely';

/**
 * The student's CV (API.md "CV"): the basic section, one row per student, and one table per
 * repeatable section, each row owned by a student (`user_id`, indexed: every read is "the
 * caller's entries"). Catalog fields store the item's code; dates are `date` (read back as
 * YYYY-MM-DD on both databases). The photo is stored elsewhere (its own migration).
 */
type Table = CreateTableBuilder<string, never>;

const code = 'varchar(40)';

/** The repeatable sections' tables and their own columns. */
const entryTables: Record<string, (table: Table) => Table> = {
  cv_education_in: (t) =>
    t
      // No cascade: a university in use is deactivated, never deleted under a CV.
      .addColumn('universidad_id', 'integer', (c) => c.notNull().references('universities.id'))
      .addColumn('facultad', 'varchar(200)', (c) => c.notNull())
      .addColumn('carrera', 'varchar(200)', (c) => c.notNull())
      .addColumn('nivel', 'varchar(10)', (c) => c.notNull())
      .addColumn('semestre', 'varchar(30)', (c) => c.notNull())
      .addColumn('fecha_inicio', 'date', (c) => c.notNull())
      .addColumn('fecha_fin', 'date')
      .addColumn('titulo', 'varchar(200)'),
  cv_education_out: (t) =>
    t
      .addColumn('institucion', 'varchar(200)', (c) => c.notNull())
      .addColumn('titulo', 'varchar(200)', (c) => c.notNull())
      .addColumn('nivel', code, (c) => c.notNull())
      .addColumn('pais', code, (c) => c.notNull())
      .addColumn('fecha_inicio', 'date', (c) => c.notNull())
      .addColumn('fecha_fin', 'date'),
  cv_languages: (t) =>
    t
      .addColumn('idioma', code, (c) => c.notNull())
      .addColumn('nivel_hablado', code, (c) => c.notNull())
      .addColumn('nivel_escrito', code, (c) => c.notNull())
      .addColumn('nivel_comprension', code, (c) => c.notNull())
      .addColumn('certificado', 'varchar(200)'),
  cv_computer: (t) =>
    t
      .addColumn('herramienta', 'varchar(100)', (c) => c.notNull())
      .addColumn('categoria', code, (c) => c.notNull())
      .addColumn('nivel', code, (c) => c.notNull()),
  cv_other: (t) =>
    t
      .addColumn('habilidad', 'varchar(100)', (c) => c.notNull())
      .addColumn('descripcion', 'varchar(1000)')
      .addColumn('nivel', code, (c) => c.notNull()),
  cv_courses: (t) =>
    t
      .addColumn('nombre', 'varchar(200)', (c) => c.notNull())
      .addColumn('institucion', 'varchar(200)', (c) => c.notNull())
      .addColumn('horas', 'integer', (c) => c.notNull())
      .addColumn('fecha', 'date', (c) => c.notNull())
      .addColumn('tipo', 'varchar(15)', (c) => c.notNull()),
  cv_work: (t) =>
    t
      .addColumn('empresa', 'varchar(200)', (c) => c.notNull())
      .addColumn('cargo', 'varchar(100)', (c) => c.notNull())
      .addColumn('area', code, (c) => c.notNull())
      .addColumn('fecha_inicio', 'date', (c) => c.notNull())
      .addColumn('fecha_fin', 'date')
      .addColumn('funciones', 'varchar(2000)')
      .addColumn('motivo_salida', 'varchar(500)')
      .addColumn('referencia_nombre', 'varchar(150)')
      .addColumn('referencia_telefono', 'varchar(16)'),
  cv_extra: (t) =>
    t
      .addColumn('actividad', 'varchar(200)', (c) => c.notNull())
      .addColumn('tipo', code, (c) => c.notNull())
      .addColumn('organizacion', 'varchar(200)', (c) => c.notNull())
      .addColumn('fecha_inicio', 'date', (c) => c.notNull())
      .addColumn('fecha_fin', 'date')
      .addColumn('descripcion', 'varchar(1000)'),
};

const timestamps = (table: Table) =>
  table.addColumn('created_at', 'timestamptz', (c) => c.notNull()).addColumn('updated_at', 'timestamptz', (c) => c.notNull());

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  await timestamps(
    db.schema
      .createTable('cv_basic')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id_us').onDelete('cascade'))
      .addColumn('nombres', 'varchar(150)', (c) => c.notNull())
      .addColumn('apellidos', 'varchar(150)', (c) => c.notNull())
      .addColumn('fecha_nacimiento', 'date', (c) => c.notNull())
      .addColumn('genero', code, (c) => c.notNull())
      .addColumn('estado_civil', code, (c) => c.notNull())
      .addColumn('nacionalidad', code, (c) => c.notNull())
      .addColumn('provincia', code, (c) => c.notNull())
      .addColumn('ciudad', code, (c) => c.notNull())
      .addColumn('direccion', 'varchar(200)', (c) => c.notNull())
      .addColumn('celular', 'varchar(10)', (c) => c.notNull())
      .addColumn('telefono', 'varchar(16)')
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('perfil', 'varchar(1000)'),
  ).execute();

  for (const [name, columns] of Object.entries(entryTables)) {
    const table = db.schema
      .createTable(name)
      .addColumn('id', 'integer', (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity()))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'));
    await timestamps(columns(table)).execute();
    await db.schema.createIndex(`${name}_user_id_index`).on(name).column('user_id').execute();
  }
  // One entry per language and student; the service says so on the field first.
  await db.schema.createIndex('cv_languages_user_idioma_unique').on('cv_languages').columns(['user_id', 'idioma']).unique().execute();
  await db.schema.createIndex('cv_education_in_universidad_index').on('cv_education_in').column('universidad_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of Object.keys(entryTables).reverse()) await db.schema.dropTable(name).execute();
  await db.schema.dropTable('cv_basic').execute();
}
