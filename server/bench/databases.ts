import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';

/** The app's settings for a benchmark on the database `env` points at: quiet, no expiry timer, nothing served. */
export const benchConfig = (env: Record<string, string>) =>
  loadConfig({ LOG_LEVEL: 'error', OFFER_EXPIRY_INTERVAL_SECONDS: '0', STATIC_ROOT: os.tmpdir(), ...env }, os.tmpdir());

/** One benchmark on one database: its label and the environment that points the app at it; true when its goal is met. */
export type DatabaseBench = (label: string, env: Record<string, string>) => Promise<boolean>;

async function onSqlite(bench: DatabaseBench): Promise<boolean> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    return await bench('SQLite', { SQLITE_FILE: path.join(dir, 'bench.sqlite') });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function onPostgres(bench: DatabaseBench, adminUrl: string): Promise<boolean> {
  const name = `portal_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      return await bench('PostgreSQL', { DATABASE_URL: url.toString() });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * Runs a benchmark on a fresh SQLite file and, with TEST_DATABASE_URL, on a PostgreSQL database
 * of its own (dropped afterwards); the process fails when a goal is not met.
 */
export async function benchOnEachDatabase(bench: DatabaseBench) {
  const results = [await onSqlite(bench)];
  if (process.env.TEST_DATABASE_URL) results.push(await onPostgres(bench, process.env.TEST_DATABASE_URL));
  else console.info('\nPostgreSQL: skipped (set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres to include it)');
  process.exitCode = results.every(Boolean) ? 0 : 1;
}
