import type { Kysely } from 'kysely';
import { containsIgnoringCase } from '../like.ts';
import { lockable, type ReadOptions } from '../lock.ts';
import { type PageRequest, paginate } from '../paginate.ts';
import type { CompanyStatus, Database, NewUser, UserStatus, UserUpdate } from '../types.ts';

/** E-mails are compared trimmed and lower-cased: `Ana@X.ec` and `ana@x.ec` are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const publicColumns = [
  'users.id_us',
  'users.name_us',
  'users.email',
  'users.dni',
  'users.dni_type',
  'users.role_id',
  'roles.name_ro',
  'users.status',
  'users.email_verified_at',
  'users.created_at',
  'users.updated_at',
] as const;

function withRole(db: Kysely<Database>) {
  return db.selectFrom('users').innerJoin('roles', 'roles.id_ro', 'users.role_id');
}

/** A user without the password hash, with the role's name. */
export type UserRecord = Awaited<ReturnType<typeof findUserById>> & {};

export function findUserById(db: Kysely<Database>, id: number, options?: ReadOptions) {
  return lockable(db, withRole(db).select(publicColumns).where('users.id_us', '=', id), options).executeTakeFirst();
}

export function findUserByEmail(db: Kysely<Database>, email: string) {
  return withRole(db).select(publicColumns).where('users.email', '=', normalizeEmail(email)).executeTakeFirst();
}

/** The only read that includes the password hash: for checking a password. */
export function findCredentialsByEmail(db: Kysely<Database>, email: string) {
  return withRole(db)
    .select([...publicColumns, 'users.password_hash', 'users.purge_at', 'users.privacy_version'])
    .where('users.email', '=', normalizeEmail(email))
    .executeTakeFirst();
}

/** The password hash of one account, for checking its current password. */
export async function findPasswordHash(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id_us', '=', id).executeTakeFirst();
  return row?.password_hash;
}

export async function findUserIdByEmail(db: Kysely<Database>, email: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id_us').where('email', '=', normalizeEmail(email)).executeTakeFirst();
  return row?.id_us;
}

export async function findUserIdByDni(db: Kysely<Database>, dni: string): Promise<number | undefined> {
  const row = await db.selectFrom('users').select('id_us').where('dni', '=', dni).executeTakeFirst();
  return row?.id_us;
}

/** What a new account is made of, less its password hash (the part the audit log may keep). */
export type NewAccount = Pick<NewUser, 'name_us' | 'email' | 'dni' | 'dni_type' | 'role_id' | 'email_verified_at'>;

/** A new account's row, active from the start; `now` is its creation time. */
export function newAccountRow(account: NewAccount, now: string) {
  return { ...account, status: 'activo' as const, created_at: now, updated_at: now };
}

export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<number> {
  const { id_us } = await db
    .insertInto('users')
    .values({ ...user, email: normalizeEmail(user.email) })
    .returning('id_us')
    .executeTakeFirstOrThrow();
  return id_us;
}

export async function updateUser(db: Kysely<Database>, id: number, changes: UserUpdate): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, ...(changes.email !== undefined && { email: normalizeEmail(changes.email as string) }) })
    .where('id_us', '=', id)
    .execute();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

export interface UserFilter {
  search?: string;
  roleId?: number;
  status?: UserStatus;
  /** Companies whose review is in this status. */
  approval?: CompanyStatus;
}

export function listUsers(db: Kysely<Database>, filter: UserFilter, page: PageRequest) {
  let query = withRole(db);
  if (filter.search) {
    const search = filter.search;
    const matches = (column: string) => containsIgnoringCase(db, column, search);
    query = query.where((eb) => eb.or([matches('users.name_us'), matches('users.email'), matches('users.dni')]));
  }
  if (filter.roleId !== undefined) query = query.where('users.role_id', '=', filter.roleId);
  if (filter.status !== undefined) query = query.where('users.status', '=', filter.status);
  const { approval } = filter;
  if (approval !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('company_profiles')
          .select('company_profiles.user_id')
          .whereRef('company_profiles.user_id', '=', 'users.id_us')
          .where('company_profiles.status', '=', approval),
      ),
    );
  }

  return paginate(query.select(publicColumns).orderBy('users.id_us'), page);
}
