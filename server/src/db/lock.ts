import { type Kysely, SqliteAdapter } from 'kysely';
import type { Database } from './types.ts';

export interface ReadOptions {
  /**
   * Read inside a change's transaction and keep the row locked until it commits, so the
   * "before" an audit entry records is the row the write replaces.
   */
  forUpdate?: boolean;
}

/**
 * PostgreSQL locks the row (`FOR UPDATE`). SQLite has no row locks and needs none: a Kysely
 * transaction there holds the single connection, so no other write can interleave.
 */
export function lockable<Q extends { forUpdate(): Q }>(db: Kysely<Database>, query: Q, options: ReadOptions = {}): Q {
  return options.forUpdate && !(db.getExecutor().adapter instanceof SqliteAdapter) ? query.forUpdate() : query;
}
