import type { Kysely } from 'kysely';
import { foldForSearch } from '@portal/contracts';
import { seedOncePerVersion } from './seed-once.ts';
import type { Database, NewCatalogItem } from '../types.ts';
import { seedCatalogItems } from './catalog-data.ts';

/** Bumped when seedCatalogItems gains items that existing databases should receive. */
export const CATALOG_SEED_VERSION = '1';
const CATALOG_SEED_KEY = 'seed.catalogs';

/** Orders leave room between items, as a new item goes ten after the last. */
const ORDER_STEP = 10;

/**
 * Adds the seeded catalog items that are missing, once per seed version (checked at every
 * start): an item an administrator renamed or deactivated keeps its changes, and one deleted
 * stays deleted until a new seed version brings it back.
 */
export async function seedCatalogsOnce(db: Kysely<Database>): Promise<boolean> {
  return seedOncePerVersion(db, { key: CATALOG_SEED_KEY, version: CATALOG_SEED_VERSION }, async (trx, now) => {
    const rows: NewCatalogItem[] = Object.entries(seedCatalogItems).flatMap(([type, items]) =>
      items.map((item, index) => ({
        type,
        code: item.code,
        name: item.name,
        sort_order: (index + 1) * ORDER_STEP,
        active: 1 as const,
        parent_code: item.parent ?? null,
        search_text: foldForSearch(`${item.code} ${item.name}`),
        created_at: now,
        updated_at: now,
      })),
    );
    // In slices: one statement may carry only so many parameters.
    for (let start = 0; start < rows.length; start += 100) {
      await trx
        .insertInto('catalog_items')
        .values(rows.slice(start, start + 100))
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    }
  });
}
