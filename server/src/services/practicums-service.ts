import { randomInt } from 'node:crypto';
import {
  certificateCodeAlphabet,
  offerToday,
  type PracticaEstado,
  practicaEstadoOn,
  practicumLimits,
  practicumMessage,
  practicumMessages,
  ROLE_IDS,
} from '@portal/contracts';
import type {
  AnularBody,
  CalificacionBody,
  EvaluacionEmpresaBody,
  EvaluacionEstudianteBody,
  Hora,
  HoraBody,
  HoraPage,
  HoraQuery,
  Practica,
  PracticaBody,
  PracticaPage,
  PracticaQuery,
  RevisionBody,
} from '@portal/contracts/schemas';
import type { Kysely, Transaction } from 'kysely';
import { findCompanyProfile } from '../db/repositories/company-profiles.ts';
import { findOffer } from '../db/repositories/offers.ts';
import {
  approvedHours,
  findConvenioCovering,
  findHora,
  findPractica,
  hoursOnDay,
  insertPractica,
  lockPractica,
  moveEstado,
  overtakenPracticas,
  pageHoras,
  pagePracticas,
  type PracticaListRow,
  type PracticaOwner,
  updatePractica,
} from '../db/repositories/practicums.ts';
import { findUniversity } from '../db/repositories/universities.ts';
import { findUserById } from '../db/repositories/users.ts';
import { mapPage, pageRequest } from '../db/paginate.ts';
import type { Database, HoraRow, PracticaRow, PracticaUpdate } from '../db/types.ts';
import { conflict, fieldError, findOrNotFound, notFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { practicumMails, practicumNotes, practicumPaths } from '../mail/practicum-templates.ts';
import { applyChange, type ChangeSet } from './changes.ts';
import { type ServiceContext, signedIn } from './context.ts';
import { notifyUser } from './notifications-service.ts';
import { checkDay } from './practicum-dates.ts';
import { estadoOf, isClosed, newsOf, practicaAudit, practicaView, studentFullName } from './practicum-views.ts';
import { renderCertificatePdf } from '../pdf/render-certificate-pdf.ts';
import { jobLockKeys, tryJobLock } from '../db/job-lock.ts';

export const PRACTICA_ENTITY = 'practica';
export const HORA_ENTITY = 'practica_hora';

/** Who reads: the career office (all), or one student, company or tutor (their own; another's is a 404). */
export type PracticumSide = 'admin' | 'student' | 'company' | 'tutor';

function ownerOf(context: ServiceContext, side: PracticumSide): PracticaOwner {
  if (side === 'admin') return null;
  const id = signedIn(context).user.id_us;
  return side === 'student' ? { student: id } : side === 'company' ? { company: id } : { tutor: id };
}

/** The student's evaluation of the placement: the student and the career office only. */
const seesStudentEvaluation = (side: PracticumSide) => side === 'admin' || side === 'student';

async function loadRow(
  context: ServiceContext,
  side: PracticumSide,
  id: number,
  db: Kysely<Database> = context.db,
): Promise<PracticaListRow> {
  return findOrNotFound(findPractica(db, ownerOf(context, side), id), practicumMessages.practicaNotFound);
}

export async function getPractica(context: ServiceContext, side: PracticumSide, id: number): Promise<Practica> {
  return practicaView(await loadRow(context, side, id), offerToday(), seesStudentEvaluation(side));
}

export async function listPracticas(context: ServiceContext, side: PracticumSide, query: PracticaQuery): Promise<PracticaPage> {
  const today = offerToday();
  const page = await pagePracticas(
    context.db,
    ownerOf(context, side),
    {
      today,
      estado: query.estado,
      carrera: query.carrera,
      companyId: query.company_id,
      tutorId: query.tutor_id,
      q: query.q?.trim() || undefined,
      pendingFirst: side === 'company',
    },
    pageRequest(query),
  );
  return mapPage(page, (row) => practicaView(row, today, seesStudentEvaluation(side)));
}

/* ---------- the career office registers ---------- */

async function checkPracticaBody(trx: Kysely<Database>, body: PracticaBody) {
  checkDay('fecha_inicio', body.fecha_inicio);
  checkDay('fecha_fin', body.fecha_fin);
  if (body.fecha_fin < body.fecha_inicio) throw fieldError('fecha_fin', practicumMessages.dateOrder);
  const student = await findUserById(trx, body.student_id);
  if (!student || student.role_id !== ROLE_IDS.student) throw fieldError('student_id', practicumMessages.notStudent);
  if (!(await findCompanyProfile(trx, body.company_id))) throw fieldError('company_id', practicumMessages.companyNotFound);
  const convenio = await findConvenioCovering(trx, body.company_id, body.fecha_inicio, body.fecha_fin);
  if (!convenio) throw fieldError('company_id', practicumMessages.noConvenio);
  if (!(await findUniversity(trx, body.universidad_id))) throw fieldError('universidad_id', practicumMessages.university);
  const carrera = body.carrera.trim();
  const education = await trx
    .selectFrom('cv_education_in')
    .select('id')
    .where('user_id', '=', body.student_id)
    .where('universidad_id', '=', body.universidad_id)
    .where('carrera', '=', carrera)
    .executeTakeFirst();
  if (!education) throw fieldError('carrera', practicumMessages.wrongCareer);
  const tutor = await findUserById(trx, body.tutor_id);
  if (!tutor || tutor.role_id !== ROLE_IDS.tutor) throw fieldError('tutor_id', practicumMessages.notTutor);
  const offerId = body.offer_id ?? null;
  if (offerId !== null) {
    const offer = await findOffer(trx, offerId);
    if (!offer || offer.company_id !== body.company_id) throw fieldError('offer_id', practicumMessages.offer);
  }
  return {
    student_id: body.student_id,
    company_id: body.company_id,
    convenio_id: convenio.id,
    tutor_id: body.tutor_id,
    universidad_id: body.universidad_id,
    carrera,
    tipo: body.tipo,
    offer_id: offerId,
    fecha_inicio: body.fecha_inicio,
    fecha_fin: body.fecha_fin,
    anio: Number(body.fecha_inicio.slice(0, 4)),
    horas_planificadas: body.horas_planificadas,
  };
}

async function notifyAll(
  trx: Kysely<Database>,
  changes: ChangeSet,
  row: PracticaListRow,
  make: (userId: number, link: string) => ReturnType<typeof practicumNotes.registered>,
) {
  await notifyUser(trx, changes, make(row.student_id, practicumPaths.student));
  await notifyUser(trx, changes, make(row.company_id, practicumPaths.company));
  await notifyUser(trx, changes, make(row.tutor_id, practicumPaths.tutor));
}

export async function createPractica(context: ServiceContext, body: PracticaBody): Promise<Practica> {
  const id = await applyChange(context, async (trx, changes) => {
    const fields = await checkPracticaBody(trx, body);
    const now = isoNow();
    const estado = practicaEstadoOn({ ...fields, estado: 'planificada', horas_aprobadas: 0 }, offerToday());
    const id = await insertPractica(trx, { ...fields, estado, created_at: now, updated_at: now });
    changes.record({ entity: PRACTICA_ENTITY, entityId: id, action: 'create', after: practicaAudit({ ...fields, estado }) });
    const row = await loadRow(context, 'admin', id, trx);
    await notifyAll(trx, changes, row, (userId, link) => practicumNotes.registered(userId, newsOf(row), link));
    const company = await findUserById(trx, row.company_id);
    if (company) await changes.queueMail(practicumMails.registeredCompany(context.site, company.email, newsOf(row)));
    return id;
  });
  return getPractica(context, 'admin', id);
}

/** Changes a practicum's registration until it is graded or anulada (409 then). */
export async function updatePracticaAsAdmin(context: ServiceContext, id: number, body: PracticaBody): Promise<Practica> {
  await applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(lockPractica(trx, null, id), practicumMessages.practicaNotFound);
    if (isClosed(estadoOf(before, offerToday()))) throw conflict(practicumMessages.closed);
    const fields = await checkPracticaBody(trx, body);
    const estado = practicaEstadoOn({ ...before, ...fields }, offerToday());
    await updatePractica(trx, id, { ...fields, estado, updated_at: isoNow() });
    changes.record({
      entity: PRACTICA_ENTITY,
      entityId: id,
      action: 'update',
      before: practicaAudit(before),
      after: practicaAudit({ ...fields, estado }),
    });
  });
  return getPractica(context, 'admin', id);
}

export async function anularPractica(context: ServiceContext, id: number, body: AnularBody): Promise<Practica> {
  await applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(lockPractica(trx, null, id), practicumMessages.practicaNotFound);
    if (isClosed(estadoOf(before, offerToday()))) throw conflict(practicumMessages.closed);
    const motivo = body.motivo.trim();
    await updatePractica(trx, id, { estado: 'anulada', motivo_anulacion: motivo, updated_at: isoNow() });
    changes.record({
      entity: PRACTICA_ENTITY,
      entityId: id,
      action: 'anular',
      before: { estado: before.estado },
      after: { estado: 'anulada', motivo },
    });
    const row = await loadRow(context, 'admin', id, trx);
    await notifyAll(trx, changes, row, (userId, link) => practicumNotes.anulada(userId, newsOf(row), link));
  });
  return getPractica(context, 'admin', id);
}

/* ---------- the hours log ---------- */

const horaView = (row: HoraRow): Hora => ({
  id: row.id,
  fecha: row.fecha,
  horas: Number(row.horas),
  actividades: row.actividades,
  estado: row.estado,
  motivo: row.motivo,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

const horaAudit = (row: Pick<HoraRow, 'practica_id' | 'fecha' | 'horas' | 'estado'> & { motivo?: string | null }) => ({
  practica_id: row.practica_id,
  fecha: row.fecha,
  horas: Number(row.horas),
  estado: row.estado,
  ...(row.motivo ? { motivo: row.motivo } : {}),
});

export async function listHoras(context: ServiceContext, side: PracticumSide, id: number, query: HoraQuery): Promise<HoraPage> {
  await loadRow(context, side, id);
  const page = await pageHoras(context.db, id, query.estado, pageRequest(query, 50));
  return mapPage(page, horaView);
}

/** Entries may be logged until the practicum is graded or anulada (409), on its days up to today, 12 h a day at most. */
async function checkEntry(trx: Kysely<Database>, practica: PracticaRow, body: HoraBody, exceptId?: number) {
  const today = offerToday();
  if (isClosed(estadoOf(practica, today))) throw conflict(practicumMessages.closed);
  checkDay('fecha', body.fecha);
  if (body.fecha > today) throw fieldError('fecha', practicumMessages.futureDate);
  if (body.fecha < practica.fecha_inicio || body.fecha > practica.fecha_fin) throw fieldError('fecha', practicumMessages.outsideDates);
  const logged = await hoursOnDay(trx, practica.student_id, body.fecha, exceptId);
  if (logged + body.horas > practicumLimits.horasPorDia)
    throw fieldError('horas', practicumMessage(practicumMessages.dailyLimit, { horas: logged }));
  return { fecha: body.fecha, horas: body.horas, actividades: body.actividades.trim() };
}

async function notifyCompanyOfEntry(
  context: ServiceContext,
  trx: Transaction<Database>,
  changes: ChangeSet,
  practicaId: number,
  horas: number,
) {
  const row = await loadRow(context, 'admin', practicaId, trx);
  await notifyUser(trx, changes, practicumNotes.entryLogged(row.company_id, newsOf(row), horas));
}

export async function addHora(context: ServiceContext, practicaId: number, body: HoraBody): Promise<Hora> {
  const owner = ownerOf(context, 'student');
  const entryId = await applyChange(context, async (trx, changes) => {
    const practica = await findOrNotFound(lockPractica(trx, owner, practicaId), practicumMessages.practicaNotFound);
    const fields = await checkEntry(trx, practica, body);
    const now = isoNow();
    const { id } = await trx
      .insertInto('practica_horas')
      .values({
        ...fields,
        practica_id: practicaId,
        student_id: practica.student_id,
        estado: 'pendiente',
        motivo: null,
        reviewed_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    changes.record({
      entity: HORA_ENTITY,
      entityId: id,
      action: 'create',
      after: horaAudit({ ...fields, practica_id: practicaId, estado: 'pendiente' }),
    });
    await notifyCompanyOfEntry(context, trx, changes, practicaId, fields.horas);
    return id;
  });
  return horaView((await findHora(context.db, practicaId, entryId))!);
}

/** Editing an entry (pendiente or rechazada; an approved one is locked: 409) sends it back to review. */
export async function updateHora(context: ServiceContext, practicaId: number, entryId: number, body: HoraBody): Promise<Hora> {
  const owner = ownerOf(context, 'student');
  await applyChange(context, async (trx, changes) => {
    const practica = await findOrNotFound(lockPractica(trx, owner, practicaId), practicumMessages.practicaNotFound);
    const before = await findOrNotFound(findHora(trx, practicaId, entryId, { forUpdate: true }), practicumMessages.entryNotFound);
    if (before.estado === 'aprobada') throw conflict(practicumMessages.entryLocked);
    const fields = await checkEntry(trx, practica, body, entryId);
    await trx
      .updateTable('practica_horas')
      .set({ ...fields, estado: 'pendiente', motivo: null, reviewed_at: null, updated_at: isoNow() })
      .where('id', '=', entryId)
      .execute();
    changes.record({
      entity: HORA_ENTITY,
      entityId: entryId,
      action: 'update',
      before: horaAudit(before),
      after: horaAudit({ ...fields, practica_id: practicaId, estado: 'pendiente' }),
    });
    await notifyCompanyOfEntry(context, trx, changes, practicaId, fields.horas);
  });
  return horaView((await findHora(context.db, practicaId, entryId))!);
}

export async function deleteHora(context: ServiceContext, practicaId: number, entryId: number): Promise<void> {
  const owner = ownerOf(context, 'student');
  await applyChange(context, async (trx, changes) => {
    const practica = await findOrNotFound(lockPractica(trx, owner, practicaId), practicumMessages.practicaNotFound);
    const before = await findOrNotFound(findHora(trx, practicaId, entryId, { forUpdate: true }), practicumMessages.entryNotFound);
    if (before.estado === 'aprobada') throw conflict(practicumMessages.entryLocked);
    if (isClosed(estadoOf(practica, offerToday()))) throw conflict(practicumMessages.closed);
    await trx.deleteFrom('practica_horas').where('id', '=', entryId).execute();
    changes.record({ entity: HORA_ENTITY, entityId: entryId, action: 'delete', before: horaAudit(before) });
  });
}

/** The stored status and approved hours after a review: all planned hours approved finishes it at once. */
async function refreshHours(trx: Kysely<Database>, practica: PracticaRow): Promise<{ before: PracticaEstado; after: PracticaEstado }> {
  const horas = await approvedHours(trx, practica.id);
  const after = practicaEstadoOn({ ...practica, horas_aprobadas: horas }, offerToday());
  await updatePractica(trx, practica.id, { horas_aprobadas: horas, estado: after, updated_at: isoNow() });
  return { before: estadoOf(practica, offerToday()), after };
}

/** The company approves or rejects an entry (a rejection needs its reason; an approved entry is final: 409). */
export async function reviewHora(context: ServiceContext, practicaId: number, entryId: number, body: RevisionBody): Promise<Hora> {
  const owner = ownerOf(context, 'company');
  const motivo = body.motivo?.trim() || null;
  if (body.decision === 'rechazada' && (!motivo || motivo.length < practicumLimits.motivoMin))
    throw fieldError('motivo', practicumMessages.motivoRequired);
  await applyChange(context, async (trx, changes) => {
    const practica = await findOrNotFound(lockPractica(trx, owner, practicaId), practicumMessages.practicaNotFound);
    const before = await findOrNotFound(findHora(trx, practicaId, entryId, { forUpdate: true }), practicumMessages.entryNotFound);
    if (before.estado === 'aprobada') throw conflict(practicumMessages.entryLocked);
    if (isClosed(estadoOf(practica, offerToday()))) throw conflict(practicumMessages.closed);
    const now = isoNow();
    const kept = body.decision === 'rechazada' ? motivo : null;
    await trx
      .updateTable('practica_horas')
      .set({ estado: body.decision, motivo: kept, reviewed_at: now, updated_at: now })
      .where('id', '=', entryId)
      .execute();
    changes.record({
      entity: HORA_ENTITY,
      entityId: entryId,
      action: 'review',
      before: horaAudit(before),
      after: horaAudit({ ...before, estado: body.decision, motivo: kept }),
    });
    const moved = await refreshHours(trx, practica);
    const row = await loadRow(context, 'admin', practicaId, trx);
    await notifyUser(trx, changes, practicumNotes.entryReviewed(row.student_id, newsOf(row), body.decision === 'aprobada', kept));
    if (kept) await changes.queueMail(practicumMails.entryRejected(context.site, row.student_email, newsOf(row), kept));
    if (moved.before !== 'finalizada' && moved.after === 'finalizada') await announceFinished(context.site, trx, changes, row);
  });
  return horaView((await findHora(context.db, practicaId, entryId))!);
}

/** A practicum that just finished: everyone hears it, the company is asked by mail for its evaluation. */
export async function announceFinished(site: ServiceContext['site'], trx: Kysely<Database>, changes: ChangeSet, row: PracticaListRow) {
  changes.record({ entity: PRACTICA_ENTITY, entityId: row.id, action: 'estado', after: { estado: 'finalizada' } });
  await notifyAll(trx, changes, row, (userId, link) => practicumNotes.finished(userId, newsOf(row), link));
  const company = await findUserById(trx, row.company_id);
  if (company) await changes.queueMail(practicumMails.finishedCompany(site, company.email, newsOf(row)));
}

/* ---------- evaluations, grade, certificate ---------- */

async function decide(
  context: ServiceContext,
  side: PracticumSide,
  id: number,
  work: (trx: Transaction<Database>, changes: ChangeSet, practica: PracticaRow, estado: PracticaEstado) => Promise<PracticaUpdate>,
): Promise<Practica> {
  await applyChange(context, async (trx, changes) => {
    const practica = await findOrNotFound(lockPractica(trx, ownerOf(context, side), id), practicumMessages.practicaNotFound);
    const update = await work(trx, changes, practica, estadoOf(practica, offerToday()));
    await updatePractica(trx, id, { ...update, updated_at: isoNow() });
  });
  return getPractica(context, side, id);
}

/** The company's evaluation: once finalizada (409 before), once only (409 the second time). */
export function evaluateAsCompany(context: ServiceContext, id: number, body: EvaluacionEmpresaBody): Promise<Practica> {
  return decide(context, 'company', id, async (trx, changes, practica, estado) => {
    if (practica.ev_at !== null) throw conflict(practicumMessages.alreadyEvaluated);
    if (estado !== 'finalizada') throw conflict(estado === 'anulada' ? practicumMessages.closed : practicumMessages.notFinished);
    const evaluation = { ...body, comentario: body.comentario.trim() };
    changes.record({ entity: PRACTICA_ENTITY, entityId: id, action: 'evaluacion_empresa', after: evaluation });
    const row = await loadRow(context, 'admin', id, trx);
    await notifyUser(trx, changes, practicumNotes.companyEvaluated(row.tutor_id, newsOf(row)));
    await changes.queueMail(practicumMails.evaluatedTutor(context.site, row.tutor_email, newsOf(row)));
    return {
      estado,
      ev_puntualidad: body.puntualidad,
      ev_responsabilidad: body.responsabilidad,
      ev_trabajo_equipo: body.trabajo_equipo,
      ev_conocimientos: body.conocimientos,
      ev_comunicacion: body.comunicacion,
      ev_comentario: evaluation.comentario,
      ev_at: isoNow(),
    };
  });
}

/** The student's evaluation of the placement (the career office reads it, never the company): once finalizada. */
export function evaluateAsStudent(context: ServiceContext, id: number, body: EvaluacionEstudianteBody): Promise<Practica> {
  return decide(context, 'student', id, async (_trx, changes, practica, estado) => {
    if (practica.est_at !== null) throw conflict(practicumMessages.alreadyEvaluated);
    if (estado === 'planificada' || estado === 'en_curso') throw conflict(practicumMessages.notFinished);
    if (estado === 'anulada') throw conflict(practicumMessages.closed);
    const comentario = body.comentario.trim();
    changes.record({
      entity: PRACTICA_ENTITY,
      entityId: id,
      action: 'evaluacion_estudiante',
      after: { puntaje: body.puntaje, comentario },
    });
    return { est_puntaje: body.puntaje, est_comentario: comentario, est_at: isoNow() };
  });
}

/** A 12-character code from a CSPRNG over an alphabet without 0/O/1/I. */
export function newCertificateCode(): string {
  let code = '';
  for (let index = 0; index < practicumLimits.codigoLength; index += 1)
    code += certificateCodeAlphabet[randomInt(certificateCodeAlphabet.length)];
  return code;
}

async function freeCode(trx: Kysely<Database>): Promise<string> {
  for (;;) {
    const code = newCertificateCode();
    const taken = await trx.selectFrom('practicas').select('id').where('certificado_codigo', '=', code).executeTakeFirst();
    if (!taken) return code;
  }
}

/**
 * The tutor's grade: only after the company's evaluation (409), once; `aprobada` only with the
 * planned hours approved (422 on resultado). Approval issues the certificate.
 */
export function gradePractica(context: ServiceContext, id: number, body: CalificacionBody): Promise<Practica> {
  if (Math.abs(body.nota * 10 - Math.round(body.nota * 10)) > 1e-9) throw fieldError('nota', practicumMessages.nota);
  return decide(context, 'tutor', id, async (trx, changes, practica, estado) => {
    if (practica.cal_at !== null || estado === 'aprobada' || estado === 'reprobada') throw conflict(practicumMessages.graded);
    if (estado === 'anulada') throw conflict(practicumMessages.closed);
    if (practica.ev_at === null) throw conflict(practicumMessages.noCompanyEvaluation);
    if (body.resultado === 'aprobada' && practica.horas_aprobadas < practica.horas_planificadas) {
      throw fieldError(
        'resultado',
        practicumMessage(practicumMessages.hoursShort, { aprobadas: practica.horas_aprobadas, planificadas: practica.horas_planificadas }),
      );
    }
    const now = isoNow();
    const codigo = body.resultado === 'aprobada' ? await freeCode(trx) : null;
    const observaciones = body.observaciones.trim();
    changes.record({
      entity: PRACTICA_ENTITY,
      entityId: id,
      action: 'calificacion',
      before: { estado },
      after: { estado: body.resultado, nota: body.nota, observaciones, ...(codigo ? { certificado_codigo: codigo } : {}) },
    });
    const row = await loadRow(context, 'admin', id, trx);
    await notifyUser(trx, changes, practicumNotes.graded(row.student_id, newsOf(row), body.resultado === 'aprobada'));
    return {
      estado: body.resultado,
      cal_resultado: body.resultado,
      cal_nota: body.nota,
      cal_observaciones: observaciones,
      cal_at: now,
      certificado_codigo: codigo,
      certificado_emitido_en: codigo ? now : null,
    };
  });
}

/** The approved practicum's row for its certificate (404 until aprobada). */
export async function certificateRow(context: ServiceContext, id: number): Promise<PracticaListRow> {
  const row = await loadRow(context, 'student', id);
  if (row.estado !== 'aprobada' || !row.certificado_codigo) throw notFound(practicumMessages.certificateNotFound);
  return row;
}

/** The student's certificate as a PDF (404 until the practicum is aprobada). */
export async function certificatePdf(context: ServiceContext, id: number): Promise<{ pdf: Buffer; fileName: string }> {
  const row = await certificateRow(context, id);
  const estudiante = studentFullName(row);
  const pdf = await renderCertificatePdf({
    estudiante,
    cedula: row.student_dni,
    carrera: row.carrera,
    universidad: row.universidad_nombre,
    empresa: row.empresa,
    tipo: row.tipo,
    horas: Number(row.horas_aprobadas),
    fecha_inicio: row.fecha_inicio,
    fecha_fin: row.fecha_fin,
    tutor: row.tutor_name,
    codigo: row.certificado_codigo!,
    verificarUrl: `${context.site.appUrl}${practicumPaths.verify}/${row.certificado_codigo}`,
    emitidoEn: new Date(row.certificado_emitido_en ?? row.updated_at),
  });
  return { pdf, fileName: `certificado-practica-${row.certificado_codigo}.pdf` };
}

/* ---------- the status job ---------- */

/**
 * Writes the status the calendar gives each running practicum whose stored one it has overtaken
 * (planificada → en_curso → finalizada), each move audited by the system; a finished one is
 * announced (the company is asked for its evaluation). Returns how many moved. One transaction
 * under the job's lock: a second instance skips or finds nothing left.
 */
export async function movePracticumStatuses(
  context: Pick<ServiceContext, 'db' | 'events' | 'site'>,
  now: Date = new Date(),
): Promise<number> {
  const today = offerToday(now);
  return applyChange({ db: context.db, events: context.events, actorId: null }, async (trx, changes) => {
    if (!(await tryJobLock(trx, jobLockKeys.practicumStatus))) return 0;
    let moved = 0;
    for (const practica of await overtakenPracticas(trx, today)) {
      const to = practicaEstadoOn(practica, today);
      if (to === practica.estado || !(await moveEstado(trx, practica.id, practica.estado, to, isoNow(now)))) continue;
      moved += 1;
      if (to === 'finalizada') {
        await announceFinished(context.site, trx, changes, (await findPractica(trx, null, practica.id))!);
      } else {
        changes.record({
          entity: PRACTICA_ENTITY,
          entityId: practica.id,
          action: 'estado',
          before: { estado: practica.estado },
          after: { estado: to },
        });
      }
    }
    return moved;
  });
}

/* ---------- the career office's proposal ---------- */

/** Offer types whose selected applicant the career office is asked to register as a practicum. */
const practicumOfferTypes = new Set(['practicas', 'pasantia']);

/**
 * A company marked an applicant of a practicum or internship offer as seleccionado: every
 * account whose role may register practicums is notified, with the form's fields in the link.
 */
export async function proposePracticum(
  trx: Kysely<Database>,
  changes: ChangeSet,
  offer: { id: number; tipo_contrato: string; company_id: number; empresa: string },
  student: { id: number; name: string },
): Promise<void> {
  if (!practicumOfferTypes.has(offer.tipo_contrato)) return;
  const office = await trx
    .selectFrom('users')
    .innerJoin('role_menus', 'role_menus.role_id', 'users.role_id')
    .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
    .select('users.id_us')
    .where('menus.title', '=', 'adm-practicas')
    .where('role_menus.c', '=', 1)
    .where('users.status', '=', 'activo')
    .execute();
  const link = `${practicumPaths.admin}?nuevo=1&student_id=${student.id}&company_id=${offer.company_id}&offer_id=${offer.id}`;
  for (const { id_us } of office) await notifyUser(trx, changes, practicumNotes.proposal(id_us, student.name, offer.empresa, link));
}
