import {
  cvToday,
  employmentBlockLabels,
  salaryBandCodes,
  sectorCodes,
  situacionCodes,
  surveyLimits,
  surveyMessages,
} from '@portal/contracts';
import type { SurveyAnswerBody, SurveyForm, SurveyQuestion } from '@portal/contracts/schemas';
import { consumeOrThrow } from '../auth/throttle.ts';
import { sha256Hex } from '../auth/secrets.ts';
import { findSurvey, insertAnswer, invitationByTokenHash, markInvitationAnswered, surveyQuestions } from '../db/repositories/surveys.ts';
import { fieldsError, gone, notFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { applyChange } from './changes.ts';
import type { ServiceContext } from './context.ts';

/**
 * Answering a survey from the mailed link (public, no session): the link's secret is looked up by
 * its digest; an unknown one is a 404, a closed survey or a used link a 410. Attempts are throttled
 * per address, so links cannot be guessed at speed.
 */
async function invitationOf(context: ServiceContext, token: string) {
  await consumeOrThrow(context.throttle, [`survey-link:${context.ip}`, context.limits.surveyLink]);
  const invitation = await invitationByTokenHash(context.db, sha256Hex(token));
  if (!invitation) throw notFound(surveyMessages.linkUnknown);
  if (invitation.estado !== 'abierta') throw gone(surveyMessages.linkClosed);
  if (invitation.answered_at !== null) throw gone(surveyMessages.linkUsed);
  return invitation;
}

async function questionsOf(context: ServiceContext, surveyId: number): Promise<SurveyQuestion[]> {
  return (await surveyQuestions(context.db, surveyId)).map((question) => ({
    id: question.id,
    tipo: question.tipo,
    enunciado: question.enunciado,
    opciones: question.opciones === null ? null : (JSON.parse(question.opciones) as string[]),
    obligatoria: question.obligatoria === 1,
  }));
}

export async function surveyForm(context: ServiceContext, token: string): Promise<SurveyForm> {
  const invitation = await invitationOf(context, token);
  const survey = (await findSurvey(context.db, invitation.survey_id))!;
  return {
    titulo: survey.titulo,
    introduccion: survey.introduccion,
    bloque_laboral: survey.bloque_laboral === 1,
    preguntas: await questionsOf(context, survey.id),
    carrera: invitation.carrera,
    cohorte: invitation.cohorte,
  };
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The answer to one question checked against its type (API.md: valor per type); a message, or null when it is fine. */
function answerProblem(question: SurveyQuestion, value: unknown): string | null {
  if (isBlank(value)) return question.obligatoria ? surveyMessages.required(question.enunciado) : null;
  const options = question.opciones ?? [];
  switch (question.tipo) {
    case 'unica':
      return typeof value === 'string' && options.includes(value) ? null : surveyMessages.option(question.enunciado);
    case 'multiple':
      return Array.isArray(value) &&
        value.every((item) => typeof item === 'string' && options.includes(item)) &&
        new Set(value).size === value.length
        ? null
        : surveyMessages.options(question.enunciado);
    case 'escala':
      return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5 ? null : surveyMessages.scale(question.enunciado);
    case 'texto':
      return typeof value === 'string' && value.length <= surveyLimits.textoMax ? null : surveyMessages.text(question.enunciado);
    case 'si_no':
      return typeof value === 'boolean' ? null : surveyMessages.yesNo(question.enunciado);
  }
}

/** Whole months from the graduation day to the first job (0 when the job came first). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  return Math.max(0, months);
}

const isRealDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

export async function answerSurvey(context: ServiceContext, token: string, body: SurveyAnswerBody): Promise<{ id: number }> {
  const invitation = await invitationOf(context, token);
  const survey = (await findSurvey(context.db, invitation.survey_id))!;
  const questions = await questionsOf(context, survey.id);
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);

  const given = new Map<number, unknown>();
  for (const answer of body.respuestas) {
    if (given.has(answer.pregunta_id)) add(`respuestas.${answer.pregunta_id}`, surveyMessages.duplicate);
    given.set(answer.pregunta_id, answer.valor);
  }
  const known = new Set(questions.map((question) => question.id));
  for (const id of given.keys()) if (!known.has(id)) add(`respuestas.${id}`, surveyMessages.unknownQuestion);
  for (const question of questions) {
    const problem = answerProblem(question, given.get(question.id));
    if (problem !== null) add(`respuestas.${question.id}`, problem);
  }

  const laboral = body.laboral ?? {};
  const employment = {
    situacion: null as string | null,
    fecha: null as string | null,
    meses: null as number | null,
    relacion: null as number | null,
    sector: null as string | null,
    rango: null as string | null,
  };
  if (survey.bloque_laboral === 1) {
    const situacion = laboral.situacion ?? null;
    if (isBlank(situacion)) add('laboral.situacion', surveyMessages.laboralRequired(employmentBlockLabels.situacion));
    else if (!(situacionCodes as readonly string[]).includes(situacion!))
      add('laboral.situacion', surveyMessages.laboralOption(employmentBlockLabels.situacion));
    else employment.situacion = situacion;
    const fecha = laboral.fecha_primer_empleo ?? null;
    if (!isBlank(fecha)) {
      if (!isRealDay(fecha!) || fecha! > cvToday()) add('laboral.fecha_primer_empleo', surveyMessages.laboralDate);
      else {
        employment.fecha = fecha;
        employment.meses = monthsBetween(invitation.fecha_grado, fecha!);
      }
    }
    const relacion = laboral.relacion_carrera ?? null;
    if (relacion !== null) {
      if (!Number.isInteger(relacion) || relacion < 1 || relacion > 5) add('laboral.relacion_carrera', surveyMessages.laboralScale);
      else employment.relacion = relacion;
    }
    const sector = laboral.sector ?? null;
    if (!isBlank(sector)) {
      if (!(sectorCodes as readonly string[]).includes(sector!))
        add('laboral.sector', surveyMessages.laboralOption(employmentBlockLabels.sector));
      else employment.sector = sector;
    }
    const rango = laboral.rango_salarial ?? null;
    if (!isBlank(rango)) {
      if (!(salaryBandCodes as readonly string[]).includes(rango!))
        add('laboral.rango_salarial', surveyMessages.laboralOption(employmentBlockLabels.rango_salarial));
      else employment.rango = rango;
    }
  }
  if (Object.keys(errors).length > 0) throw fieldsError(errors);

  return applyChange({ ...context, actorId: invitation.user_id }, async (trx, changes) => {
    const now = isoNow();
    // Two submissions of one link at once: the second finds it answered.
    if (!(await markInvitationAnswered(trx, invitation.id, now))) throw gone(surveyMessages.linkUsed);
    const respuestas = questions
      .filter((question) => !isBlank(given.get(question.id)))
      .map((question) => ({ pregunta_id: question.id, valor: given.get(question.id) }));
    const id = await insertAnswer(
      trx,
      {
        survey_id: survey.id,
        invitation_id: invitation.id,
        user_id: invitation.user_id,
        universidad_id: invitation.universidad_id,
        carrera: invitation.carrera,
        cohorte: invitation.cohorte,
        situacion: employment.situacion,
        fecha_primer_empleo: employment.fecha,
        meses_primer_empleo: employment.meses,
        relacion_carrera: employment.relacion,
        sector: employment.sector,
        rango_salarial: employment.rango,
        respuestas: JSON.stringify(respuestas),
      },
      now,
    );
    // The answer itself is not copied into the audit: who answered, and when.
    changes.record({
      entity: 'survey_answer',
      entityId: id,
      action: 'create',
      after: { survey_id: survey.id, invitation_id: invitation.id },
    });
    return { id };
  });
}
