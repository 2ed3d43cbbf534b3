import type { MenuPermissions, PermissionView } from '@portal/contracts/schemas';
import { findMenu, listMenus } from '../db/repositories/menus.ts';
import { deleteRoleMenu, findRoleMenu, type Flags, insertRoleMenu, roleMenuRows, updateRoleMenu } from '../db/repositories/permissions.ts';
import { findRole } from '../db/repositories/roles.ts';
import { whenUnique } from '../db/unique-violation.ts';
import { flagsOf } from '../domain/menu-tree.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { fieldError, findOrNotFound } from '../domain/errors.ts';
import { applyChange } from './changes.ts';
import type { ServiceContext } from './context.ts';
import { assertMayChangeGrant } from './privilege-rules.ts';
import { roleMessages } from './roles-service.ts';

export const permissionMessages = {
  menuNotFound: 'El elemento de menú no existe.',
  alreadyGranted: 'El rol ya tiene este elemento de menú.',
  notGranted: 'El rol no tiene este elemento de menú.',
} as const;

type FlagsView = MenuPermissions;

const toFlags = (view: FlagsView): Flags => ({ c: view.c ? 1 : 0, u: view.u ? 1 : 0, d: view.d ? 1 : 0, x: view.x ? 1 : 0 });

async function assertRole(db: Kysely<Database>, roleId: number): Promise<void> {
  await findOrNotFound(findRole(db, roleId), roleMessages.notFound);
}

/** Every menu item, with whether the role holds it and its flags: what the permissions screen edits. */
export async function listPermissions(context: ServiceContext, roleId: number): Promise<PermissionView[]> {
  await assertRole(context.db, roleId);
  const held = new Map((await roleMenuRows(context.db, roleId)).map((row) => [row.id, row]));
  return (await listMenus(context.db)).map((menu) => {
    const grant = held.get(menu.id);
    return {
      menu_id: menu.id,
      title: menu.title,
      name: menu.name,
      parent_id: menu.parent_id,
      granted: grant !== undefined,
      permissions: flagsOf(grant ?? { c: 0, u: 0, d: 0, x: 0 }),
    };
  });
}

async function permissionView(context: ServiceContext, roleId: number, menuId: number): Promise<PermissionView> {
  return findOrNotFound(
    (await listPermissions(context, roleId)).find((row) => row.menu_id === menuId),
    permissionMessages.menuNotFound,
  );
}

export async function grantMenu(context: ServiceContext, roleId: number, menuId: number, flags: FlagsView) {
  await assertRole(context.db, roleId);
  if (!(await findMenu(context.db, menuId))) throw fieldError('menu_id', permissionMessages.menuNotFound);
  if (await findRoleMenu(context.db, roleId, menuId)) throw fieldError('menu_id', permissionMessages.alreadyGranted);
  await applyChange(context, async (trx, changes) => {
    await assertMayChangeGrant(context, trx, { roleId, menuId, action: 'create', after: flags });
    await insertRoleMenu(trx, { role_id: roleId, menu_id: menuId, ...toFlags(flags) });
    changes.record({ entity: 'role_menu', entityId: `${roleId}:${menuId}`, action: 'create', after: flags });
    changes.announce({ name: 'role.updated', payload: { roleId } });
  }).catch(whenUnique(() => fieldError('menu_id', permissionMessages.alreadyGranted)));
  return permissionView(context, roleId, menuId);
}

export async function updateGrant(context: ServiceContext, roleId: number, menuId: number, flags: FlagsView) {
  await assertRole(context.db, roleId);
  await applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(findRoleMenu(trx, roleId, menuId, { forUpdate: true }), permissionMessages.notGranted);
    await assertMayChangeGrant(context, trx, { roleId, menuId, action: 'update', before: flagsOf(before), after: flags });
    await updateRoleMenu(trx, roleId, menuId, toFlags(flags));
    changes.record({ entity: 'role_menu', entityId: `${roleId}:${menuId}`, action: 'update', before: flagsOf(before), after: flags });
    changes.announce({ name: 'role.updated', payload: { roleId } });
  });
  return permissionView(context, roleId, menuId);
}

export async function revokeMenu(context: ServiceContext, roleId: number, menuId: number): Promise<void> {
  await assertRole(context.db, roleId);
  await applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(findRoleMenu(trx, roleId, menuId, { forUpdate: true }), permissionMessages.notGranted);
    await assertMayChangeGrant(context, trx, { roleId, menuId, action: 'delete', before: flagsOf(before) });
    await deleteRoleMenu(trx, roleId, menuId);
    changes.record({ entity: 'role_menu', entityId: `${roleId}:${menuId}`, action: 'delete', before: flagsOf(before) });
    changes.announce({ name: 'role.updated', payload: { roleId } });
  });
}
