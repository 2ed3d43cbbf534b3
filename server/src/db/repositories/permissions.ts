import type { MenuAction } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { lockable, type ReadOptions } from '../lock.ts';
import type { Database, Menu, RoleMenu } from '../types.ts';

export type Flags = Pick<RoleMenu, MenuAction>;

export type RoleMenuRow = Menu & Flags;

/** The menu items a role holds, with its flags on each, in menu order. */
export function roleMenuRows(db: Kysely<Database>, roleId: number): Promise<RoleMenuRow[]> {
  return db
    .selectFrom('role_menus')
    .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
    .selectAll('menus')
    .select(['role_menus.c', 'role_menus.u', 'role_menus.d', 'role_menus.x'])
    .where('role_menus.role_id', '=', roleId)
    .orderBy('menus.sort_order')
    .orderBy('menus.id')
    .execute();
}

/** The role's flags on the menu item with this title; undefined when the role does not hold it. */
export function findGrant(db: Kysely<Database>, roleId: number, menuTitle: string): Promise<Flags | undefined> {
  return db
    .selectFrom('role_menus')
    .innerJoin('menus', 'menus.id', 'role_menus.menu_id')
    .select(['role_menus.c', 'role_menus.u', 'role_menus.d', 'role_menus.x'])
    .where('role_menus.role_id', '=', roleId)
    .where('menus.title', '=', menuTitle)
    .executeTakeFirst();
}

export function findRoleMenu(db: Kysely<Database>, roleId: number, menuId: number, options?: ReadOptions): Promise<RoleMenu | undefined> {
  const query = db.selectFrom('role_menus').selectAll().where('role_id', '=', roleId).where('menu_id', '=', menuId);
  return lockable(db, query, options).executeTakeFirst();
}

export async function insertRoleMenu(db: Kysely<Database>, row: RoleMenu): Promise<void> {
  await db.insertInto('role_menus').values(row).execute();
}

export async function updateRoleMenu(db: Kysely<Database>, roleId: number, menuId: number, flags: Flags) {
  await db.updateTable('role_menus').set(flags).where('role_id', '=', roleId).where('menu_id', '=', menuId).execute();
}

export async function deleteRoleMenu(db: Kysely<Database>, roleId: number, menuId: number): Promise<void> {
  await db.deleteFrom('role_menus').where('role_id', '=', roleId).where('menu_id', '=', menuId).execute();
}
