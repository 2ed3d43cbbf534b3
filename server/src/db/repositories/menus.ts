import type { Kysely } from 'kysely';
import { lockable, type ReadOptions } from '../lock.ts';
import type { Database, NewMenu, Menu } from '../types.ts';

export type MenuChanges = Partial<Omit<NewMenu, 'id' | 'created_at'>>;

export function listMenus(db: Kysely<Database>): Promise<Menu[]> {
  return db.selectFrom('menus').selectAll().orderBy('parent_id').orderBy('sort_order').orderBy('id').execute();
}

export function findMenu(db: Kysely<Database>, id: number, options?: ReadOptions): Promise<Menu | undefined> {
  return lockable(db, db.selectFrom('menus').selectAll().where('id', '=', id), options).executeTakeFirst();
}

export function findMenuByTitle(db: Kysely<Database>, title: string): Promise<Menu | undefined> {
  return db.selectFrom('menus').selectAll().where('title', '=', title).executeTakeFirst();
}

/** The title key of the menu entry at `path` (the first, should two share it), if one is. */
export async function findMenuTitleByPath(db: Kysely<Database>, path: string): Promise<string | undefined> {
  const row = await db.selectFrom('menus').select('title').where('path', '=', path).orderBy('id').limit(1).executeTakeFirst();
  return row?.title;
}

export async function insertMenu(db: Kysely<Database>, menu: NewMenu): Promise<number> {
  const { id } = await db.insertInto('menus').values(menu).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateMenu(db: Kysely<Database>, id: number, changes: MenuChanges): Promise<void> {
  await db.updateTable('menus').set(changes).where('id', '=', id).execute();
}

export async function deleteMenu(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('menus').where('id', '=', id).execute();
}

export async function countChildren(db: Kysely<Database>, id: number): Promise<number> {
  const { count } = await db
    .selectFrom('menus')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('parent_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Roles whose menu shows this item, directly or through one of its children. */
export async function rolesHoldingMenu(db: Kysely<Database>, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('role_menus')
    .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
    .select('role_menus.role_id')
    .distinct()
    .where((eb) => eb.or([eb('menus.id', '=', id), eb('menus.parent_id', '=', id)]))
    .execute();
  return rows.map((row) => row.role_id);
}
