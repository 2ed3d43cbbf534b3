import { type Kysely, SqliteAdapter } from 'kysely';
import type { Database } from './types.ts';

/** Whether `db` (or a transaction) runs on SQLite rather than PostgreSQL. */
export function isSqlite(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
