import { foldForSearch, universityLimits, universityMessages } from '@portal/contracts';
import type {
  AdminUniversity,
  AdminUniversityDetail,
  NewUniversityBody,
  UniversityAdminQuery,
  UniversityChangesBody,
  UniversityDeletion,
} from '@portal/contracts/schemas';
import { type Page, pageRequest } from '../db/paginate.ts';
import {
  deleteUniversity,
  findUniversity,
  insertUniversity,
  listUniversitiesWithCareerCount,
  universitiesInUse,
  universityNames,
  updateUniversity,
} from '../db/repositories/universities.ts';
import type { University, UniversityUpdate } from '../db/types.ts';
import { whenUnique } from '../db/unique-violation.ts';
import { fieldError, fieldsError, findOrNotFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { applyChange } from './changes.ts';
import type { ServiceContext } from './context.ts';
import { spanish } from './universities-service.ts';
import { nameTaken, placeMessages, universityAudit, universityDetail, universityViews } from './university-admin-views.ts';

/**
 * The universities' administration (menu `universities`). A university some CV names is
 * deactivated instead of deleted: it leaves the students' selects (GET /api/universities lists
 * active ones only) and stays on the CVs that name it.
 */
const ENTITY = 'university';

const blankToNull = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/**
 * A page of universities, active or not, in Spanish order; `q` matches name or initials whatever
 * their accents and case. Universities are a few dozen rows, so they are filtered and ordered in
 * memory: the same order on SQLite and PostgreSQL, whose collations differ.
 */
export async function listUniversitiesAsAdmin(context: ServiceContext, query: UniversityAdminQuery): Promise<Page<AdminUniversity>> {
  const request = pageRequest(query, universityLimits.perPageDefault);
  const folded = foldForSearch(query.q ?? '');
  const matching = (await listUniversitiesWithCareerCount(context.db))
    .filter((row) => query.activa === undefined || row.activa === (query.activa ? 1 : 0))
    .filter((row) => folded === '' || foldForSearch(`${row.nombre} ${row.siglas}`).includes(folded))
    .sort((a, b) => spanish.compare(a.nombre, b.nombre) || a.id - b.id);
  const start = (request.page - 1) * request.per_page;
  const items = await universityViews(context.db, matching.slice(start, start + request.per_page));
  return { items, total: matching.length, ...request };
}

export function getUniversityAsAdmin(context: ServiceContext, id: number): Promise<AdminUniversityDetail> {
  return universityDetail(context.db, id);
}

const nombreTaken = whenUnique(() => fieldError('nombre', universityMessages.nombreTaken));

export async function createUniversity(context: ServiceContext, input: NewUniversityBody): Promise<AdminUniversityDetail> {
  const nombre = input.nombre.trim();
  const id = await applyChange(context, async (trx, changes) => {
    const errors = await placeMessages(trx, input);
    if (nameTaken(await universityNames(trx), nombre)) errors.nombre = [universityMessages.nombreTaken];
    if (Object.keys(errors).length > 0) throw fieldsError(errors);
    const now = isoNow();
    const row = {
      nombre,
      siglas: input.siglas.trim(),
      tipo: input.tipo,
      provincia: input.provincia,
      ciudad: input.ciudad,
      web: blankToNull(input.web) ?? null,
      activa: input.activa === false ? (0 as const) : (1 as const),
      created_at: now,
      updated_at: now,
    };
    const universityId = await insertUniversity(trx, row);
    changes.record({ entity: ENTITY, entityId: universityId, action: 'create', after: universityAudit({ id: universityId, ...row }) });
    return universityId;
  }).catch(nombreTaken);
  return universityDetail(context.db, id);
}

export async function updateUniversityAsAdmin(
  context: ServiceContext,
  id: number,
  input: UniversityChangesBody,
): Promise<AdminUniversityDetail> {
  await applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(findUniversity(trx, id, { forUpdate: true }), universityMessages.notFound);
    const place = { provincia: input.provincia ?? before.provincia, ciudad: input.ciudad ?? before.ciudad };
    const errors = await placeMessages(trx, place, before);
    const nombre = input.nombre?.trim();
    if (nombre !== undefined && nameTaken(await universityNames(trx), nombre, id)) errors.nombre = [universityMessages.nombreTaken];
    if (Object.keys(errors).length > 0) throw fieldsError(errors);

    const update: UniversityUpdate = { updated_at: isoNow(), ...place };
    if (nombre !== undefined) update.nombre = nombre;
    if (input.siglas !== undefined) update.siglas = input.siglas.trim();
    if (input.tipo !== undefined) update.tipo = input.tipo;
    if (input.web !== undefined) update.web = blankToNull(input.web) ?? null;
    if (input.activa !== undefined) update.activa = input.activa ? 1 : 0;
    await updateUniversity(trx, id, update);
    const after = { ...before, ...update } as University;
    changes.record({ entity: ENTITY, entityId: id, action: 'update', before: universityAudit(before), after: universityAudit(after) });
  }).catch(nombreTaken);
  return universityDetail(context.db, id);
}

/** Deletes a university no CV names (its careers with it); one that a CV names is deactivated. */
export async function deleteUniversityAsAdmin(context: ServiceContext, id: number): Promise<{ message: string; data: UniversityDeletion }> {
  return applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(findUniversity(trx, id, { forUpdate: true }), universityMessages.notFound);
    const view = await universityDetail(trx, id);
    const { carreras, ...university } = view;
    if ((await universitiesInUse(trx, [id])).has(id)) {
      const now = isoNow();
      await updateUniversity(trx, id, { activa: 0, updated_at: now });
      const after: University = { ...before, activa: 0, updated_at: now };
      changes.record({
        entity: ENTITY,
        entityId: id,
        action: 'deactivate',
        before: universityAudit(before),
        after: universityAudit(after),
      });
      return {
        message: universityMessages.deactivated,
        data: { action: 'deactivated' as const, university: { ...university, activa: false, updated_at: now } },
      };
    }
    await deleteUniversity(trx, id);
    changes.record({
      entity: ENTITY,
      entityId: id,
      action: 'delete',
      before: { ...universityAudit(before), carreras: carreras.map((career) => career.nombre) },
    });
    return { message: universityMessages.deleted, data: { action: 'deleted' as const, university } };
  });
}
