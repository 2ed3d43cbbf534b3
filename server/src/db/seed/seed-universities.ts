import type { Kysely } from 'kysely';
import { seedOncePerVersion } from './seed-once.ts';
import type { Database } from '../types.ts';
import { seedUniversities } from './university-data.ts';

/** Bumped when seedUniversities gains universities or careers that existing databases should receive. */
export const UNIVERSITY_SEED_VERSION = '1';
const UNIVERSITY_SEED_KEY = 'seed.universities';

/**
 * Adds the seeded universities and careers that are missing, once per seed version (checked at
 * every start), as the catalogs are seeded: what an administrator changed or removed stays so
 * until a new seed version.
 */
export async function seedUniversitiesOnce(db: Kysely<Database>): Promise<boolean> {
  return seedOncePerVersion(db, { key: UNIVERSITY_SEED_KEY, version: UNIVERSITY_SEED_VERSION }, async (trx, now) => {
    await trx
      .insertInto('universities')
      .values(
        seedUniversities.map(({ carreras: _careers, ...university }) => ({
          ...university,
          activa: 1 as const,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const ids = await trx
      .selectFrom('universities')
      .select(['id', 'nombre'])
      .where(
        'nombre',
        'in',
        seedUniversities.map((university) => university.nombre),
      )
      .execute();
    const idOf = new Map(ids.map((row) => [row.nombre, row.id]));
    const careers = seedUniversities.flatMap((university) => {
      const universityId = idOf.get(university.nombre);
      if (universityId === undefined) return [];
      return Object.entries(university.carreras).map(([nombre, facultad]) => ({
        university_id: universityId,
        nombre,
        facultad,
        created_at: now,
        updated_at: now,
      }));
    });
    await trx
      .insertInto('university_careers')
      .values(careers)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
}
