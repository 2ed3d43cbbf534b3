import { type Kysely, sql, SqliteAdapter } from 'kysely';

/**
 * Role 4 becomes the seeded "Tutor académico" (PRODUCT.md "New role and menus"). An install where
 * an administrator already made a role 4 keeps that role, its users and its flags under the next
 * free id, so the seed can then give id 4 to the tutor without handing those users a tutor's screens.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The seeded name is unique too: an administrator's role of that name keeps its id, renamed.
  await db.updateTable('roles').set({ name_ro: 'Tutor académico (anterior)' }).where('name_ro', '=', 'Tutor académico').execute();
  const taken = await db.selectFrom('roles').selectAll().where('id_ro', '=', 4).executeTakeFirst();
  if (!taken) return;
  const { max } = await db
    .selectFrom('roles')
    .select((eb) => eb.fn.max<number>('id_ro').as('max'))
    .executeTakeFirstOrThrow();
  const moved = Number(max) + 1;
  await db
    .insertInto('roles')
    .values({ ...taken, id_ro: moved, name_ro: `${taken.name_ro} ·` })
    .execute();
  await db.updateTable('users').set({ role_id: moved }).where('role_id', '=', 4).execute();
  await db.updateTable('role_menus').set({ role_id: moved }).where('role_id', '=', 4).execute();
  await db.deleteFrom('roles').where('id_ro', '=', 4).execute();
  await db.updateTable('roles').set({ name_ro: taken.name_ro }).where('id_ro', '=', moved).execute();
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`select setval(pg_get_serial_sequence('roles', 'id_ro'), (select max(id_ro) from roles))`.execute(db);
  }
}

/** Nothing to undo: the moved role keeps its new id. */
export async function down(): Promise<void> {}
