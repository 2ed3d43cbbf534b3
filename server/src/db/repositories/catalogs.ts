import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';

export function listActiveCatalogItems(db: Kysely<Database>, type: string) {
  return db
    .selectFrom('catalog_items')
    .select(['code', 'name'])
    .where('type', '=', type)
    .where('active', '=', 1)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
}

export async function isActiveCatalogCode(db: Kysely<Database>, type: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('catalog_items')
    .select('id')
    .where('type', '=', type)
    .where('code', '=', code)
    .where('active', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}
