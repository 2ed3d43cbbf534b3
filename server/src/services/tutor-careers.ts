import { practicumMessages, ROLE_IDS } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { listCareers } from '../db/repositories/universities.ts';
import type { Database } from '../db/types.ts';
import { fieldError } from '../domain/errors.ts';

/**
 * A Tutor académico's university and careers (API.md "Wave 3: points fixed"): given with role 4
 * only (422 on the field otherwise), both required with it, the careers named as in that
 * university's list. Answers null for any other role.
 */
export async function checkTutorCareers(
  db: Kysely<Database>,
  input: { role_id: number; universidad_id?: number; carreras?: string[] },
): Promise<{ universidadId: number; carreras: string[] } | null> {
  if (input.role_id !== ROLE_IDS.tutor) {
    if (input.universidad_id !== undefined) throw fieldError('universidad_id', practicumMessages.tutorFields);
    if (input.carreras !== undefined) throw fieldError('carreras', practicumMessages.tutorFields);
    return null;
  }
  if (input.universidad_id === undefined) throw fieldError('universidad_id', practicumMessages.tutorUniversity);
  if (input.carreras === undefined) throw fieldError('carreras', practicumMessages.tutorUniversity);
  const careers = new Set((await listCareers(db, input.universidad_id)).map((career) => career.nombre));
  if (careers.size === 0) throw fieldError('universidad_id', practicumMessages.university);
  const carreras = [...new Set(input.carreras.map((name) => name.trim()))];
  if (carreras.some((name) => !careers.has(name))) throw fieldError('carreras', practicumMessages.tutorCareers);
  return { universidadId: input.universidad_id, carreras };
}

export async function insertTutorCareers(db: Kysely<Database>, tutorId: number, universidadId: number, carreras: string[]) {
  await db
    .insertInto('tutor_careers')
    .values(carreras.map((carrera) => ({ tutor_id: tutorId, universidad_id: universidadId, carrera })))
    .execute();
}
