import { dataRequestDueDate, daysUntil, ecuadorDay } from '@portal/contracts';
import type {
  AdminDataRequest,
  AdminDataRequestPage,
  AdminDataRequestQuery,
  DataRequest,
  DataRequestBody,
  DataRequestPage,
} from '@portal/contracts/schemas';
import { paginate, pageRequest } from '../db/paginate.ts';
import type { DataRequestsTable } from '../db/types.ts';
import type { Selectable } from 'kysely';
import { conflict, findOrNotFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { dataRequestAnsweredMail, dataRequestAnsweredNotification } from '../mail/privacy-templates.ts';
import { applyChange } from './changes.ts';
import { type ServiceContext, signedIn } from './context.ts';
import { notifyUser } from './notifications-service.ts';

export const dataRequestMessages = {
  created: (day: string) => `Recibimos tu solicitud. Te responderemos a más tardar el ${day}.`,
  notFound: 'La solicitud no existe.',
  alreadyAnswered: 'Esta solicitud ya fue respondida.',
  answered: 'Respuesta enviada. La persona recibe un correo y una notificación.',
} as const;

export const DATA_REQUEST_ENTITY = 'data_request';

type Row = Selectable<DataRequestsTable>;

export function dataRequestView(row: Row): DataRequest {
  return {
    id: row.id,
    tipo: row.tipo,
    detalle: row.detalle,
    estado: row.estado,
    vence_el: row.vence_el,
    respuesta: row.respuesta,
    respondida_en: row.respondida_en,
    created_at: row.created_at,
  };
}

export async function fileDataRequest(context: ServiceContext, body: DataRequestBody): Promise<DataRequest> {
  const userId = signedIn(context).user.id_us;
  const now = new Date();
  return applyChange({ ...context, actorId: userId }, async (trx, changes) => {
    const row = await trx
      .insertInto('data_requests')
      .values({
        user_id: userId,
        tipo: body.tipo,
        detalle: body.detalle.trim(),
        estado: 'abierta',
        vence_el: dataRequestDueDate(now),
        respuesta: null,
        respondida_en: null,
        created_at: isoNow(now),
        updated_at: isoNow(now),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    changes.record({ entity: DATA_REQUEST_ENTITY, entityId: row.id, action: 'create', after: { tipo: row.tipo, vence_el: row.vence_el } });
    return dataRequestView(row);
  });
}

export function dataRequestCreatedMessage(request: DataRequest): string {
  return dataRequestMessages.created(request.vence_el);
}

export async function callerDataRequests(context: ServiceContext, query: { page?: number; per_page?: number }): Promise<DataRequestPage> {
  const query_ = context.db
    .selectFrom('data_requests')
    .selectAll()
    .where('user_id', '=', signedIn(context).user.id_us)
    .orderBy('id', 'desc');
  const page = await paginate(query_, pageRequest(query));
  return { ...page, items: page.items.map(dataRequestView) };
}

function adminQuery(context: ServiceContext) {
  return context.db
    .selectFrom('data_requests')
    .innerJoin('users', 'users.id_us', 'data_requests.user_id')
    .selectAll('data_requests')
    .select(['users.name_us', 'users.email']);
}

type AdminRow = Awaited<ReturnType<ReturnType<typeof adminQuery>['execute']>>[number];

function adminView(row: AdminRow, now: Date): AdminDataRequest {
  const open = row.estado === 'abierta';
  const left = open ? daysUntil(row.vence_el, now) : null;
  return {
    ...dataRequestView(row),
    user: { id: row.user_id, name_us: row.name_us, email: row.email },
    dias_restantes: left,
    vencida: left !== null && left < 0,
  };
}

/**
 * The career office's queue (menu `data-requests`): open requests first, the most urgent first
 * (overdue ones lead, each marked); `vencidas=1` keeps only the overdue.
 */
export async function adminDataRequests(context: ServiceContext, query: AdminDataRequestQuery): Promise<AdminDataRequestPage> {
  const now = new Date();
  const today = ecuadorDay(now);
  let rows = adminQuery(context);
  if (query.estado) rows = rows.where('data_requests.estado', '=', query.estado);
  if (query.vencidas === '1') rows = rows.where('data_requests.estado', '=', 'abierta').where('data_requests.vence_el', '<', today);
  const ordered = rows
    .orderBy((eb) => eb.case().when('data_requests.estado', '=', 'abierta').then(0).else(1).end())
    .orderBy('data_requests.vence_el', 'asc')
    .orderBy('data_requests.id', 'asc');
  const page = await paginate(ordered, pageRequest(query));
  return { ...page, items: page.items.map((row) => adminView(row, now)) };
}

/** The answer reaches the user by e-mail and notification (live); the step is audited. */
export async function answerDataRequest(context: ServiceContext, id: number, respuesta: string): Promise<AdminDataRequest> {
  const text = respuesta.trim();
  await applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(
      trx
        .selectFrom('data_requests')
        .innerJoin('users', 'users.id_us', 'data_requests.user_id')
        .selectAll('data_requests')
        .select('users.email')
        .where('data_requests.id', '=', id)
        .executeTakeFirst(),
      dataRequestMessages.notFound,
    );
    if (before.estado !== 'abierta') throw conflict(dataRequestMessages.alreadyAnswered);
    const now = isoNow();
    const updated = await trx
      .updateTable('data_requests')
      .set({ estado: 'respondida', respuesta: text, respondida_en: now, updated_at: now })
      .where('id', '=', id)
      .where('estado', '=', 'abierta')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw conflict(dataRequestMessages.alreadyAnswered);
    changes.record({
      entity: DATA_REQUEST_ENTITY,
      entityId: id,
      action: 'answer',
      before: { estado: 'abierta' },
      after: { estado: 'respondida' },
    });
    await changes.queueMail(dataRequestAnsweredMail(context.site, before.email, { tipo: before.tipo, respuesta: text }));
    await notifyUser(trx, changes, dataRequestAnsweredNotification(before.user_id, before.tipo));
  });
  const row = await adminQuery(context).where('data_requests.id', '=', id).executeTakeFirstOrThrow();
  return adminView(row, new Date());
}
