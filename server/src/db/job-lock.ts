import { type Kysely, sql, SqliteAdapter } from 'kysely';
import type { Database } from './types.ts';

/**
 * Background jobs that several instances sharing PostgreSQL all run on their timers, of which
 * one at a time must do the work. Each has a fixed advisory-lock key.
 */
export const jobLockKeys = { offerExpiry: 74_110_501, practicumStatus: 74_110_502, accountPurge: 74_110_543 } as const;

/**
 * Takes the job's lock for the caller's transaction, or answers false when another instance
 * holds it (that instance is doing the work right now; this one skips its turn).
 *
 * Why a transaction-scoped advisory lock rather than a lease row in a `job_leases` table:
 * PostgreSQL releases it by itself at commit, rollback or when a crashed instance's connection
 * drops, so there is no expiry to tune, no clock to trust and no stale lease to reclaim. On
 * SQLite there is nothing to take: instances sharing one database file share its single write
 * lock, which serializes the job's transaction, and the job's own update only touches rows
 * still in the state it changes, so a second run finds nothing left to do.
 */
export async function tryJobLock(trx: Kysely<Database>, key: number): Promise<boolean> {
  if (trx.getExecutor().adapter instanceof SqliteAdapter) return true;
  const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${key}) as locked`.execute(trx);
  return rows[0]?.locked === true;
}
