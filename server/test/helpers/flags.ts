import type { MenuAction, MenuTitle } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * A role's menu or flags were changed straight in the database: announced as the administrator's
 * change announces it after commit (role.updated), which drops what the auth check keeps.
 */
export function announceRoleChange(app: FastifyInstance, roleId: number): void {
  app.events.emit({ name: 'role.updated', payload: { roleId } });
}

/** The id of the menu item with this title. */
export async function menuIdOf(app: FastifyInstance, title: string): Promise<number> {
  return (await app.db.selectFrom('menus').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
}

/** Switches one flag of a role's menu item straight in the database, as an administrator's change would. */
export async function setMenuFlag(app: FastifyInstance, roleId: number, title: MenuTitle, action: MenuAction, value: 0 | 1) {
  await app.db
    .updateTable('role_menus')
    .set({ [action]: value })
    .where('role_id', '=', roleId)
    .where('menu_id', 'in', app.db.selectFrom('menus').select('id').where('title', '=', title))
    .execute();
  announceRoleChange(app, roleId);
}
