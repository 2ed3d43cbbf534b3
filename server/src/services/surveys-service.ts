import { cvToday, surveyMessages } from '@portal/contracts';
import type {
  SurveyBody,
  SurveyDetail,
  SurveyOpened,
  SurveyPage,
  SurveyQuery,
  SurveyReachBody,
  SurveySummary,
} from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import { pageRequest } from '../db/paginate.ts';
import {
  type CareerTarget,
  countGraduates,
  countSurveys,
  deleteSurveyRow,
  findSurvey,
  type GraduateTargets,
  insertInvitations,
  insertSurvey,
  type QuestionValues,
  replaceSurveyParts,
  setSurveyState,
  surveyCareers,
  surveyCounts,
  surveyListQuery,
  surveyQuestions,
  updateSurveyRow,
} from '../db/repositories/surveys.ts';
import type { Database, SurveyState } from '../db/types.ts';
import { conflict, fieldsError, findOrNotFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { applyChange } from './changes.ts';
import type { ServiceContext } from './context.ts';

/**
 * Graduate follow-up surveys (menu `surveys`): a draft is built and edited; opening it writes one
 * invitation per target graduate (the `survey-invitations` job mails them in batches); closing it
 * stops answers. PUT and DELETE take drafts only (409 otherwise).
 */
export const SURVEY_ENTITY = 'survey';

type Db = Kysely<Database>;

/** A fraction 0–1 rounded to 4 decimals (API.md "Rates and shares"). */
export const fraction = (part: number, total: number): number | null => (total > 0 ? Math.round((part / total) * 10_000) / 10_000 : null);

const isRealDay = (day: string) =>
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** The body's own rules beyond its schema, each on its field. */
async function checkedBody(db: Db, body: SurveyBody | SurveyReachBody) {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const carreras: CareerTarget[] = body.carreras.map((career) => ({
    universidad_id: career.universidad_id,
    carrera: career.carrera.trim(),
  }));
  if (carreras.length > 0) {
    const known = await db
      .selectFrom('university_careers')
      .select(['university_id', 'nombre'])
      .where('university_id', 'in', [...new Set(carreras.map((career) => career.universidad_id))])
      .execute();
    const names = new Set(known.map((career) => `${career.university_id}|${career.nombre}`));
    carreras.forEach((career, index) => {
      if (!names.has(`${career.universidad_id}|${career.carrera}`)) add(`carreras.${index}.carrera`, surveyMessages.career);
    });
  }
  const desde = body.graduados_desde ?? null;
  const hasta = body.graduados_hasta ?? null;
  if (desde !== null && !isRealDay(desde)) add('graduados_desde', 'El campo debe ser una fecha válida.');
  if (hasta !== null && !isRealDay(hasta)) add('graduados_hasta', 'El campo debe ser una fecha válida.');
  if (desde !== null && hasta !== null && isRealDay(desde) && isRealDay(hasta) && hasta < desde)
    add('graduados_hasta', surveyMessages.dates);

  let preguntas: QuestionValues[] = [];
  if ('preguntas' in body) {
    preguntas = body.preguntas.map((question, index) => {
      const opciones = question.opciones?.map((option) => option.trim()) ?? null;
      if (question.tipo === 'unica' || question.tipo === 'multiple') {
        const distinct = new Set(opciones ?? []);
        if (
          !opciones ||
          opciones.length < 2 ||
          opciones.length > 10 ||
          distinct.size !== opciones.length ||
          opciones.some((option) => option === '')
        ) {
          add(`preguntas.${index}.opciones`, surveyMessages.optionCount);
        }
      } else if (opciones && opciones.length > 0) {
        add(`preguntas.${index}.opciones`, surveyMessages.noOptions);
      }
      if (question.enunciado.trim() === '') add(`preguntas.${index}.enunciado`, 'El campo es obligatorio.');
      return {
        tipo: question.tipo,
        enunciado: question.enunciado.trim(),
        opciones: question.tipo === 'unica' || question.tipo === 'multiple' ? opciones : null,
        obligatoria: question.obligatoria,
      };
    });
    if (preguntas.length === 0 && body.bloque_laboral === false) add('preguntas', surveyMessages.noQuestions);
    if ((body as SurveyBody).titulo.trim() === '') add('titulo', 'El campo es obligatorio.');
  }
  if (Object.keys(errors).length > 0) throw fieldsError(errors);
  return { carreras, desde, hasta, preguntas };
}

const targetsOf = (
  checked: { carreras: CareerTarget[]; desde: string | null; hasta: string | null },
  now = new Date(),
): GraduateTargets => ({
  carreras: checked.carreras,
  desde: checked.desde,
  hasta: checked.hasta,
  today: cvToday(now),
});

async function surveyDetail(db: Db, id: number): Promise<SurveyDetail> {
  const survey = await findOrNotFound(findSurvey(db, id), surveyMessages.notFound);
  const [careers, questions, counts] = await Promise.all([surveyCareers(db, id), surveyQuestions(db, id), surveyCounts(db, id)]);
  const alcance =
    survey.estado === 'borrador'
      ? await countGraduates(db, { carreras: careers, desde: survey.graduados_desde, hasta: survey.graduados_hasta, today: cvToday() })
      : counts.invitados;
  return {
    id: survey.id,
    titulo: survey.titulo,
    estado: survey.estado,
    invitados: counts.invitados,
    respuestas: counts.respuestas,
    tasa_respuesta: fraction(counts.respuestas, counts.invitados),
    opened_at: survey.opened_at,
    closed_at: survey.closed_at,
    created_at: survey.created_at,
    introduccion: survey.introduccion,
    carreras: careers.map((career) => ({
      universidad_id: career.universidad_id,
      universidad: career.universidad,
      carrera: career.carrera,
    })),
    graduados_desde: survey.graduados_desde,
    graduados_hasta: survey.graduados_hasta,
    bloque_laboral: survey.bloque_laboral === 1,
    preguntas: questions.map((question) => ({
      id: question.id,
      tipo: question.tipo,
      enunciado: question.enunciado,
      opciones: question.opciones === null ? null : (JSON.parse(question.opciones) as string[]),
      obligatoria: question.obligatoria === 1,
    })),
    alcance,
  };
}

export async function listSurveys(context: ServiceContext, query: SurveyQuery): Promise<SurveyPage> {
  const request = pageRequest(query);
  const [rows, total] = await Promise.all([
    surveyListQuery(context.db, query.estado)
      .limit(request.per_page)
      .offset((request.page - 1) * request.per_page)
      .execute(),
    countSurveys(context.db, query.estado),
  ]);
  const items: SurveySummary[] = rows.map((row) => {
    const invitados = Number(row.invitados ?? 0);
    const respuestas = Number(row.respuestas ?? 0);
    return {
      id: row.id,
      titulo: row.titulo,
      estado: row.estado,
      invitados,
      respuestas,
      tasa_respuesta: fraction(respuestas, invitados),
      opened_at: row.opened_at,
      closed_at: row.closed_at,
      created_at: row.created_at,
    };
  });
  return { items, total: Number(total.total), page: request.page, per_page: request.per_page };
}

export const getSurvey = (context: ServiceContext, id: number) => surveyDetail(context.db, id);

export async function surveyReach(context: ServiceContext, body: SurveyReachBody): Promise<{ graduados: number }> {
  const checked = await checkedBody(context.db, body);
  return { graduados: await countGraduates(context.db, targetsOf(checked)) };
}

const surveyValues = (body: SurveyBody, checked: { desde: string | null; hasta: string | null }) => ({
  titulo: body.titulo.trim(),
  introduccion: body.introduccion.trim(),
  graduados_desde: checked.desde,
  graduados_hasta: checked.hasta,
  bloque_laboral: body.bloque_laboral ?? true,
});

export async function createSurvey(context: ServiceContext, body: SurveyBody): Promise<SurveyDetail> {
  const checked = await checkedBody(context.db, body);
  const id = await applyChange(context, async (trx, changes) => {
    const now = isoNow();
    const surveyId = await insertSurvey(trx, surveyValues(body, checked), context.actorId, now);
    await replaceSurveyParts(trx, surveyId, checked.carreras, checked.preguntas);
    changes.record({
      entity: SURVEY_ENTITY,
      entityId: surveyId,
      action: 'create',
      after: { ...surveyValues(body, checked), carreras: checked.carreras, preguntas: checked.preguntas },
    });
    return surveyId;
  });
  return surveyDetail(context.db, id);
}

/** The survey, locked for the change, when it is a draft: else 409 (404 when it does not exist). */
async function draftForChange(trx: Db, id: number) {
  const survey = await findOrNotFound(findSurvey(trx, id, { forUpdate: true }), surveyMessages.notFound);
  if (survey.estado !== 'borrador') throw conflict(surveyMessages.notDraft);
  return survey;
}

export async function updateSurvey(context: ServiceContext, id: number, body: SurveyBody): Promise<SurveyDetail> {
  await findOrNotFound(findSurvey(context.db, id), surveyMessages.notFound);
  const checked = await checkedBody(context.db, body);
  await applyChange(context, async (trx, changes) => {
    const before = await draftForChange(trx, id);
    await updateSurveyRow(trx, id, surveyValues(body, checked), isoNow());
    await replaceSurveyParts(trx, id, checked.carreras, checked.preguntas);
    changes.record({
      entity: SURVEY_ENTITY,
      entityId: id,
      action: 'update',
      before,
      after: { ...surveyValues(body, checked), carreras: checked.carreras, preguntas: checked.preguntas },
    });
  });
  return surveyDetail(context.db, id);
}

export async function deleteSurvey(context: ServiceContext, id: number): Promise<{ id: number }> {
  await applyChange(context, async (trx, changes) => {
    const before = await draftForChange(trx, id);
    await deleteSurveyRow(trx, id);
    changes.record({ entity: SURVEY_ENTITY, entityId: id, action: 'delete', before });
  });
  return { id };
}

/**
 * Opens a draft: one invitation per target graduate is written in the same transaction (so the
 * count answered is the count invited); the job mails them in batches after the commit.
 */
export async function openSurvey(context: ServiceContext, id: number): Promise<SurveyOpened> {
  return applyChange(context, async (trx, changes) => {
    const survey = await findOrNotFound(findSurvey(trx, id, { forUpdate: true }), surveyMessages.notFound);
    if (survey.estado !== 'borrador') throw conflict(surveyMessages.notDraft);
    const careers = await surveyCareers(trx, id);
    const now = isoNow();
    const invitados = await insertInvitations(
      trx,
      id,
      { carreras: careers, desde: survey.graduados_desde, hasta: survey.graduados_hasta, today: cvToday() },
      now,
    );
    if (invitados === 0) throw fieldsError({ carreras: [surveyMessages.noGraduates] });
    await setSurveyState(trx, id, 'borrador', 'abierta', now);
    changes.record({
      entity: SURVEY_ENTITY,
      entityId: id,
      action: 'open',
      before: { estado: 'borrador' },
      after: { estado: 'abierta', invitados },
    });
    return { id, estado: 'abierta' as SurveyState, invitados };
  });
}

export async function closeSurvey(context: ServiceContext, id: number): Promise<SurveyDetail> {
  await applyChange(context, async (trx, changes) => {
    const survey = await findOrNotFound(findSurvey(trx, id, { forUpdate: true }), surveyMessages.notFound);
    if (survey.estado !== 'abierta') throw conflict(surveyMessages.notOpen);
    await setSurveyState(trx, id, 'abierta', 'cerrada', isoNow());
    changes.record({ entity: SURVEY_ENTITY, entityId: id, action: 'close', before: { estado: 'abierta' }, after: { estado: 'cerrada' } });
  });
  return surveyDetail(context.db, id);
}
