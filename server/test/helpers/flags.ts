import type { MenuAction, MenuTitle } from '@portal/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/types.ts';

/** Switches one flag of a role's menu item straight in the database, as an administrator's change would. */
export function setMenuFlag(db: Kysely<Database>, roleId: number, title: MenuTitle, action: MenuAction, value: 0 | 1) {
  return db
    .updateTable('role_menus')
    .set({ [action]: value })
    .where('role_id', '=', roleId)
    .where('menu_id', 'in', db.selectFrom('menus').select('id').where('title', '=', title))
    .execute();
}
