import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Database, DatabaseDialect } from './types.ts';

const TIMESTAMPTZ_OID = 1184;
const INT8_OID = 20;
const DATE_OID = 1082;
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ_OID);

/**
 * The app reads every timestamp as an ISO-8601 string on both databases (SQLite has no other
 * kind), a date as its YYYY-MM-DD text (a Date would shift with the time zone), and counts as
 * numbers (PostgreSQL's bigint would arrive as a string).
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === TIMESTAMPTZ_OID) return (value: string) => (parseTimestamptz(value) as Date).toISOString();
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === DATE_OID) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

export interface DatabaseOptions {
  databaseUrl: string | null;
  sqliteFile: string;
  /**
   * Receives the loss of a PostgreSQL connection that no query was waiting on (a restart, a fast
   * shutdown, pg_terminate_backend), which would otherwise crash the process.
   */
  onPoolError?: (error: Error) => void;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DatabaseDialect;
}

/** Compiled SQLite statements kept for reuse (distinct SQL texts; the app has a few hundred). */
export const STATEMENT_CACHE_SIZE = 1_000;

/**
 * Kysely's SQLite driver asks for a new statement on every query, and better-sqlite3 compiles
 * the SQL each time it is asked. The same texts recur (Kysely compiles values to parameters), so
 * each text's compiled statement is kept and run again, the least recently used dropped beyond
 * STATEMENT_CACHE_SIZE. A statement still iterating (a stream) is never handed out twice.
 */
export function reusingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new LRUCache<string, SQLite.Statement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (!cached) statements.set(sql, statement);
      return statement;
    },
  };
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      types: pgTypes,
      max: 10,
      // Without a timeout a PostgreSQL that does not answer hangs start-up and health checks.
      connectionTimeoutMillis: 5_000,
    });
    // The pool listens to a client's 'error' only while the client is idle in it (and passes it on
    // as its own 'error', which must be listened to); one that a request holds between two queries
    // needs a listener of its own, which also hears the idle case: each loss is reported once, here.
    // A query still waiting rejects as usual, and the pool drops the client when it is given back.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onPoolError?.(error));
      // The data is read from memory or SSD, where a random page costs about what a sequential
      // one does; with the default of 4 the planner reads every offer's tsvector (a sequential
      // scan) rather than the GIN index for a common word: 11 ms instead of 3 ms on 10,000 offers.
      // A failure is left to the first query on the client to report.
      client.query('SET random_page_cost = 1.1').catch(() => undefined);
    });
    pool.on('error', () => undefined);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }

  mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // The planner's statistics (SQLite's advice for long-lived connections): with them the
  // offers search picks its indexes well; cheap when nothing changed.
  sqlite.pragma('optimize = 0x10002');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: reusingStatements(sqlite) }) }), dialect: 'sqlite' };
}
