import { type Kysely, type MigrationResult, Migrator } from 'kysely';
import { migrations } from './migrations/index.ts';

export class MigrationError extends Error {
  constructor(
    readonly failedMigration: string | undefined,
    cause: unknown,
  ) {
    super(`Database migration ${failedMigration ?? '(before any migration ran)'} failed`, { cause });
    this.name = 'MigrationError';
  }
}

/** Applies every pending migration; throws MigrationError when one fails. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    throw new MigrationError(results.find((result) => result.status === 'Error')?.migrationName, error);
  }
  return results;
}
