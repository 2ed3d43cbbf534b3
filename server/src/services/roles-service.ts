import { foldForSearch, ROLE_IDS } from '@portal/contracts';
import type { PermissionRole, RoleOption, RoleView } from '@portal/contracts/schemas';
import {
  countUsersWithRole,
  deleteRole,
  findRole,
  findRoleWithUserCount,
  insertRole,
  listRoleNames,
  listRolesWithUserCounts,
  renameRole,
} from '../db/repositories/roles.ts';
import { whenUnique } from '../db/unique-violation.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { fieldError, findOrNotFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { applyChange } from './changes.ts';
import type { ServiceContext } from './context.ts';
import { accountRoleRights, assertMayChangeRole, grantsRefusals, lockAdministrators } from './privilege-rules.ts';

export const roleMessages = {
  notFound: 'El rol no existe.',
  nameTaken: 'Ya existe un rol con ese nombre.',
  system: 'Los roles Administrador, Empresa y Estudiante no se pueden eliminar.',
  inUse: 'El rol tiene usuarios asignados; asígneles otro rol antes de eliminarlo.',
} as const;

const systemRoles = new Set<number>(Object.values(ROLE_IDS));

const roleRow = (row: { id_ro: number; name_ro: string; users: number | string }): RoleView => ({
  ...row,
  users: Number(row.users),
  system: systemRoles.has(row.id_ro),
});

export async function listRoles(context: ServiceContext): Promise<RoleView[]> {
  return (await listRolesWithUserCounts(context.db)).map(roleRow);
}

/**
 * The roles the users screen offers, each saying whether the caller may give it to an account
 * (and so manage that role's accounts) and set such an account's password and e-mail.
 */
export async function listRoleOptions(context: ServiceContext): Promise<RoleOption[]> {
  const rows = await listRolesWithUserCounts(context.db);
  const rights = await accountRoleRights(
    context,
    rows.map((row) => row.id_ro),
  );
  return rows.map(({ id_ro, name_ro }) => ({ id_ro, name_ro, ...rights.get(id_ro)! }));
}

/** The roles the permissions screen offers; those whose grants the caller may not change are read-only, with the reason. */
export async function listPermissionRoles(context: ServiceContext): Promise<PermissionRole[]> {
  const rows = await listRolesWithUserCounts(context.db);
  const reasons = await grantsRefusals(
    context,
    rows.map((row) => row.id_ro),
  );
  return rows.map(({ id_ro, name_ro }) => {
    const reason = reasons.get(id_ro) ?? null;
    return { id_ro, name_ro, editable: reason === null, reason };
  });
}

async function roleView(context: ServiceContext, id: number): Promise<RoleView> {
  return roleRow(await findOrNotFound(findRoleWithUserCount(context.db, id), roleMessages.notFound));
}

/** Role names are unique ignoring case, accents and spacing, so no role reads like the Administrador. */
async function assertNameFree(db: Kysely<Database>, name: string, exceptId?: number): Promise<void> {
  const folded = foldForSearch(name);
  const taken = (await listRoleNames(db)).some((role) => role.id_ro !== exceptId && foldForSearch(role.name_ro) === folded);
  if (taken) throw fieldError('name_ro', roleMessages.nameTaken);
}

const nameTaken = whenUnique(() => fieldError('name_ro', roleMessages.nameTaken));

export async function createRole(context: ServiceContext, name: string): Promise<RoleView> {
  const name_ro = name.trim();
  const id = await applyChange(context, async (trx, changes) => {
    await lockAdministrators(trx);
    await assertNameFree(trx, name_ro);
    const id_ro = await insertRole(trx, name_ro, isoNow());
    changes.record({ entity: 'role', entityId: id_ro, action: 'create', after: { name_ro } });
    return id_ro;
  }).catch(nameTaken);
  return roleView(context, id);
}

export async function updateRole(context: ServiceContext, id: number, name: string): Promise<RoleView> {
  const name_ro = name.trim();
  await applyChange(context, async (trx, changes) => {
    await lockAdministrators(trx);
    const before = await findOrNotFound(findRole(trx, id, { forUpdate: true }), roleMessages.notFound);
    await assertMayChangeRole(context, trx, { roleId: id, action: 'update', attempted: { name_ro } });
    await assertNameFree(trx, name_ro, id);
    await renameRole(trx, id, name_ro, isoNow());
    changes.record({ entity: 'role', entityId: id, action: 'update', before: { name_ro: before.name_ro }, after: { name_ro } });
    changes.announce({ name: 'role.updated', payload: { roleId: id } });
  }).catch(nameTaken);
  return roleView(context, id);
}

export async function removeRole(context: ServiceContext, id: number): Promise<void> {
  await applyChange(context, async (trx, changes) => {
    const before = await findOrNotFound(findRole(trx, id, { forUpdate: true }), roleMessages.notFound);
    await assertMayChangeRole(context, trx, { roleId: id, action: 'delete' });
    if (systemRoles.has(id)) throw fieldError('id_ro', roleMessages.system);
    if ((await countUsersWithRole(trx, id)) > 0) throw fieldError('id_ro', roleMessages.inUse);
    await deleteRole(trx, id);
    changes.record({ entity: 'role', entityId: id, action: 'delete', before: { name_ro: before.name_ro } });
    changes.announce({ name: 'role.deleted', payload: { roleId: id } });
  });
}
