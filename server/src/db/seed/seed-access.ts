import { type Kysely, sql } from 'kysely';
import { isoNow } from '../../lib/time.ts';
import { seedOncePerVersion } from './seed-once.ts';
import type { Database, DatabaseDialect, Flag } from '../types.ts';
import { type SeedMenu, seedGrants, seedMenus, seedRoles } from './access-data.ts';

/** Bumped when seedMenus or seedGrants gain entries that existing databases should receive. */
export const ACCESS_SEED_VERSION = '2';
const ACCESS_SEED_KEY = 'seed.access';

const flag = (letters: string, letter: string): Flag => (letters.includes(letter) ? 1 : 0);

/** Roles 1–3 always exist; names an administrator changed are kept. */
export async function seedRolesIfMissing(db: Kysely<Database>, dialect: DatabaseDialect): Promise<void> {
  const now = isoNow();
  await db
    .insertInto('roles')
    .values(seedRoles.map((role) => ({ ...role, created_at: now, updated_at: now })))
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  if (dialect === 'postgres') {
    // Explicit ids do not move PostgreSQL's identity sequence; the next role an admin adds would collide.
    await sql`select setval(pg_get_serial_sequence('roles', 'id_ro'), (select max(id_ro) from roles))`.execute(db);
  }
}

async function insertMenus(db: Kysely<Database>, menus: SeedMenu[], parentId: number | null, now: string) {
  for (const [index, menu] of menus.entries()) {
    await db
      .insertInto('menus')
      .values({
        name: menu.name,
        title: menu.title,
        path: menu.path,
        icon_set: menu.icon?.set ?? null,
        icon_name: menu.icon?.name ?? null,
        parent_id: parentId,
        sort_order: index + 1,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    if (menu.children) {
      const { id } = await db.selectFrom('menus').select('id').where('title', '=', menu.title).executeTakeFirstOrThrow();
      await insertMenus(db, menu.children, id, now);
    }
  }
}

/**
 * The menus and flags of PRODUCT.md, applied once per seed version: later changes by an
 * administrator (a deleted item, a flag switched off) survive restarts.
 */
export async function seedAccessOnce(db: Kysely<Database>): Promise<boolean> {
  return seedOncePerVersion(db, { key: ACCESS_SEED_KEY, version: ACCESS_SEED_VERSION }, async (trx, now) => {
    await insertMenus(trx, seedMenus, null, now);
    const menuIds = new Map((await trx.selectFrom('menus').select(['id', 'title']).execute()).map((menu) => [menu.title, menu.id]));
    const rows = Object.entries(seedGrants).flatMap(([roleId, grants]) =>
      Object.entries(grants).map(([title, letters]) => ({
        role_id: Number(roleId),
        menu_id: menuIds.get(title)!,
        c: flag(letters ?? '', 'c'),
        u: flag(letters ?? '', 'u'),
        d: flag(letters ?? '', 'd'),
        x: flag(letters ?? '', 'x'),
      })),
    );
    await trx
      .insertInto('role_menus')
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
}
