import { adminTitles, menuActions, type MenuAction, ROLE_IDS } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { findRoleMenu, roleMenuRows } from '../db/repositories/permissions.ts';
import { lockable } from '../db/lock.ts';
import type { Database } from '../db/types.ts';
import { RefusedChange } from './changes.ts';
import { signedIn, type ServiceContext } from './context.ts';

/**
 * The rules that keep a delegated administrator from making itself (or a friend) more powerful
 * than it is: nobody grants what they do not hold, nobody edits their own role's grants, only an
 * Administrador (role 1) creates, promotes, edits or deactivates an Administrador, and the last
 * active Administrador stays. Role 1 is the portal's superuser: its grants come from the seed
 * and no call changes them (its holders may not edit their own role, nobody else may edit an
 * Administrador's), and it may grant any flag to other roles.
 */
export const privilegeMessages = {
  ownRole: 'No puede modificar los permisos de su propio rol.',
  administratorRole: 'Solo el sistema define los permisos del rol Administrador.',
  notHeld: 'No puede otorgar ni retirar permisos que su rol no tiene.',
  administratorsOnly: 'Solo un Administrador puede crear, promover, editar o desactivar a un Administrador.',
  roleBeyondCaller: 'No puede asignar un rol con permisos de administración que su rol no tiene.',
  lastAdministrator: 'No se puede desactivar ni quitar el rol al último Administrador activo.',
} as const;

type Db = Kysely<Database>;
/** Flags as stored (0/1) or as the API shows them (booleans). */
type AnyFlags = Partial<Record<MenuAction, boolean | number>>;

const callerRole = (context: ServiceContext) => signedIn(context).user.role_id;
const isAdministrator = (roleId: number) => roleId === ROLE_IDS.admin;

function refuse(message: string, entity: string, entityId: string | number, action: string, attempted?: unknown): never {
  throw new RefusedChange(message, { entity, entityId, action, after: attempted });
}

/** The flags that differ between two grants (a missing grant holds none). */
function changedFlags(before: AnyFlags | undefined, after: AnyFlags | undefined): MenuAction[] {
  return menuActions.filter((action) => Boolean(before?.[action]) !== Boolean(after?.[action]));
}

/** Why a caller of role `callerRoleId` may change none of role `roleId`'s grants, or null. */
export function readOnlyGrantsReason(callerRoleId: number, roleId: number): string | null {
  if (roleId === callerRoleId) return privilegeMessages.ownRole;
  if (isAdministrator(roleId)) return privilegeMessages.administratorRole;
  return null;
}

/**
 * Before a role's grant on one menu item changes from `before` to `after` (undefined: not held).
 * A delegated role changes only flags it holds itself on that item, in either direction.
 */
export async function assertMayChangeGrant(
  context: ServiceContext,
  db: Db,
  grant: { roleId: number; menuId: number; action: string; before?: AnyFlags; after?: AnyFlags },
): Promise<void> {
  const caller = callerRole(context);
  const entityId = `${grant.roleId}:${grant.menuId}`;
  const deny = (message: string) => refuse(message, 'role_menu', entityId, grant.action, grant.after ?? null);
  const readOnly = readOnlyGrantsReason(caller, grant.roleId);
  if (readOnly) deny(readOnly);
  if (isAdministrator(caller)) return;
  const held = await findRoleMenu(db, caller, grant.menuId);
  if (changedFlags(grant.before, grant.after).some((action) => !held?.[action])) deny(privilegeMessages.notHeld);
}

/**
 * A delegated caller may give an account a role only when that role's administration flags are
 * all its own: otherwise assigning the role would grant what the caller does not hold.
 */
export async function roleWithinCaller(db: Db, callerRoleId: number, roleId: number): Promise<boolean> {
  if (isAdministrator(callerRoleId)) return true;
  if (isAdministrator(roleId)) return false;
  const adminItems = new Set<string>(adminTitles);
  const [target, caller] = await Promise.all([roleMenuRows(db, roleId), roleMenuRows(db, callerRoleId)]);
  const callerFlags = new Map(caller.map((row) => [row.title, row]));
  return target
    .filter((row) => adminItems.has(row.title))
    .every((row) => menuActions.every((action) => !row[action] || callerFlags.get(row.title)?.[action]));
}

/**
 * Before an account is created or changed by an administrator: `currentRoleId` is the account's
 * role today (undefined when creating it), `newRoleId` the one it is given (if any).
 */
export async function assertMayManageAccount(
  context: ServiceContext,
  db: Db,
  account: { userId: number | null; action: string; currentRoleId?: number; newRoleId?: number; attempted?: unknown },
): Promise<void> {
  const caller = callerRole(context);
  if (isAdministrator(caller)) return;
  const deny = (message: string) => refuse(message, 'user', account.userId ?? 'new', account.action, account.attempted ?? null);
  if (account.currentRoleId !== undefined && isAdministrator(account.currentRoleId)) deny(privilegeMessages.administratorsOnly);
  if (account.newRoleId === undefined || account.newRoleId === account.currentRoleId) return;
  if (isAdministrator(account.newRoleId)) deny(privilegeMessages.administratorsOnly);
  if (!(await roleWithinCaller(db, caller, account.newRoleId))) deny(privilegeMessages.roleBeyondCaller);
}

/**
 * Changes that may remove an Administrador take this lock first (the Administrador role's row,
 * on PostgreSQL), so two administrators removing each other at once run one after the other and
 * the second sees the first's result; taken before the account's row, it cannot deadlock.
 * SQLite runs one write transaction at a time anyway.
 */
export async function lockAdministrators(db: Db): Promise<void> {
  await lockable(db, db.selectFrom('roles').select('id_ro').where('id_ro', '=', ROLE_IDS.admin), { forUpdate: true }).execute();
}

/** Before an active Administrador is deactivated or given another role (after `lockAdministrators`). */
export async function assertNotLastAdministrator(db: Db, userId: number, action: string): Promise<void> {
  const others = await db
    .selectFrom('users')
    .select('id_us')
    .where('role_id', '=', ROLE_IDS.admin)
    .where('status', '=', 'activo')
    .where('id_us', '!=', userId)
    .limit(1)
    .executeTakeFirst();
  if (!others) refuse(privilegeMessages.lastAdministrator, 'user', userId, action);
}
