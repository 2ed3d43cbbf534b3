import { type Kysely, SqliteAdapter } from 'kysely';

/**
 * Graduate follow-up (PRODUCT.md "Seguimiento a graduados"; API.md "Graduate follow-up").
 *
 * - Graduates are not stored: they are the CV's university education entries with a `titulo`
 *   and a `fecha_fin` on or before today (the CV is the one source of truth).
 * - `survey_invitations` is who a survey was sent to, with the career and cohort it reached them
 *   by (so a later CV edit does not move an answer between rows of the report). Its link is a
 *   random secret of 256 bits stored only as its SHA-256 (`token_hash`); the reminder mails a
 *   second one (`reminder_token_hash`). `sent_at` null: the job has not mailed it yet.
 * - `survey_answers` keeps the employment block in columns (the report reads them in SQL) and the
 *   survey's own questions as JSON (read back whole, never queried).
 *
 * Like every migration it stands alone: no application code is imported.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const id = (c: any) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity());

  await db.schema
    .createTable('surveys')
    .addColumn('id', 'integer', id)
    .addColumn('titulo', 'varchar(200)', (c) => c.notNull())
    .addColumn('introduccion', 'varchar(2000)', (c) => c.notNull())
    .addColumn('graduados_desde', 'date')
    .addColumn('graduados_hasta', 'date')
    .addColumn('bloque_laboral', 'integer', (c) => c.notNull())
    .addColumn('estado', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id_us').onDelete('set null'))
    .addColumn('opened_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('surveys_created_index').on('surveys').columns(['created_at']).execute();

  await db.schema
    .createTable('survey_careers')
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('universidad_id', 'integer', (c) => c.notNull().references('universities.id'))
    .addColumn('carrera', 'varchar(200)', (c) => c.notNull())
    .addPrimaryKeyConstraint('survey_careers_pkey', ['survey_id', 'position'])
    .execute();

  await db.schema
    .createTable('survey_questions')
    .addColumn('id', 'integer', id)
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('tipo', 'varchar(10)', (c) => c.notNull())
    .addColumn('enunciado', 'varchar(500)', (c) => c.notNull())
    // JSON array of the option texts (única, múltiple), else null.
    .addColumn('opciones', 'text')
    .addColumn('obligatoria', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('survey_questions_survey_index').on('survey_questions').columns(['survey_id', 'position']).execute();

  await db.schema
    .createTable('survey_invitations')
    .addColumn('id', 'integer', id)
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'))
    .addColumn('universidad_id', 'integer', (c) => c.notNull())
    .addColumn('carrera', 'varchar(200)', (c) => c.notNull())
    .addColumn('cohorte', 'integer', (c) => c.notNull())
    .addColumn('fecha_grado', 'date', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('reminder_token_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('reminded_at', 'timestamptz')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // One invitation per graduate per survey: two openings or two job runs meet here.
    .addUniqueConstraint('survey_invitations_survey_user_unique', ['survey_id', 'user_id'])
    .execute();
  await db.schema.createIndex('survey_invitations_pending_index').on('survey_invitations').columns(['sent_at', 'survey_id']).execute();
  await db.schema.createIndex('survey_invitations_user_index').on('survey_invitations').columns(['user_id']).execute();

  await db.schema
    .createTable('survey_answers')
    .addColumn('id', 'integer', id)
    .addColumn('survey_id', 'integer', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('invitation_id', 'integer', (c) => c.notNull().unique().references('survey_invitations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id_us').onDelete('cascade'))
    .addColumn('universidad_id', 'integer', (c) => c.notNull())
    .addColumn('carrera', 'varchar(200)', (c) => c.notNull())
    .addColumn('cohorte', 'integer', (c) => c.notNull())
    .addColumn('situacion', 'varchar(20)')
    .addColumn('fecha_primer_empleo', 'date')
    .addColumn('meses_primer_empleo', 'integer')
    .addColumn('relacion_carrera', 'integer')
    .addColumn('sector', 'varchar(10)')
    .addColumn('rango_salarial', 'varchar(5)')
    .addColumn('respuestas', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('survey_answers_group_index')
    .on('survey_answers')
    .columns(['universidad_id', 'carrera', 'cohorte', 'user_id'])
    .execute();

  // The report counts graduates per career and year straight from the CV.
  await db.schema
    .createIndex('cv_education_in_graduates_index')
    .on('cv_education_in')
    .columns(['universidad_id', 'carrera', 'fecha_fin', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('cv_education_in_graduates_index').execute();
  for (const table of ['survey_answers', 'survey_invitations', 'survey_questions', 'survey_careers', 'surveys']) {
    await db.schema.dropTable(table).execute();
  }
}
