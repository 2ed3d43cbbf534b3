import { adminTitles, followUpTitles, menuActions, type MenuAction, ROLE_IDS } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { findRoleMenu, roleMenuRows } from '../db/repositories/permissions.ts';
import { lockable } from '../db/lock.ts';
import type { Database } from '../db/types.ts';
import { RefusedChange } from './changes.ts';
import { signedIn, type ServiceContext } from './context.ts';

/**
 * The one privilege model of the admin area (PRODUCT.md "Delegated administration"). Holding an
 * admin-area menu item at all is a privilege (it lets the role read what is behind it), and so is
 * each flag on it. Role R is *within* role D when D holds every admin-area item R holds, with at
 * least R's flags; the Administrador (role 1) is within nobody but itself.
 *
 * Every admin call that touches an account, a grant or a role asks the same two questions of a
 * delegated caller (any role but 1): is the target within me (and not my own role), and is the
 * change within me. An Administrador may do anything but change its own role's grants, which
 * come from the seed.
 */
export const privilegeMessages = {
  ownRole: 'No puede modificar los permisos de su propio rol.',
  administratorRole: 'Solo el sistema define los permisos del rol Administrador.',
  notHeld: 'No puede otorgar ni retirar permisos que su rol no tiene.',
  grantBeyondCaller: 'No puede cambiar los permisos de un rol con permisos de administración que su rol no tiene.',
  administratorsOnly: 'Solo un Administrador puede crear, promover, editar o desactivar a un Administrador.',
  roleBeyondCaller: 'No puede asignar un rol con permisos de administración que su rol no tiene.',
  ownRoleAccounts: 'No puede administrar cuentas de su propio rol ni asignar su propio rol.',
  accountBeyondCaller: 'No puede administrar una cuenta cuyo rol tiene permisos de administración que su rol no tiene.',
  credentials: 'Solo un Administrador puede cambiar la contraseña o el correo de una cuenta con permisos de administración.',
  administratorRoleName: 'Solo un Administrador puede renombrar o eliminar el rol Administrador.',
  ownRoleName: 'No puede renombrar ni eliminar su propio rol.',
  roleNameBeyondCaller: 'No puede renombrar ni eliminar un rol con permisos de administración que su rol no tiene.',
  lastAdministrator: 'No se puede desactivar ni quitar el rol al último Administrador activo.',
} as const;

type Db = Kysely<Database>;
/** Flags as stored (0/1) or as the API shows them (booleans). */
type AnyFlags = Partial<Record<MenuAction, boolean | number>>;
/** A role's admin-area privileges: each admin item it holds, with the flags switched on. */
export type AdminPrivileges = ReadonlyMap<string, ReadonlySet<MenuAction>>;

const adminItems = new Set<string>([...adminTitles, ...followUpTitles]);
const isAdministrator = (roleId: number) => roleId === ROLE_IDS.admin;
const flagsOn = (flags: AnyFlags | undefined) => new Set(menuActions.filter((action) => Boolean(flags?.[action])));

/** The admin-area part of a role's menu rows. */
export function adminPrivilegesOf(rows: ReadonlyArray<{ title: string } & AnyFlags>): AdminPrivileges {
  return new Map(rows.filter((row) => adminItems.has(row.title)).map((row) => [row.title, flagsOn(row)]));
}

/** Whether `holder` holds every admin item of `target` with at least its flags. */
export function privilegesWithin(target: AdminPrivileges, holder: AdminPrivileges): boolean {
  return [...target].every(([title, flags]) => {
    const held = holder.get(title);
    return held !== undefined && [...flags].every((action) => held.has(action));
  });
}

/** The three things an admin call may target, each with its refusals' wording. */
type TargetKind = 'account' | 'grant' | 'role';
const refusals: Record<TargetKind, { own: string; administrator: string; beyond: string }> = {
  account: {
    own: privilegeMessages.ownRoleAccounts,
    administrator: privilegeMessages.administratorsOnly,
    beyond: privilegeMessages.accountBeyondCaller,
  },
  grant: {
    own: privilegeMessages.ownRole,
    administrator: privilegeMessages.administratorRole,
    beyond: privilegeMessages.grantBeyondCaller,
  },
  role: {
    own: privilegeMessages.ownRoleName,
    administrator: privilegeMessages.administratorRoleName,
    beyond: privilegeMessages.roleNameBeyondCaller,
  },
};

/**
 * What one caller's role may do, read once per call from `db` (inside a change: its
 * transaction, so the rules judge what the change will see).
 */
export class CallerPrivileges {
  private readonly loaded = new Map<number, Promise<AdminPrivileges>>();

  constructor(
    private readonly db: Db,
    readonly roleId: number,
  ) {}

  static of(context: ServiceContext, db: Db = context.db): CallerPrivileges {
    return new CallerPrivileges(db, signedIn(context).user.role_id);
  }

  get isAdministrator(): boolean {
    return isAdministrator(this.roleId);
  }

  private privileges(roleId: number): Promise<AdminPrivileges> {
    let privileges = this.loaded.get(roleId);
    if (!privileges) {
      privileges = roleMenuRows(this.db, roleId).then(adminPrivilegesOf);
      this.loaded.set(roleId, privileges);
    }
    return privileges;
  }

  /**
   * Why the caller may not act on role `roleId` (its accounts, its grants, its name), or null:
   * a delegated caller only on roles within its own, never its own nor the Administrador's; an
   * Administrador on anything but its own role's grants.
   */
  async targetRefusal(kind: TargetKind, roleId: number): Promise<string | null> {
    const reasons = refusals[kind];
    if (this.isAdministrator) return kind === 'grant' && roleId === this.roleId ? reasons.own : null;
    if (roleId === this.roleId) return reasons.own;
    if (isAdministrator(roleId)) return reasons.administrator;
    const [target, caller] = await Promise.all([this.privileges(roleId), this.privileges(this.roleId)]);
    return privilegesWithin(target, caller) ? null : reasons.beyond;
  }

  /** Why the caller may not give role `roleId` to an account, or null. */
  async assignRefusal(roleId: number): Promise<string | null> {
    const refusal = await this.targetRefusal('account', roleId);
    return refusal === privilegeMessages.accountBeyondCaller ? privilegeMessages.roleBeyondCaller : refusal;
  }

  /** Whether the caller may set the password or e-mail of an account of role `roleId` (one it may manage). */
  async mayChangeCredentials(roleId: number): Promise<boolean> {
    return this.isAdministrator || (await this.privileges(roleId)).size === 0;
  }

  /** The caller's own flags on a menu item (any item), or undefined when its role does not hold it. */
  async heldFlags(menuId: number): Promise<ReadonlySet<MenuAction> | undefined> {
    const held = await findRoleMenu(this.db, this.roleId, menuId);
    return held ? flagsOn(held) : undefined;
  }
}

function refuse(message: string, entity: string, entityId: string | number, action: string, attempted?: unknown): never {
  throw new RefusedChange(message, { entity, entityId, action, after: attempted });
}

/** For each role, why the caller may change none of its grants, or null (the permissions screen's read-only roles). */
export async function grantsRefusals(context: ServiceContext, roleIds: number[]): Promise<Map<number, string | null>> {
  const caller = CallerPrivileges.of(context);
  return new Map(await Promise.all(roleIds.map(async (roleId) => [roleId, await caller.targetRefusal('grant', roleId)] as const)));
}

/**
 * Before a role's grant on one menu item changes from `before` to `after` (undefined: not held).
 * The role must be within the caller's (and neither its own nor the Administrador's); a delegated
 * caller must hold the menu item itself, and every flag the grant ends with or the change moves.
 */
export async function assertMayChangeGrant(
  context: ServiceContext,
  db: Db,
  grant: { roleId: number; menuId: number; action: string; before?: AnyFlags; after?: AnyFlags },
): Promise<void> {
  const caller = CallerPrivileges.of(context, db);
  const deny = (message: string) => refuse(message, 'role_menu', `${grant.roleId}:${grant.menuId}`, grant.action, grant.after ?? null);
  const refusal = await caller.targetRefusal('grant', grant.roleId);
  if (refusal) deny(refusal);
  if (caller.isAdministrator) return;
  const held = await caller.heldFlags(grant.menuId);
  const before = flagsOn(grant.before);
  const after = flagsOn(grant.after);
  const moved = menuActions.filter((action) => before.has(action) !== after.has(action));
  if (!held || [...after, ...moved].some((action) => !held.has(action))) deny(privilegeMessages.notHeld);
}

/**
 * Before an account is created or changed by an administrator: `currentRoleId` is the account's
 * role today (undefined when creating it), `newRoleId` the one it is given (if any), and
 * `credentials` says whether its password or e-mail changes.
 */
export async function assertMayManageAccount(
  context: ServiceContext,
  db: Db,
  account: {
    userId: number | null;
    action: string;
    currentRoleId?: number;
    newRoleId?: number;
    credentials?: boolean;
    attempted?: unknown;
  },
): Promise<void> {
  const caller = CallerPrivileges.of(context, db);
  if (caller.isAdministrator) return;
  const deny = (message: string) => refuse(message, 'user', account.userId ?? 'new', account.action, account.attempted ?? null);
  if (account.currentRoleId !== undefined) {
    const refusal = await caller.targetRefusal('account', account.currentRoleId);
    if (refusal) deny(refusal);
  }
  if (account.newRoleId !== undefined && account.newRoleId !== account.currentRoleId) {
    const refusal = await caller.assignRefusal(account.newRoleId);
    if (refusal) deny(refusal);
  }
  if (account.credentials) {
    const roles = [account.currentRoleId, account.newRoleId].filter((roleId) => roleId !== undefined);
    for (const roleId of roles) if (!(await caller.mayChangeCredentials(roleId))) deny(privilegeMessages.credentials);
  }
}

/** Before a role is renamed or deleted. */
export async function assertMayChangeRole(context: ServiceContext, db: Db, role: { roleId: number; action: string; attempted?: unknown }) {
  const refusal = await CallerPrivileges.of(context, db).targetRefusal('role', role.roleId);
  if (refusal) refuse(refusal, 'role', role.roleId, role.action, role.attempted ?? null);
}

/** For each role: whether the caller may give it to (and manage) an account, and set such an account's password and e-mail. */
export async function accountRoleRights(
  context: ServiceContext,
  roleIds: number[],
): Promise<Map<number, { assignable: boolean; credentials: boolean }>> {
  const caller = CallerPrivileges.of(context);
  const rights = await Promise.all(
    roleIds.map(async (roleId) => {
      const assignable = (await caller.assignRefusal(roleId)) === null;
      return [roleId, { assignable, credentials: assignable && (await caller.mayChangeCredentials(roleId)) }] as const;
    }),
  );
  return new Map(rights);
}

/**
 * Changes that may remove an Administrador, and every role creation or rename (whose name must
 * stay unique), take this lock first (the Administrador role's row, on PostgreSQL), so two such
 * changes at once run one after the other and the second sees the first's result; taken before
 * any other row, it cannot deadlock. SQLite runs one write transaction at a time anyway.
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
