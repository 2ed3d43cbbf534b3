import type { Kysely } from 'kysely';
import type { Database, DatabaseDialect } from '../types.ts';
import { type AdminSettings, ensureFirstAdmin, type HashPassword, type SeedLog } from './first-admin.ts';
import { seedAccessOnce, seedRolesIfMissing } from './seed-access.ts';
import { seedCatalogsOnce } from './seed-catalogs.ts';
import { seedUniversitiesOnce } from './seed-universities.ts';

/** Everything a fresh install needs, safe to run at every start. */
export async function seedBase(
  db: Kysely<Database>,
  dialect: DatabaseDialect,
  admin: AdminSettings,
  log: SeedLog,
  hashPassword: HashPassword,
): Promise<void> {
  await seedRolesIfMissing(db, dialect);
  if (await seedAccessOnce(db)) log.info({}, 'Menús y permisos iniciales creados');
  if (await seedCatalogsOnce(db)) log.info({}, 'Catálogos iniciales creados');
  if (await seedUniversitiesOnce(db)) log.info({}, 'Universidades iniciales creadas');
  await ensureFirstAdmin(db, admin, log, hashPassword);
}
