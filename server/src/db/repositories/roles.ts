import type { Kysely } from 'kysely';
import { lockable, type ReadOptions } from '../lock.ts';
import type { Database, Role } from '../types.ts';

function rolesWithUserCounts(db: Kysely<Database>) {
  return db
    .selectFrom('roles')
    .leftJoin('users', 'users.role_id', 'roles.id_ro')
    .select(['roles.id_ro', 'roles.name_ro', (eb) => eb.fn.count<number>('users.id_us').as('users')])
    .groupBy(['roles.id_ro', 'roles.name_ro']);
}

export function listRolesWithUserCounts(db: Kysely<Database>) {
  return rolesWithUserCounts(db).orderBy('roles.id_ro').execute();
}

export function findRoleWithUserCount(db: Kysely<Database>, id: number) {
  return rolesWithUserCounts(db).where('roles.id_ro', '=', id).executeTakeFirst();
}

export function findRole(db: Kysely<Database>, id: number, options?: ReadOptions): Promise<Role | undefined> {
  return lockable(db, db.selectFrom('roles').selectAll().where('id_ro', '=', id), options).executeTakeFirst();
}

export function listRoleNames(db: Kysely<Database>): Promise<Array<Pick<Role, 'id_ro' | 'name_ro'>>> {
  return db.selectFrom('roles').select(['id_ro', 'name_ro']).execute();
}

export async function insertRole(db: Kysely<Database>, name: string, now: string): Promise<number> {
  const { id_ro } = await db
    .insertInto('roles')
    .values({ name_ro: name, created_at: now, updated_at: now })
    .returning('id_ro')
    .executeTakeFirstOrThrow();
  return id_ro;
}

export async function renameRole(db: Kysely<Database>, id: number, name: string, now: string): Promise<void> {
  await db.updateTable('roles').set({ name_ro: name, updated_at: now }).where('id_ro', '=', id).execute();
}

export async function deleteRole(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('roles').where('id_ro', '=', id).execute();
}

export async function countUsersWithRole(db: Kysely<Database>, id: number): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(count);
}
