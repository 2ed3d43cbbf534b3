import type { Kysely } from 'kysely';
import type { Database, University, UniversityCareer } from '../types.ts';

/** Active universities, each with its careers (callers order them: databases collate accents and case differently). */
export async function listActiveUniversities(db: Kysely<Database>): Promise<Array<University & { careers: UniversityCareer[] }>> {
  const universities = await db.selectFrom('universities').selectAll().where('activa', '=', 1).execute();
  if (universities.length === 0) return [];
  const careers = await db
    .selectFrom('university_careers')
    .selectAll()
    .where(
      'university_id',
      'in',
      universities.map((university) => university.id),
    )
    .execute();
  return universities.map((university) => ({ ...university, careers: careers.filter((career) => career.university_id === university.id) }));
}

export function findUniversity(db: Kysely<Database>, id: number): Promise<University | undefined> {
  return db.selectFrom('universities').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The career of that university with exactly this name. */
export function findCareerByName(db: Kysely<Database>, universityId: number, nombre: string): Promise<UniversityCareer | undefined> {
  return db
    .selectFrom('university_careers')
    .selectAll()
    .where('university_id', '=', universityId)
    .where('nombre', '=', nombre)
    .executeTakeFirst();
}

/** Name and initials of each university, for entries that point at them (active or not). */
export async function universityRefs(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, { id: number; nombre: string; siglas: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('universities')
    .select(['id', 'nombre', 'siglas'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Which of these names some active university's career has (an offer's target careers). */
export async function activeCareerNames(db: Kysely<Database>, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('university_careers')
    .innerJoin('universities', 'universities.id', 'university_careers.university_id')
    .select('university_careers.nombre')
    .distinct()
    .where('universities.activa', '=', 1)
    .where('university_careers.nombre', 'in', [...new Set(names)])
    .execute();
  return new Set(rows.map((row) => row.nombre));
}
