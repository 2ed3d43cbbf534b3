import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type TestDialect = 'sqlite' | 'postgres';

export interface TestDatabase {
  dialect: TestDialect;
  /** The variables that point the server's config at this database. */
  env: { SQLITE_FILE?: string; DATABASE_URL?: string };
  drop(): Promise<void>;
}

/** SQLite always; PostgreSQL as well when TEST_DATABASE_URL names a server to create databases on. */
export function testDialects(): TestDialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** For tests that do not care about the dialect: PostgreSQL when there is one, as in CI. */
export function defaultTestDialect(): TestDialect {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';
}

async function withAdminClient(adminUrl: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

async function createSqliteDatabase(): Promise<TestDatabase> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-db-'));
  return {
    dialect: 'sqlite',
    env: { SQLITE_FILE: path.join(dir, 'portal.sqlite') },
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  // Unique per test file and run, so parallel workers and other developers' runs never meet.
  const name = `portal_test_${Date.now()}_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dialect: 'postgres',
    env: { DATABASE_URL: url.toString() },
    drop: () => withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
}

export function createTestDatabase(dialect: TestDialect = defaultTestDialect()): Promise<TestDatabase> {
  return dialect === 'postgres' ? createPostgresDatabase() : createSqliteDatabase();
}
