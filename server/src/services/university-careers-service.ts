import { careerHoursDefaults, universityMessages } from '@portal/contracts';
import type { AdminCareer, CareerChangesBody, CareerDeletion, NewCareerBody } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import {
  careerNamesInUse,
  deleteCareer,
  findCareer,
  findUniversity,
  insertCareer,
  listCareers,
  renameCareerInCvs,
  updateCareer,
} from '../db/repositories/universities.ts';
import type { Database, UniversityCareer, UniversityCareerUpdate } from '../db/types.ts';
import { whenUnique } from '../db/unique-violation.ts';
import { fieldError, findOrNotFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { applyChange } from './changes.ts';
import type { ServiceContext } from './context.ts';
import { careerAudit, careerView, nameTaken } from './university-admin-views.ts';

/**
 * A university's careers (menu `universities`: c adds, u changes, d deletes). CVs store a career
 * by its name: renaming one renames it on the CVs that name it, and one a CV names is
 * deactivated instead of deleted (it leaves the students' select and stays on those CVs).
 */
const ENTITY = 'career';

const careerTaken = whenUnique(() => fieldError('nombre', universityMessages.careerTaken));

/** The university, locked for the change: two careers added at once are checked one after the other. */
const lockedUniversity = (trx: Kysely<Database>, universityId: number) =>
  findOrNotFound(findUniversity(trx, universityId, { forUpdate: true }), universityMessages.notFound);

const lockedCareer = (trx: Kysely<Database>, universityId: number, careerId: number) =>
  findOrNotFound(findCareer(trx, universityId, careerId, { forUpdate: true }), universityMessages.careerNotFound);

async function viewOf(db: Kysely<Database>, universityId: number, careerId: number): Promise<AdminCareer> {
  const career = await findOrNotFound(findCareer(db, universityId, careerId), universityMessages.careerNotFound);
  return careerView(career, await careerNamesInUse(db, universityId));
}

async function assertNameFree(trx: Kysely<Database>, universityId: number, nombre: string, exceptId?: number): Promise<void> {
  if (nameTaken(await listCareers(trx, universityId), nombre, exceptId)) throw fieldError('nombre', universityMessages.careerTaken);
}

export async function createCareer(context: ServiceContext, universityId: number, input: NewCareerBody): Promise<AdminCareer> {
  const nombre = input.nombre.trim();
  const id = await applyChange(context, async (trx, changes) => {
    await lockedUniversity(trx, universityId);
    await assertNameFree(trx, universityId, nombre);
    const now = isoNow();
    const row = {
      university_id: universityId,
      nombre,
      facultad: input.facultad.trim(),
      activa: input.activa === false ? (0 as const) : (1 as const),
      horas_practicas_laborales: input.horas_practicas_laborales ?? careerHoursDefaults.horas_practicas_laborales,
      horas_servicio_comunitario: input.horas_servicio_comunitario ?? careerHoursDefaults.horas_servicio_comunitario,
      created_at: now,
      updated_at: now,
    };
    const careerId = await insertCareer(trx, row);
    changes.record({ entity: ENTITY, entityId: careerId, action: 'create', after: careerAudit({ id: careerId, ...row }) });
    return careerId;
  }).catch(careerTaken);
  return viewOf(context.db, universityId, id);
}

export async function updateCareerAsAdmin(
  context: ServiceContext,
  universityId: number,
  careerId: number,
  input: CareerChangesBody,
): Promise<AdminCareer> {
  await applyChange(context, async (trx, changes) => {
    await lockedUniversity(trx, universityId);
    const before = await lockedCareer(trx, universityId, careerId);
    const nombre = input.nombre?.trim();
    if (nombre !== undefined) await assertNameFree(trx, universityId, nombre, careerId);

    const update: UniversityCareerUpdate = { updated_at: isoNow() };
    if (nombre !== undefined) update.nombre = nombre;
    if (input.facultad !== undefined) update.facultad = input.facultad.trim();
    if (input.activa !== undefined) update.activa = input.activa ? 1 : 0;
    if (input.horas_practicas_laborales !== undefined) update.horas_practicas_laborales = input.horas_practicas_laborales;
    if (input.horas_servicio_comunitario !== undefined) update.horas_servicio_comunitario = input.horas_servicio_comunitario;
    await updateCareer(trx, careerId, update);
    const renamedOnCvs =
      nombre !== undefined && nombre !== before.nombre ? await renameCareerInCvs(trx, universityId, before.nombre, nombre) : 0;
    const after = { ...before, ...update } as UniversityCareer;
    changes.record({
      entity: ENTITY,
      entityId: careerId,
      action: 'update',
      before: careerAudit(before),
      after: { ...careerAudit(after), ...(renamedOnCvs > 0 && { cv_entries_renamed: renamedOnCvs }) },
    });
  }).catch(careerTaken);
  return viewOf(context.db, universityId, careerId);
}

export async function deleteCareerAsAdmin(
  context: ServiceContext,
  universityId: number,
  careerId: number,
): Promise<{ message: string; data: CareerDeletion }> {
  return applyChange(context, async (trx, changes) => {
    await lockedUniversity(trx, universityId);
    const before = await lockedCareer(trx, universityId, careerId);
    const namesInUse = await careerNamesInUse(trx, universityId);
    if (namesInUse.has(before.nombre)) {
      const after: UniversityCareer = { ...before, activa: 0, updated_at: isoNow() };
      await updateCareer(trx, careerId, { activa: 0, updated_at: after.updated_at });
      changes.record({ entity: ENTITY, entityId: careerId, action: 'deactivate', before: careerAudit(before), after: careerAudit(after) });
      return {
        message: universityMessages.careerDeactivated,
        data: { action: 'deactivated' as const, career: careerView(after, namesInUse) },
      };
    }
    await deleteCareer(trx, careerId);
    changes.record({ entity: ENTITY, entityId: careerId, action: 'delete', before: careerAudit(before) });
    return { message: universityMessages.careerDeleted, data: { action: 'deleted' as const, career: careerView(before, namesInUse) } };
  });
}
