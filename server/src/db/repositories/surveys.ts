import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { lockable, type ReadOptions } from '../lock.ts';
import type { Database, SurveyQuestionType, SurveyState } from '../types.ts';

type Db = Kysely<Database>;

export interface CareerTarget {
  universidad_id: number;
  carrera: string;
}

export interface GraduateTargets {
  carreras: CareerTarget[];
  desde: string | null;
  hasta: string | null;
  /** Ecuador's today: a graduate's fecha_fin is on or before it. */
  today: string;
}

export interface QuestionValues {
  tipo: SurveyQuestionType;
  enunciado: string;
  opciones: string[] | null;
  obligatoria: boolean;
}

export interface SurveyValues {
  titulo: string;
  introduccion: string;
  graduados_desde: string | null;
  graduados_hasta: string | null;
  bloque_laboral: boolean;
}

/**
 * The CV's graduates (PRODUCT.md): university education entries with a título and a fecha_fin on
 * or before today, of a student account, at one of the target careers and within the dates.
 */
function graduateEntries(db: Db, targets: GraduateTargets) {
  return db
    .selectFrom('cv_education_in as e')
    .innerJoin('users as u', 'u.id_us', 'e.user_id')
    .where('u.role_id', '=', 3)
    .where('u.status', '=', 'activo')
    .where('e.titulo', 'is not', null)
    .where('e.titulo', '<>', '')
    .where('e.fecha_fin', 'is not', null)
    .where('e.fecha_fin', '<=', targets.today)
    .$if(targets.desde !== null, (query) => query.where('e.fecha_fin', '>=', targets.desde!))
    .$if(targets.hasta !== null, (query) => query.where('e.fecha_fin', '<=', targets.hasta!))
    .where((eb: ExpressionBuilder<Database & { e: Database['cv_education_in'] }, 'e'>) =>
      eb.or(
        targets.carreras.map((career) =>
          eb.and([eb('e.universidad_id', '=', career.universidad_id), eb('e.carrera', '=', career.carrera)]),
        ),
      ),
    );
}

/** How many graduates the targets reach (each once, whatever entries they have). */
export async function countGraduates(db: Db, targets: GraduateTargets): Promise<number> {
  if (targets.carreras.length === 0) return 0;
  const row = await graduateEntries(db, targets)
    .select((eb) => eb.fn.count<number>('e.user_id').distinct().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One invitation per target graduate, written in one statement (no row leaves the database): a
 * graduate with two matching entries is invited once, by the first. The job mails them later.
 */
export async function insertInvitations(db: Db, surveyId: number, targets: GraduateTargets, now: string): Promise<number> {
  if (targets.carreras.length === 0) return 0;
  const graduates = graduateEntries(db, targets).select((eb) => [
    sql.lit(surveyId).as('survey_id'),
    'e.user_id',
    'e.universidad_id',
    'e.carrera',
    sql<number>`cast(substr(cast(e.fecha_fin as text), 1, 4) as integer)`.as('cohorte'),
    eb.ref('e.fecha_fin').$castTo<string>().as('fecha_grado'),
    sql.lit(now).as('created_at'),
  ]);
  const result = await db
    .insertInto('survey_invitations')
    .columns(['survey_id', 'user_id', 'universidad_id', 'carrera', 'cohorte', 'fecha_grado', 'created_at'])
    .expression(graduates.orderBy('e.fecha_fin', 'desc').orderBy('e.id'))
    .onConflict((conflict) => conflict.columns(['survey_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}

export async function insertSurvey(db: Db, values: SurveyValues, createdBy: number | null, now: string): Promise<number> {
  const row = await db
    .insertInto('surveys')
    .values({
      ...values,
      bloque_laboral: values.bloque_laboral ? 1 : 0,
      estado: 'borrador',
      created_by: createdBy,
      opened_at: null,
      closed_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSurveyRow(db: Db, id: number, values: SurveyValues, now: string): Promise<void> {
  await db
    .updateTable('surveys')
    .set({ ...values, bloque_laboral: values.bloque_laboral ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** Replaces the survey's careers and questions (a draft only: nothing answers them yet). */
export async function replaceSurveyParts(db: Db, id: number, careers: CareerTarget[], questions: QuestionValues[]): Promise<void> {
  await db.deleteFrom('survey_careers').where('survey_id', '=', id).execute();
  await db.deleteFrom('survey_questions').where('survey_id', '=', id).execute();
  if (careers.length > 0) {
    await db
      .insertInto('survey_careers')
      .values(
        careers.map((career, position) => ({ survey_id: id, position, universidad_id: career.universidad_id, carrera: career.carrera })),
      )
      .execute();
  }
  if (questions.length > 0) {
    await db
      .insertInto('survey_questions')
      .values(
        questions.map((question, position) => ({
          survey_id: id,
          position,
          tipo: question.tipo,
          enunciado: question.enunciado,
          opciones: question.opciones ? JSON.stringify(question.opciones) : null,
          obligatoria: question.obligatoria ? (1 as const) : (0 as const),
        })),
      )
      .execute();
  }
}

export function findSurvey(db: Db, id: number, options: ReadOptions = {}) {
  return lockable(db, db.selectFrom('surveys').selectAll().where('id', '=', id), options).executeTakeFirst();
}

export function surveyCareers(db: Db, id: number) {
  return db
    .selectFrom('survey_careers as sc')
    .innerJoin('universities as un', 'un.id', 'sc.universidad_id')
    .select(['sc.universidad_id', 'sc.carrera', 'un.nombre as universidad'])
    .where('sc.survey_id', '=', id)
    .orderBy('sc.position')
    .execute();
}

export function surveyQuestions(db: Db, id: number) {
  return db.selectFrom('survey_questions').selectAll().where('survey_id', '=', id).orderBy('position').execute();
}

export async function setSurveyState(db: Db, id: number, from: SurveyState, to: SurveyState, now: string): Promise<boolean> {
  const result = await db
    .updateTable('surveys')
    .set({ estado: to, updated_at: now, ...(to === 'abierta' ? { opened_at: now } : { closed_at: now }) })
    .where('id', '=', id)
    .where('estado', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteSurveyRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('surveys').where('id', '=', id).execute();
}

/** A page of surveys, newest first, each with its invitations and answers counted. */
export function surveyListQuery(db: Db, estado: SurveyState | undefined) {
  return db
    .selectFrom('surveys as s')
    .$if(estado !== undefined, (query) => query.where('s.estado', '=', estado!))
    .select((eb) => [
      's.id',
      's.titulo',
      's.estado',
      's.opened_at',
      's.closed_at',
      's.created_at',
      eb
        .selectFrom('survey_invitations as i')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('i.survey_id', '=', 's.id')
        .as('invitados'),
      eb
        .selectFrom('survey_answers as a')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('a.survey_id', '=', 's.id')
        .as('respuestas'),
    ])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc');
}

export function countSurveys(db: Db, estado: SurveyState | undefined) {
  return db
    .selectFrom('surveys')
    .$if(estado !== undefined, (query) => query.where('estado', '=', estado!))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
}

export async function surveyCounts(db: Db, id: number): Promise<{ invitados: number; respuestas: number }> {
  const [invited, answered] = await Promise.all([
    db
      .selectFrom('survey_invitations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('survey_id', '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('survey_answers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('survey_id', '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return { invitados: Number(invited.n), respuestas: Number(answered.n) };
}

/** The invitation a link's secret names (the first mail's or the reminder's). */
export function invitationByTokenHash(db: Db, hash: string) {
  return db
    .selectFrom('survey_invitations as i')
    .innerJoin('surveys as s', 's.id', 'i.survey_id')
    .select([
      'i.id',
      'i.survey_id',
      'i.user_id',
      'i.universidad_id',
      'i.carrera',
      'i.cohorte',
      'i.fecha_grado',
      'i.answered_at',
      's.estado',
    ])
    .where((eb) => eb.or([eb('i.token_hash', '=', hash), eb('i.reminder_token_hash', '=', hash)]))
    .executeTakeFirst();
}

/** Marks the invitation answered; false when another request answered it first. */
export async function markInvitationAnswered(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('survey_invitations')
    .set({ answered_at: now })
    .where('id', '=', id)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface NewAnswer {
  survey_id: number;
  invitation_id: number;
  user_id: number;
  universidad_id: number;
  carrera: string;
  cohorte: number;
  situacion: string | null;
  fecha_primer_empleo: string | null;
  meses_primer_empleo: number | null;
  relacion_carrera: number | null;
  sector: string | null;
  rango_salarial: string | null;
  respuestas: string;
}

export async function insertAnswer(db: Db, answer: NewAnswer, now: string): Promise<number> {
  const row = await db
    .insertInto('survey_answers')
    .values({ ...answer, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Invitations of open surveys the job has not mailed yet, oldest first. */
export function unsentInvitations(db: Db, limit: number) {
  return db
    .selectFrom('survey_invitations as i')
    .innerJoin('surveys as s', 's.id', 'i.survey_id')
    .innerJoin('users as u', 'u.id_us', 'i.user_id')
    .select(['i.id', 'i.user_id', 'i.survey_id', 'i.carrera', 's.titulo', 'u.email', 'u.name_us'])
    .where('i.sent_at', 'is', null)
    .where('s.estado', '=', 'abierta')
    .orderBy('i.id')
    .limit(limit)
    .execute();
}

/** Invitations mailed at least a week before `cutoff`, not answered nor reminded, of open surveys. */
export function invitationsToRemind(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('survey_invitations as i')
    .innerJoin('surveys as s', 's.id', 'i.survey_id')
    .innerJoin('users as u', 'u.id_us', 'i.user_id')
    .select(['i.id', 'i.user_id', 'i.survey_id', 'i.carrera', 's.titulo', 'u.email', 'u.name_us'])
    .where('i.sent_at', 'is not', null)
    .where('i.sent_at', '<=', cutoff)
    .where('i.reminded_at', 'is', null)
    .where('i.answered_at', 'is', null)
    .where('s.estado', '=', 'abierta')
    .orderBy('i.id')
    .limit(limit)
    .execute();
}

/** Stores the link's digest and marks the invitation mailed; false when another run did it first. */
export async function markInvitationSent(db: Db, id: number, tokenHash: string, now: string, reminder: boolean): Promise<boolean> {
  const result = await db
    .updateTable('survey_invitations')
    .set(reminder ? { reminder_token_hash: tokenHash, reminded_at: now } : { token_hash: tokenHash, sent_at: now })
    .where('id', '=', id)
    .where(reminder ? 'reminded_at' : 'sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
