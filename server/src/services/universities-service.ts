import type { University } from '@portal/contracts/schemas';
import { catalogItemNames } from '../db/repositories/catalogs.ts';
import { listActiveUniversities } from '../db/repositories/universities.ts';
import type { ServiceContext } from './context.ts';

/** Spanish order, the same on SQLite and PostgreSQL: accents and case do not decide it. */
export const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Active universities by name with their careers by faculty then name, for the CV's selects (`GET /api/universities`). */
export async function universityOptions(context: ServiceContext): Promise<University[]> {
  const universities = (await listActiveUniversities(context.db)).sort((a, b) => spanish.compare(a.nombre, b.nombre) || a.id - b.id);
  const provinces = (
    await catalogItemNames(
      context.db,
      universities.map((university) => ({ type: 'provincias', code: university.provincia })),
    )
  ).get('provincias');
  return universities.map((university) => ({
    id: university.id,
    nombre: university.nombre,
    siglas: university.siglas,
    tipo: university.tipo,
    provincia: { code: university.provincia, name: provinces?.get(university.provincia) ?? university.provincia },
    carreras: university.careers
      .sort((a, b) => spanish.compare(a.facultad, b.facultad) || spanish.compare(a.nombre, b.nombre))
      .map((career) => ({
        id: career.id,
        nombre: career.nombre,
        facultad: career.facultad,
        horas_practicas_laborales: career.horas_practicas_laborales,
        horas_servicio_comunitario: career.horas_servicio_comunitario,
      })),
  }));
}
