import { type Kysely, SqliteAdapter } from 'kysely';

/**
 * Prácticas pre-profesionales (PRODUCT.md, API.md "Practicums"):
 *
 * - careers get the hours they require (defaults 240 and 160);
 * - `tutor_careers`: the university and careers of a Tutor académico (role 4);
 * - `convenios` with their signed PDF, stored like the CV photo (a random file name under
 *   UPLOADS_DIR/convenios, never on a public path; the row names the file);
 * - `practicas`, one row per placement with its evaluations, grade and certificate code (each
 *   exists at most once per practicum, so columns rather than tables). `horas_aprobadas` is kept
 *   by the review of each entry so the report and the lists never sum the log; `anio` is the
 *   start's year, what the report groups by;
 * - `practica_horas`, the hours log.
 *
 * Like every migration it stands alone: no application code is imported.
 */
function isSqlite(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = isSqlite(db);
  const id = (c: any) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity());

  await db.schema
    .alterTable('university_careers')
    .addColumn('horas_practicas_laborales', 'integer', (c) => c.notNull().defaultTo(240))
    .execute();
  await db.schema
    .alterTable('university_careers')
    .addColumn('horas_servicio_comunitario', 'integer', (c) => c.notNull().defaultTo(160))
    .execute();

  await db.schema
    .createTable('tutor_careers')
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'))
    .addColumn('universidad_id', 'integer', (c) => c.notNull().references('universities.id').onDelete('cascade'))
    .addColumn('carrera', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('tutor_careers_pkey', ['tutor_id', 'universidad_id', 'carrera'])
    .execute();

  await db.schema
    .createTable('convenios')
    .addColumn('id', 'integer', id)
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company_profiles.user_id').onDelete('cascade'))
    .addColumn('numero', 'varchar(60)', (c) => c.notNull())
    .addColumn('objeto', 'text', (c) => c.notNull())
    .addColumn('fecha_inicio', 'date', (c) => c.notNull())
    .addColumn('fecha_fin', 'date', (c) => c.notNull())
    .addColumn('documento_file', 'varchar(64)', (c) => c.unique())
    .addColumn('documento_bytes', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('convenios_company_index').on('convenios').columns(['company_id', 'fecha_fin']).execute();

  await db.schema
    .createTable('practicas')
    .addColumn('id', 'integer', id)
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('company_profiles.user_id').onDelete('cascade'))
    .addColumn('convenio_id', 'integer', (c) => c.references('convenios.id').onDelete('set null'))
    .addColumn('tutor_id', 'integer', (c) => c.notNull().references('users.id_us'))
    .addColumn('universidad_id', 'integer', (c) => c.notNull().references('universities.id'))
    .addColumn('carrera', 'varchar(200)', (c) => c.notNull())
    .addColumn('tipo', 'varchar(30)', (c) => c.notNull())
    .addColumn('offer_id', 'integer', (c) => c.references('offers.id').onDelete('set null'))
    .addColumn('fecha_inicio', 'date', (c) => c.notNull())
    .addColumn('fecha_fin', 'date', (c) => c.notNull())
    .addColumn('anio', 'integer', (c) => c.notNull())
    .addColumn('horas_planificadas', 'integer', (c) => c.notNull())
    .addColumn('horas_aprobadas', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('estado', 'varchar(20)', (c) => c.notNull())
    .addColumn('motivo_anulacion', 'varchar(500)')
    .addColumn('ev_puntualidad', 'integer')
    .addColumn('ev_responsabilidad', 'integer')
    .addColumn('ev_trabajo_equipo', 'integer')
    .addColumn('ev_conocimientos', 'integer')
    .addColumn('ev_comunicacion', 'integer')
    .addColumn('ev_comentario', 'text')
    .addColumn('ev_at', 'timestamptz')
    .addColumn('est_puntaje', 'integer')
    .addColumn('est_comentario', 'text')
    .addColumn('est_at', 'timestamptz')
    .addColumn('cal_resultado', 'varchar(20)')
    .addColumn('cal_nota', 'double precision')
    .addColumn('cal_observaciones', 'text')
    .addColumn('cal_at', 'timestamptz')
    .addColumn('certificado_codigo', 'varchar(12)', (c) => c.unique())
    .addColumn('certificado_emitido_en', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('practicas_student_index').on('practicas').columns(['student_id', 'fecha_inicio']).execute();
  await db.schema.createIndex('practicas_company_index').on('practicas').columns(['company_id', 'estado']).execute();
  await db.schema.createIndex('practicas_tutor_index').on('practicas').columns(['tutor_id', 'estado']).execute();
  await db.schema.createIndex('practicas_convenio_index').on('practicas').column('convenio_id').execute();
  // The status job's scan: running practicums by their dates.
  await db.schema.createIndex('practicas_estado_index').on('practicas').columns(['estado', 'fecha_fin', 'fecha_inicio']).execute();
  await db.schema
    .createIndex('practicas_report_index')
    .on('practicas')
    .columns(['universidad_id', 'carrera', 'anio', 'student_id', 'tipo', 'estado', 'horas_aprobadas'])
    .execute();

  await db.schema
    .createTable('practica_horas')
    .addColumn('id', 'integer', id)
    .addColumn('practica_id', 'integer', (c) => c.notNull().references('practicas.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'))
    .addColumn('fecha', 'date', (c) => c.notNull())
    .addColumn('horas', 'double precision', (c) => c.notNull())
    .addColumn('actividades', 'text', (c) => c.notNull())
    .addColumn('estado', 'varchar(20)', (c) => c.notNull())
    .addColumn('motivo', 'varchar(500)')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('practica_horas_practica_index').on('practica_horas').columns(['practica_id', 'estado', 'fecha']).execute();
  // The 12-hours-a-day check: one student's entries of one day, across practicums.
  await db.schema.createIndex('practica_horas_day_index').on('practica_horas').columns(['student_id', 'fecha']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['practica_horas', 'practicas', 'convenios', 'tutor_careers']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('university_careers').dropColumn('horas_servicio_comunitario').execute();
  await db.schema.alterTable('university_careers').dropColumn('horas_practicas_laborales').execute();
}
