import type { CvEntrySection } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { lockable, type ReadOptions } from '../lock.ts';
import { type PageRequest, paginate, type Page } from '../paginate.ts';
import type { Database, IsoTimestamp } from '../types.ts';
import { cvEntryOrder, cvTables } from './cv-tables.ts';

/** A row of any repeatable section: its own fields by their API names, plus these. */
export interface CvEntryRow {
  id: number;
  user_id: number;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  [field: string]: unknown;
}

/** A section's fields as stored (trimmed, blanks as null). */
export type CvEntryValues = Record<string, string | number | null>;

/**
 * The eight tables share their shape (cv-tables.ts): one set of queries serves them all. The
 * table's name comes from the fixed map, never from the request.
 */
type EntryDatabase = Record<string, CvEntryRow>;
const entries = (db: Kysely<Database>) => db as unknown as Kysely<EntryDatabase>;

function ordered(db: Kysely<Database>, section: CvEntrySection, userId: number) {
  let query = entries(db).selectFrom(cvTables[section]).selectAll().where('user_id', '=', userId).$castTo<CvEntryRow>();
  for (const [column, direction] of cvEntryOrder[section]) query = query.orderBy(column, direction);
  return query;
}

export function listCvEntries(db: Kysely<Database>, section: CvEntrySection, userId: number): Promise<CvEntryRow[]> {
  return ordered(db, section, userId).execute();
}

export function pageCvEntries(db: Kysely<Database>, section: CvEntrySection, userId: number, page: PageRequest): Promise<Page<CvEntryRow>> {
  return paginate(ordered(db, section, userId), page);
}

/** The caller's entry, or undefined when it does not exist or is another student's. */
export function findCvEntry(
  db: Kysely<Database>,
  section: CvEntrySection,
  userId: number,
  id: number,
  options?: ReadOptions,
): Promise<CvEntryRow | undefined> {
  const query = entries(db)
    .selectFrom(cvTables[section])
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .$castTo<CvEntryRow>();
  return lockable(db, query, options).executeTakeFirst();
}

export async function insertCvEntry(
  db: Kysely<Database>,
  section: CvEntrySection,
  row: CvEntryValues & { user_id: number; created_at: IsoTimestamp; updated_at: IsoTimestamp },
): Promise<number> {
  const { id } = await entries(db).insertInto(cvTables[section]).values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateCvEntry(
  db: Kysely<Database>,
  section: CvEntrySection,
  id: number,
  changes: CvEntryValues & { updated_at: IsoTimestamp },
): Promise<void> {
  await entries(db).updateTable(cvTables[section]).set(changes).where('id', '=', id).execute();
}

export async function deleteCvEntry(db: Kysely<Database>, section: CvEntrySection, id: number): Promise<void> {
  await entries(db).deleteFrom(cvTables[section]).where('id', '=', id).execute();
}

/** Another of the student's entries whose `column` holds `value` (one language per student). */
export async function cvEntryWith(
  db: Kysely<Database>,
  section: CvEntrySection,
  userId: number,
  column: string,
  value: unknown,
  exceptId: number | null,
): Promise<boolean> {
  let query = entries(db).selectFrom(cvTables[section]).select('id').where('user_id', '=', userId).where(column, '=', value);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
