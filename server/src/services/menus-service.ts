import { checkMenuPath, isMenuIconName, menuIconMessage } from '@portal/contracts';
import type { MenuChangesBody, MenuView, NewMenuBody } from '@portal/contracts/schemas';
import {
  countChildren,
  deleteMenu,
  findMenu,
  findMenuByTitle,
  insertMenu,
  listMenus,
  type MenuChanges,
  rolesHoldingMenu,
  updateMenu,
} from '../db/repositories/menus.ts';
import type { Menu, Database } from '../db/types.ts';
import { whenUnique } from '../db/unique-violation.ts';
import { iconOf } from '../domain/menu-tree.ts';
import type { Kysely } from 'kysely';
import { fieldError, fieldsError, findOrNotFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { applyChange, type ChangeSet } from './changes.ts';
import type { ServiceContext } from './context.ts';

export const menuMessages = {
  notFound: 'El elemento de menú no existe.',
  titleTaken: 'Ya existe un elemento de menú con ese título.',
  parent: 'El menú padre debe ser un elemento de primer nivel.',
  parentOfItself: 'Un elemento no puede ser su propio padre.',
  hasChildren: 'Un elemento con hijos no puede ser hijo de otro (el menú tiene un solo nivel de anidamiento).',
  deleteChildren: 'Elimine o mueva primero los elementos hijos.',
  guarded: 'Este elemento protege funciones del servidor: no se puede eliminar ni cambiar su título.',
} as const;

export function menuView(menu: Menu): MenuView {
  return {
    id: menu.id,
    name: menu.name,
    title: menu.title,
    path: menu.path,
    icon: iconOf(menu),
    parent_id: menu.parent_id,
    order: menu.sort_order,
  };
}

type MenuInput = MenuChangesBody;

export async function listMenuItems(context: ServiceContext): Promise<MenuView[]> {
  return (await listMenus(context.db)).map(menuView);
}

/** A path only to a portal screen (never off the portal), an icon only of those the portal draws. */
function checkTarget(input: MenuInput): void {
  const errors: Record<string, string[]> = {};
  const pathProblem = input.path ? checkMenuPath(input.path) : null;
  if (pathProblem) errors.path = [pathProblem];
  if (input.icon && !isMenuIconName(input.icon.set, input.icon.name)) errors.icon = [menuIconMessage];
  if (Object.keys(errors).length > 0) throw fieldsError(errors);
}

async function checkPlacement(db: Kysely<Database>, input: MenuInput, current?: Menu): Promise<void> {
  checkTarget(input);
  if (input.title !== undefined) {
    const owner = await findMenuByTitle(db, input.title);
    if (owner && owner.id !== current?.id) throw fieldError('title', menuMessages.titleTaken);
  }
  if (input.parent_id === undefined || input.parent_id === null) return;
  if (input.parent_id === current?.id) throw fieldError('parent_id', menuMessages.parentOfItself);
  const parent = await findMenu(db, input.parent_id);
  if (!parent || parent.parent_id !== null) throw fieldError('parent_id', menuMessages.parent);
  if (current && (await countChildren(db, current.id)) > 0) throw fieldError('parent_id', menuMessages.hasChildren);
}

function toColumns(input: MenuInput): MenuChanges {
  const columns: MenuChanges = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.title !== undefined) columns.title = input.title;
  if (input.path !== undefined) columns.path = input.path;
  if (input.icon !== undefined) Object.assign(columns, { icon_set: input.icon?.set ?? null, icon_name: input.icon?.name ?? null });
  if (input.parent_id !== undefined) columns.parent_id = input.parent_id;
  if (input.order !== undefined) columns.sort_order = input.order;
  return columns;
}

const titleTaken = whenUnique(() => fieldError('title', menuMessages.titleTaken));

/** Every role that shows the item gets its new menu. */
function announceHolders(changes: ChangeSet, roleIds: number[]): void {
  for (const roleId of roleIds) changes.announce({ name: 'role.updated', payload: { roleId } });
}

export async function createMenuItem(context: ServiceContext, input: NewMenuBody): Promise<MenuView> {
  await checkPlacement(context.db, input);
  const id = await applyChange(context, async (trx, changes) => {
    const now = isoNow();
    const values = {
      name: null,
      path: null,
      parent_id: null,
      sort_order: 0,
      ...toColumns(input),
      title: input.title,
      created_at: now,
      updated_at: now,
    };
    const menuId = await insertMenu(trx, values);
    changes.record({ entity: 'menu', entityId: menuId, action: 'create', after: values });
    return menuId;
  }).catch(titleTaken);
  return menuView(await findOrNotFound(findMenu(context.db, id), menuMessages.notFound));
}

/**
 * `guardedTitles` are the menu items API routes are guarded by: renaming one would lock its
 * calls for every role, so its title stays.
 */
export async function updateMenuItem(
  context: ServiceContext,
  id: number,
  input: MenuInput,
  guardedTitles: ReadonlySet<string>,
): Promise<MenuView> {
  await applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(findMenu(trx, id, { forUpdate: true }), menuMessages.notFound);
    if (input.title !== undefined && input.title !== before.title && guardedTitles.has(before.title)) {
      throw fieldError('title', menuMessages.guarded);
    }
    await checkPlacement(trx, input, before);
    const columns = { ...toColumns(input), updated_at: isoNow() };
    await updateMenu(trx, id, columns);
    // The whole record on both sides, as the other services keep it: the audit screen lists the
    // fields that differ, and a field missing from `after` would read as emptied.
    changes.record({ entity: 'menu', entityId: id, action: 'update', before, after: { ...before, ...columns } });
    announceHolders(changes, await rolesHoldingMenu(trx, id));
  }).catch(titleTaken);
  return menuView(await findOrNotFound(findMenu(context.db, id), menuMessages.notFound));
}

export async function deleteMenuItem(context: ServiceContext, id: number, guardedTitles: ReadonlySet<string>): Promise<void> {
  await applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(findMenu(trx, id, { forUpdate: true }), menuMessages.notFound);
    if (guardedTitles.has(before.title)) throw fieldError('id', menuMessages.guarded);
    if ((await countChildren(trx, id)) > 0) throw fieldError('id', menuMessages.deleteChildren);
    // Read before the delete: the cascade takes the role_menus rows with it.
    const holders = await rolesHoldingMenu(trx, id);
    await deleteMenu(trx, id);
    changes.record({ entity: 'menu', entityId: id, action: 'delete', before });
    announceHolders(changes, holders);
  });
}
