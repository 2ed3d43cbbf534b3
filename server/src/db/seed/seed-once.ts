import type { Kysely, Transaction } from 'kysely';
import { isoNow } from '../../lib/time.ts';
import type { Database } from '../types.ts';

/**
 * Runs a seed once per version: `work` and the record of its version (`app_meta` key) commit
 * together, so a seed interrupted half-way runs again at the next start. False when that version
 * has already run. `work` is told the version seeded before (null on a fresh install).
 */
export async function seedOncePerVersion(
  db: Kysely<Database>,
  seed: { key: string; version: string },
  work: (trx: Transaction<Database>, now: string, seededVersion: string | null) => Promise<void>,
): Promise<boolean> {
  const done = await db.selectFrom('app_meta').select('value').where('key', '=', seed.key).executeTakeFirst();
  if (done?.value === seed.version) return false;

  await db.transaction().execute(async (trx) => {
    const now = isoNow();
    await work(trx, now, done?.value ?? null);
    await trx
      .insertInto('app_meta')
      .values({ key: seed.key, value: seed.version, updated_at: now })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: seed.version, updated_at: now }))
      .execute();
  });
  return true;
}
