import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';
import { catalogs } from './catalog-data.ts';

/** Adds the catalog items signup needs that are missing; items an administrator edited are kept. */
export async function seedCatalogs(db: Kysely<Database>): Promise<void> {
  const rows = Object.entries(catalogs).flatMap(([type, items]) =>
    items.map(([code, name], index) => ({ type, code, name, sort_order: index + 1, active: 1 as const })),
  );
  await db.insertInto('catalog_items').values(rows).onConflict((conflict) => conflict.doNothing()).execute();
}
