import { type Kysely, sql } from 'kysely';
import type { TestDialect } from '../test-db.ts';

/**
 * Writes the server may make on a refused call, and why; every other row written (inserted,
 * updated or deleted) in any table is counted.
 * - `ignoreUpdatesOf`: an UPDATE that sets only these columns is not counted;
 * - `countInsertsWhen`: an INSERT is counted only when this condition on NEW holds.
 */
export const allowedWrites: Record<string, { ignoreUpdatesOf?: string[]; countInsertsWhen?: string; why: string }> = {
  access_tokens: {
    ignoreUpdatesOf: ['last_used_at', 'expires_at'],
    why: "a signed-in call moves its token's idle expiry (at most once a minute), whatever the answer",
  },
  mail_outbox: {
    ignoreUpdatesOf: ['status', 'attempts', 'next_attempt_at', 'last_error', 'sent_at', 'body_text'],
    why: 'the delivery of a mail of an earlier, accepted call marks it after commit, in the background',
  },
  audit_log: {
    countInsertsWhen: "NEW.action NOT LIKE 'denied:%'",
    why: 'a refused escalation is itself recorded (action denied:*), as the audit log must',
  },
};

export interface WriteCounter {
  /** Rows written so far, per table (only tables with at least one write). */
  read(): Promise<Record<string, number>>;
}

/** The tables whose writes differ between two readings, with how many rows each. */
export function changedTables(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const delta = (after[table] ?? 0) - (before[table] ?? 0);
    if (delta !== 0) changed[table] = delta;
  }
  return changed;
}

/**
 * Counts every row the server writes, per table, with triggers (SQLite and PostgreSQL alike):
 * exact (a changed flag in role_menus counts as much as a new user) and cheap to read (one small
 * table), so each refused call can be checked on its own. A rolled-back transaction rolls its
 * counts back too: what is counted is what was stored.
 */
export async function installWriteCounter(db: Kysely<never>, dialect: TestDialect): Promise<WriteCounter> {
  const anyDb = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  // SQLite's full-text index of offers (a virtual table and its shadow tables) mirrors `offers`,
  // which is watched; triggers cannot be put on it.
  const virtual =
    dialect === 'sqlite'
      ? (
          await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'`.execute(
            anyDb,
          )
        ).rows.map((row) => row.name)
      : [];
  // The app's own tables: pg-boss keeps its queue in a schema of its own (`pgboss`), written by
  // the scheduler on its clock, not by the calls counted here.
  const tables = (await anyDb.introspection.getTables()).filter(
    (table) =>
      !table.isView &&
      (table.schema === undefined || table.schema === 'public') &&
      !virtual.some((name) => table.name === name || table.name.startsWith(`${name}_`)),
  );
  await sql`CREATE TABLE fuzz_writes (tbl VARCHAR(100) PRIMARY KEY, n INTEGER NOT NULL DEFAULT 0)`.execute(anyDb);
  if (dialect === 'postgres') {
    await sql
      .raw(
        `CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN UPDATE fuzz_writes SET n = n + 1 WHERE tbl = TG_TABLE_NAME; RETURN NULL; END $$`,
      )
      .execute(anyDb);
  }
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  for (const table of tables) {
    const name = table.name;
    await sql`INSERT INTO fuzz_writes (tbl) VALUES (${name})`.execute(anyDb);
    const allowed = allowedWrites[name];
    const ignored = new Set(allowed?.ignoreUpdatesOf ?? []);
    const watchedColumns = table.columns.map((column) => column.name).filter((column) => !ignored.has(column));
    const events: Array<{ event: string; when?: string }> = [
      { event: 'INSERT', when: allowed?.countInsertsWhen },
      { event: ignored.size > 0 ? `UPDATE OF ${watchedColumns.map(quote).join(', ')}` : 'UPDATE' },
      { event: 'DELETE' },
    ];
    for (const [index, { event, when }] of events.entries()) {
      const trigger = quote(`fuzz_${name}_${index}`);
      const statement =
        dialect === 'postgres'
          ? `CREATE TRIGGER ${trigger} AFTER ${event} ON ${quote(name)} FOR EACH ROW ${when ? `WHEN (${when})` : ''}
             EXECUTE FUNCTION fuzz_count_write()`
          : `CREATE TRIGGER ${trigger} AFTER ${event} ON ${quote(name)} FOR EACH ROW ${when ? `WHEN ${when}` : ''}
             BEGIN UPDATE fuzz_writes SET n = n + 1 WHERE tbl = '${name.replace(/'/g, "''")}'; END`;
      await sql.raw(statement).execute(anyDb);
    }
  }
  return {
    async read() {
      const rows = await anyDb.selectFrom('fuzz_writes').select(['tbl', 'n']).where('n', '>', 0).execute();
      return Object.fromEntries(rows.map((row) => [String(row.tbl), Number(row.n)]));
    },
  };
}
