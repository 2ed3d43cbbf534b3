import { type Kysely, sql } from 'kysely';
import { isoNow } from '../../lib/time.ts';
import { seedOncePerVersion } from './seed-once.ts';
import type { MenuTitle } from '@portal/contracts';
import type { Database, DatabaseDialect, Flag } from '../types.ts';
import { type SeedMenu, seedGrants, seedMenus, seedRoles } from './access-data.ts';

/** Bumped when seedMenus or seedGrants gain entries that existing databases should receive. */
export const ACCESS_SEED_VERSION = '3';
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

/**
 * Inserts the seeded menu items added after `seededVersion` (all of them on a fresh install),
 * each after its existing siblings; answers the titles inserted.
 */
async function insertMenus(
  db: Kysely<Database>,
  menus: SeedMenu[],
  parentTitle: MenuTitle | null,
  seededVersion: number,
  now: string,
): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (const menu of menus) {
    if ((menu.since ?? 1) > seededVersion) {
      const parent =
        parentTitle === null ? null : await db.selectFrom('menus').select('id').where('title', '=', parentTitle).executeTakeFirst();
      // A group an administrator deleted takes its new items with it.
      if (parentTitle !== null && !parent) continue;
      const parentId = parent?.id ?? null;
      const { last } = await db
        .selectFrom('menus')
        .select((eb) => eb.fn.max<number>('sort_order').as('last'))
        .where('parent_id', parentId === null ? 'is' : '=', parentId)
        .executeTakeFirstOrThrow();
      const added = await db
        .insertInto('menus')
        .values({
          name: menu.name,
          title: menu.title,
          path: menu.path,
          icon_set: menu.icon?.set ?? null,
          icon_name: menu.icon?.name ?? null,
          parent_id: parentId,
          sort_order: Number(last ?? 0) + 1,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (added) inserted.add(menu.title);
    }
    if (menu.children) {
      for (const title of await insertMenus(db, menu.children, menu.title, seededVersion, now)) inserted.add(title);
    }
  }
  return inserted;
}

/**
 * The menus and flags of PRODUCT.md, applied once per seed version: later changes by an
 * administrator (a deleted item, a flag switched off) survive restarts.
 */
export async function seedAccessOnce(db: Kysely<Database>): Promise<boolean> {
  return seedOncePerVersion(db, { key: ACCESS_SEED_KEY, version: ACCESS_SEED_VERSION }, async (trx, now, seeded) => {
    const inserted = await insertMenus(trx, seedMenus, null, seeded === null ? 0 : Number(seeded), now);
    const menuIds = new Map((await trx.selectFrom('menus').select(['id', 'title']).execute()).map((menu) => [menu.title, menu.id]));
    const rows = Object.entries(seedGrants).flatMap(([roleId, grants]) =>
      Object.entries(grants)
        .filter(([title]) => inserted.has(title))
        .map(([title, letters]) => ({
          role_id: Number(roleId),
          menu_id: menuIds.get(title)!,
          c: flag(letters ?? '', 'c'),
          u: flag(letters ?? '', 'u'),
          d: flag(letters ?? '', 'd'),
          x: flag(letters ?? '', 'x'),
        })),
    );
    if (rows.length === 0) return;
    await trx
      .insertInto('role_menus')
      .values(rows)
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  });
}
