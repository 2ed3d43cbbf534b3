import { Migrator, sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { createDatabase } from '../src/db/create-database.ts';
import { MigrationError, migrateToLatest } from '../src/db/migrate.ts';
import { migrations } from '../src/db/migrations/index.ts';
import { testConfig } from './helpers/test-app.ts';
import { createTestDatabase, testDialects, type TestDatabase } from './helpers/test-db.ts';

describe.each(testDialects())('migrations on %s', (dialect) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });

  afterAll(async () => {
    await database?.drop();
  });

  function open() {
    const { env } = database;
    return createDatabase({ databaseUrl: env.DATABASE_URL ?? null, sqliteFile: env.SQLITE_FILE ?? '' });
  }

  it('apply every migration once, and nothing on a second run', async () => {
    const { db } = open();
    try {
      const first = await migrateToLatest(db);
      const second = await migrateToLatest(db);

      expect(first.map((result) => [result.migrationName, result.status])).toEqual(
        Object.keys(migrations).map((name) => [name, 'Success']),
      );
      expect(second).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('carry the catalog items of an earlier install over: folded search text and timestamps filled in', async () => {
    const upgrade = await createTestDatabase(dialect);
    const { db } = createDatabase({ databaseUrl: upgrade.env.DATABASE_URL ?? null, sqliteFile: upgrade.env.SQLITE_FILE ?? '' });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('2026_11_23_000001_notifications')).error).toBeUndefined();
      // Rows as the earlier version wrote them.
      await sql`insert into catalog_items (type, code, name, sort_order, active) values ('provincias', '13', 'Manabí', 13, 1)`.execute(db);

      await migrateToLatest(db);

      const row = await db.selectFrom('catalog_items').selectAll().where('code', '=', '13').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ type: 'provincias', name: 'Manabí', parent_code: null, search_text: '13 manabi' });
      expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(row.updated_at).toBe(row.created_at);
    } finally {
      await db.destroy();
      await upgrade.drop();
    }
  });

  it('leave a schema the app can use, and the app starts again on it', async () => {
    const config = testConfig(database.env);
    const first = await buildApp(config);
    await first.db.insertInto('app_meta').values({ key: 'seeded', value: 'yes' }).execute();
    await first.close();

    const second = await buildApp(config);
    try {
      const row = await second.db
        .selectFrom('app_meta')
        .select(['value', 'updated_at'])
        .where('key', '=', 'seeded')
        .executeTakeFirstOrThrow();
      expect(row.value).toBe('yes');
      expect(row.updated_at).toBeTruthy();
    } finally {
      await second.close();
    }
  });
});

describe('start-up with a database that cannot be migrated', () => {
  it('rejects with a MigrationError instead of serving', async () => {
    // Port 1 refuses connections at once: no PostgreSQL server is needed for this test.
    const config = testConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });

    await expect(buildApp(config)).rejects.toBeInstanceOf(MigrationError);
  });
});
