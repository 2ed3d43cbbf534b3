import type { Kysely } from 'kysely';
import { foldForSearch } from '@portal/contracts';
import { containsPattern, likeEscaped } from '../like.ts';
import { lockable, type ReadOptions } from '../lock.ts';
import { type PageRequest, paginate } from '../paginate.ts';
import type { CatalogItem, CatalogItemUpdate, Database, NewCatalogItem } from '../types.ts';

/** Active items for selects, in order; cities may be narrowed to one province. */
export function listActiveCatalogItems(db: Kysely<Database>, type: string, options: { parent?: string } = {}) {
  let query = db.selectFrom('catalog_items').select(['code', 'name', 'parent_code']).where('type', '=', type).where('active', '=', 1);
  if (options.parent !== undefined) query = query.where('parent_code', '=', options.parent);
  return query.orderBy('sort_order').orderBy('name').execute();
}

export async function isActiveCatalogCode(db: Kysely<Database>, type: string, code: string): Promise<boolean> {
  return (await findCatalogItemByCode(db, type, code))?.active === 1;
}

/** How many items each type holds, and how many of them are active. */
export async function countCatalogItems(db: Kysely<Database>): Promise<Map<string, { total: number; active: number }>> {
  const rows = await db
    .selectFrom('catalog_items')
    .select((eb) => ['type', eb.fn.countAll().as('total'), eb.fn.sum('active').as('active')])
    .groupBy('type')
    .execute();
  // PostgreSQL answers count and sum as bigint/numeric strings.
  return new Map(rows.map((row) => [row.type, { total: Number(row.total), active: Number(row.active ?? 0) }]));
}

export interface CatalogFilter {
  /** Matched against code and name, folded (no accents, no case). */
  search?: string;
  active?: boolean;
}

/** A page of a type's items, active or not, by order then name. */
export function pageCatalogItems(db: Kysely<Database>, type: string, filter: CatalogFilter, page: PageRequest) {
  let query = db.selectFrom('catalog_items').where('type', '=', type);
  const folded = filter.search ? foldForSearch(filter.search) : '';
  if (folded) query = query.where((eb) => likeEscaped(eb.ref('search_text'), containsPattern(folded)));
  if (filter.active !== undefined) query = query.where('active', '=', filter.active ? 1 : 0);
  return paginate(query.selectAll().orderBy('sort_order').orderBy('name').orderBy('id'), page);
}

/** An item of this type (another type's id is not found). */
export function findCatalogItem(db: Kysely<Database>, type: string, id: number, options?: ReadOptions): Promise<CatalogItem | undefined> {
  const query = db.selectFrom('catalog_items').selectAll().where('type', '=', type).where('id', '=', id);
  return lockable(db, query, options).executeTakeFirst();
}

export async function catalogCodeExists(db: Kysely<Database>, type: string, code: string): Promise<boolean> {
  return (await findCatalogItemByCode(db, type, code)) !== undefined;
}

/** The highest order in the type, or null when it is empty. */
export async function lastCatalogOrder(db: Kysely<Database>, type: string): Promise<number | null> {
  const row = await db
    .selectFrom('catalog_items')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .where('type', '=', type)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? null : Number(row.last);
}

export async function insertCatalogItem(db: Kysely<Database>, item: NewCatalogItem): Promise<number> {
  const { id } = await db.insertInto('catalog_items').values(item).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateCatalogItem(db: Kysely<Database>, id: number, changes: CatalogItemUpdate): Promise<void> {
  await db.updateTable('catalog_items').set(changes).where('id', '=', id).execute();
}

export async function deleteCatalogItem(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('catalog_items').where('id', '=', id).execute();
}

/** The item of the type with this code, active or not (cities carry their province), or undefined. */
export function findCatalogItemByCode(
  db: Kysely<Database>,
  type: string,
  code: string,
): Promise<{ active: CatalogItem['active']; parent_code: string | null } | undefined> {
  return db
    .selectFrom('catalog_items')
    .select(['active', 'parent_code'])
    .where('type', '=', type)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** The names of these items, active or not, by type then code (records keep codes of deactivated items). */
export async function catalogItemNames(
  db: Kysely<Database>,
  items: ReadonlyArray<{ type: string; code: string }>,
): Promise<Map<string, Map<string, string>>> {
  const names = new Map<string, Map<string, string>>();
  if (items.length === 0) return names;
  const rows = await db
    .selectFrom('catalog_items')
    .select(['type', 'code', 'name'])
    .where('type', 'in', [...new Set(items.map((item) => item.type))])
    .where('code', 'in', [...new Set(items.map((item) => item.code))])
    .execute();
  for (const row of rows) {
    let byCode = names.get(row.type);
    if (!byCode) names.set(row.type, (byCode = new Map()));
    byCode.set(row.code, row.name);
  }
  return names;
}
