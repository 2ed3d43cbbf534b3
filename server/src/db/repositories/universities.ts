import type { Kysely } from 'kysely';
import { lockable, type ReadOptions } from '../lock.ts';
import type {
  Database,
  NewUniversity,
  NewUniversityCareer,
  University,
  UniversityCareer,
  UniversityCareerUpdate,
  UniversityUpdate,
} from '../types.ts';

/** Active universities, each with its active careers (callers order them: databases collate accents and case differently). */
export async function listActiveUniversities(db: Kysely<Database>): Promise<Array<University & { careers: UniversityCareer[] }>> {
  const universities = await db.selectFrom('universities').selectAll().where('activa', '=', 1).execute();
  if (universities.length === 0) return [];
  const careers = await db
    .selectFrom('university_careers')
    .selectAll()
    .where('activa', '=', 1)
    .where(
      'university_id',
      'in',
      universities.map((university) => university.id),
    )
    .execute();
  return universities.map((university) => ({ ...university, careers: careers.filter((career) => career.university_id === university.id) }));
}

/** Every university, active or not, with how many careers it has (a few dozen rows: the caller filters and orders them). */
export function listUniversitiesWithCareerCount(db: Kysely<Database>) {
  return db
    .selectFrom('universities')
    .selectAll('universities')
    .select((eb) =>
      eb
        .selectFrom('university_careers')
        .select((inner) => inner.fn.countAll<number | string>().as('total'))
        .whereRef('university_careers.university_id', '=', 'universities.id')
        .as('carreras_total'),
    )
    .execute();
}

export function findUniversity(db: Kysely<Database>, id: number, options?: ReadOptions): Promise<University | undefined> {
  return lockable(db, db.selectFrom('universities').selectAll().where('id', '=', id), options).executeTakeFirst();
}

export function universityNames(db: Kysely<Database>): Promise<Array<{ id: number; nombre: string }>> {
  return db.selectFrom('universities').select(['id', 'nombre']).execute();
}

export async function insertUniversity(db: Kysely<Database>, row: NewUniversity): Promise<number> {
  return (await db.insertInto('universities').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateUniversity(db: Kysely<Database>, id: number, changes: UniversityUpdate): Promise<void> {
  await db.updateTable('universities').set(changes).where('id', '=', id).execute();
}

/** Its careers go with it (the foreign key cascades). */
export async function deleteUniversity(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('universities').where('id', '=', id).execute();
}

/** The ids among `ids` that some CV's university education names. */
export async function universitiesInUse(db: Kysely<Database>, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('cv_education_in')
    .select('universidad_id')
    .distinct()
    .where('universidad_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.universidad_id));
}

/** The career names of this university that some CV names (CVs store the career by name). */
export async function careerNamesInUse(db: Kysely<Database>, universityId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('cv_education_in').select('carrera').distinct().where('universidad_id', '=', universityId).execute();
  return new Set(rows.map((row) => row.carrera));
}

/** Points the CV entries that name a career at its new name; how many changed. */
export async function renameCareerInCvs(db: Kysely<Database>, universityId: number, from: string, to: string): Promise<number> {
  const result = await db
    .updateTable('cv_education_in')
    .set({ carrera: to })
    .where('universidad_id', '=', universityId)
    .where('carrera', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function listCareers(db: Kysely<Database>, universityId: number): Promise<UniversityCareer[]> {
  return db.selectFrom('university_careers').selectAll().where('university_id', '=', universityId).execute();
}

/** A career of that university (another university's career is not found). */
export function findCareer(
  db: Kysely<Database>,
  universityId: number,
  careerId: number,
  options?: ReadOptions,
): Promise<UniversityCareer | undefined> {
  const query = db.selectFrom('university_careers').selectAll().where('university_id', '=', universityId).where('id', '=', careerId);
  return lockable(db, query, options).executeTakeFirst();
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

export async function insertCareer(db: Kysely<Database>, row: NewUniversityCareer): Promise<number> {
  return (await db.insertInto('university_careers').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCareer(db: Kysely<Database>, id: number, changes: UniversityCareerUpdate): Promise<void> {
  await db.updateTable('university_careers').set(changes).where('id', '=', id).execute();
}

export async function deleteCareer(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('university_careers').where('id', '=', id).execute();
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
