import { ROLE_IDS } from '@portal/contracts';
import type { PermissionRole, RoleOption, RoleView } from '@portal/contracts/schemas';
import {
  countUsersWithRole,
  deleteRole,
  findRole,
  findRoleIdByName,
  insertRole,
  listRolesWithUserCounts,
  renameRole,
} from '../db/repositories/roles.ts';
import { whenUnique } from '../db/unique-violation.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { fieldError, findOr404 } from '../http/app-error.ts';
import { isoNow } from '../lib/time.ts';
import { applyChange } from './changes.ts';
import { signedIn, type ServiceContext } from './context.ts';
import { readOnlyGrantsReason, roleWithinCaller } from './privilege-rules.ts';

export const roleMessages = {
  notFound: 'El rol no existe.',
  nameTaken: 'Ya existe un rol con ese nombre.',
  system: 'Los roles Administrador, Empresa y Estudiante no se pueden eliminar.',
  inUse: 'El rol tiene usuarios asignados; asígneles otro rol antes de eliminarlo.',
} as const;

const systemRoles = new Set<number>(Object.values(ROLE_IDS));

export async function listRoles(context: ServiceContext): Promise<RoleView[]> {
  const rows = await listRolesWithUserCounts(context.db);
  return rows.map((row) => ({ ...row, users: Number(row.users), system: systemRoles.has(row.id_ro) }));
}

/** The roles the users screen offers, each saying whether the caller may give it to an account. */
export async function listRoleOptions(context: ServiceContext): Promise<RoleOption[]> {
  const caller = signedIn(context).user.role_id;
  const rows = await listRolesWithUserCounts(context.db);
  return Promise.all(
    rows.map(async ({ id_ro, name_ro }) => ({ id_ro, name_ro, assignable: await roleWithinCaller(context.db, caller, id_ro) })),
  );
}

/** The roles the permissions screen offers; the caller's own role and the Administrador's are read-only. */
export async function listPermissionRoles(context: ServiceContext): Promise<PermissionRole[]> {
  const caller = signedIn(context).user.role_id;
  return (await listRolesWithUserCounts(context.db)).map(({ id_ro, name_ro }) => {
    const reason = readOnlyGrantsReason(caller, id_ro);
    return { id_ro, name_ro, editable: reason === null, reason };
  });
}

async function roleView(context: ServiceContext, id: number): Promise<RoleView> {
  return findOr404(
    (await listRoles(context)).find((row) => row.id_ro === id),
    roleMessages.notFound,
  );
}

async function assertNameFree(db: Kysely<Database>, name: string, exceptId?: number): Promise<void> {
  const owner = await findRoleIdByName(db, name);
  if (owner !== undefined && owner !== exceptId) throw fieldError('name_ro', roleMessages.nameTaken);
}

const nameTaken = whenUnique(() => fieldError('name_ro', roleMessages.nameTaken));

export async function createRole(context: ServiceContext, name: string): Promise<RoleView> {
  const name_ro = name.trim();
  await assertNameFree(context.db, name_ro);
  const id = await applyChange(context, async (trx, changes) => {
    const id_ro = await insertRole(trx, name_ro, isoNow());
    changes.record({ entity: 'role', entityId: id_ro, action: 'create', after: { name_ro } });
    return id_ro;
  }).catch(nameTaken);
  return roleView(context, id);
}

export async function updateRole(context: ServiceContext, id: number, name: string): Promise<RoleView> {
  const name_ro = name.trim();
  await applyChange(context, async (trx, changes) => {
    const before = await findOr404(findRole(trx, id, { forUpdate: true }), roleMessages.notFound);
    await assertNameFree(trx, name_ro, id);
    await renameRole(trx, id, name_ro, isoNow());
    changes.record({ entity: 'role', entityId: id, action: 'update', before: { name_ro: before.name_ro }, after: { name_ro } });
    changes.announce({ name: 'role.updated', payload: { roleId: id } });
  }).catch(nameTaken);
  return roleView(context, id);
}

export async function removeRole(context: ServiceContext, id: number): Promise<void> {
  await applyChange(context, async (trx, changes) => {
    const before = await findOr404(findRole(trx, id, { forUpdate: true }), roleMessages.notFound);
    if (systemRoles.has(id)) throw fieldError('id_ro', roleMessages.system);
    if ((await countUsersWithRole(trx, id)) > 0) throw fieldError('id_ro', roleMessages.inUse);
    await deleteRole(trx, id);
    changes.record({ entity: 'role', entityId: id, action: 'delete', before: { name_ro: before.name_ro } });
    changes.announce({ name: 'role.deleted', payload: { roleId: id } });
  });
}
