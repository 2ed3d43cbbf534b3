import { foldForSearch, universityMessages, validationMessages } from '@portal/contracts';
import type { AdminCareer, AdminUniversity, AdminUniversityDetail } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import { catalogItemNames, findCatalogItemByCode } from '../db/repositories/catalogs.ts';
import { careerNamesInUse, findUniversity, listCareers, universitiesInUse } from '../db/repositories/universities.ts';
import type { Database, University, UniversityCareer } from '../db/types.ts';
import { findOrNotFound } from '../domain/errors.ts';
import { spanish } from './universities-service.ts';

/**
 * How universities and careers read in the administration and in its audit entries, and the
 * checks both the universities' and the careers' services share.
 */

export type UniversityWithCount = University & { carreras_total: number | string | null };

export const universityAudit = (university: University) => ({
  nombre: university.nombre,
  siglas: university.siglas,
  tipo: university.tipo,
  provincia: university.provincia,
  ciudad: university.ciudad,
  web: university.web,
  activa: university.activa === 1,
});

export const careerAudit = (career: UniversityCareer) => ({
  university_id: career.university_id,
  nombre: career.nombre,
  facultad: career.facultad,
  activa: career.activa === 1,
  horas_practicas_laborales: career.horas_practicas_laborales,
  horas_servicio_comunitario: career.horas_servicio_comunitario,
});

export function careerView(career: UniversityCareer, namesInUse: ReadonlySet<string>): AdminCareer {
  return {
    id: career.id,
    nombre: career.nombre,
    facultad: career.facultad,
    activa: career.activa === 1,
    in_use: namesInUse.has(career.nombre),
    horas_practicas_laborales: career.horas_practicas_laborales,
    horas_servicio_comunitario: career.horas_servicio_comunitario,
  };
}

/** Faculty, then name, in Spanish order. */
export const byFacultyThenName = (a: UniversityCareer, b: UniversityCareer) =>
  spanish.compare(a.facultad, b.facultad) || spanish.compare(a.nombre, b.nombre) || a.id - b.id;

/** The rows as the list shows them: province and city by name, and whether a CV names each. */
export async function universityViews(db: Kysely<Database>, rows: UniversityWithCount[]): Promise<AdminUniversity[]> {
  const [names, inUse] = await Promise.all([
    catalogItemNames(
      db,
      rows.flatMap((row) => [
        { type: 'provincias', code: row.provincia },
        { type: 'ciudades', code: row.ciudad },
      ]),
    ),
    universitiesInUse(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const value = (type: string, code: string) => ({ code, name: names.get(type)?.get(code) ?? code });
  return rows.map((row) => ({
    id: row.id,
    nombre: row.nombre,
    siglas: row.siglas,
    tipo: row.tipo,
    provincia: value('provincias', row.provincia),
    ciudad: value('ciudades', row.ciudad),
    web: row.web,
    activa: row.activa === 1,
    in_use: inUse.has(row.id),
    carreras_total: Number(row.carreras_total ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

/** One university with every career, active or not. */
export async function universityDetail(db: Kysely<Database>, id: number): Promise<AdminUniversityDetail> {
  const university = await findOrNotFound(findUniversity(db, id), universityMessages.notFound);
  const [careers, namesInUse] = await Promise.all([listCareers(db, id), careerNamesInUse(db, id)]);
  const [view] = await universityViews(db, [{ ...university, carreras_total: careers.length }]);
  return { ...view!, carreras: careers.sort(byFacultyThenName).map((career) => careerView(career, namesInUse)) };
}

/** Another row among `rows` has the same name, accents, case and spacing aside. */
export function nameTaken(rows: ReadonlyArray<{ id: number; nombre: string }>, nombre: string, exceptId?: number): boolean {
  const folded = foldForSearch(nombre);
  return rows.some((row) => row.id !== exceptId && foldForSearch(row.nombre) === folded);
}

/**
 * A province and a city of it, both active in their catalogs; a pair kept as stored passes even if
 * since deactivated. Messages by field.
 */
export async function placeMessages(
  db: Kysely<Database>,
  place: { provincia: string; ciudad: string },
  stored?: { provincia: string; ciudad: string },
): Promise<Record<string, string[]>> {
  const keptProvince = stored?.provincia === place.provincia;
  const province = await findCatalogItemByCode(db, 'provincias', place.provincia);
  if (!province || (province.active !== 1 && !keptProvince)) return { provincia: [validationMessages.province] };
  const keptCity = keptProvince && stored?.ciudad === place.ciudad;
  const city = await findCatalogItemByCode(db, 'ciudades', place.ciudad);
  if (!city || city.parent_code !== place.provincia || (city.active !== 1 && !keptCity)) return { ciudad: [universityMessages.city] };
  return {};
}
