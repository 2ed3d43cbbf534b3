import type { CvEntrySection } from '@portal/contracts';
import type { CvEntry } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import { type CvEntryRow, deleteCvEntry, findCvEntry, insertCvEntry, pageCvEntries, updateCvEntry } from '../db/repositories/cv-entries.ts';
import { type Page, pageRequest } from '../db/paginate.ts';
import type { Database } from '../db/types.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { findOrNotFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { type ServiceContext, signedIn } from './context.ts';
import { checkCvValues, uniqueFieldRace } from './cv-validation.ts';
import { cvEntryView, loadCvLookups } from './cv-views.ts';

/**
 * The eight repeatable sections of the caller's CV (API.md "CV"), one implementation driven by
 * the contract's field table: an entry belongs to the student who added it, and any other
 * student's id is "not found" (404), never "forbidden".
 */
export const cvRecordMessages = {
  notFound: 'El registro no existe.',
  saved: 'Registro guardado.',
  deleted: 'Registro eliminado.',
} as const;

async function views<S extends CvEntrySection>(db: Kysely<Database>, section: S, rows: CvEntryRow[]): Promise<Array<CvEntry<S>>> {
  const lookups = await loadCvLookups(db, [[section, rows]]);
  return rows.map((row) => cvEntryView(section, row, lookups));
}

async function viewOf<S extends CvEntrySection>(db: Kysely<Database>, section: S, userId: number, id: number): Promise<CvEntry<S>> {
  const row = await findOrNotFound(findCvEntry(db, section, userId, id), cvRecordMessages.notFound);
  return (await views(db, section, [row]))[0]!;
}

/** A lost race on a unique field (one entry per language) answers as the check would have. */
function raceHandler(section: CvEntrySection) {
  const toError = uniqueFieldRace(section);
  return (error: unknown): never => {
    throw toError && isUniqueViolation(error) ? toError() : error;
  };
}

export async function listCvSectionEntries<S extends CvEntrySection>(
  context: ServiceContext,
  section: S,
  query: { page?: number; per_page?: number },
): Promise<Page<CvEntry<S>>> {
  const page = await pageCvEntries(context.db, section, signedIn(context).user.id_us, pageRequest(query));
  return { ...page, items: await views(context.db, section, page.items) };
}

export async function addCvEntry<S extends CvEntrySection>(context: ServiceContext, section: S, body: object): Promise<CvEntry<S>> {
  const userId = signedIn(context).user.id_us;
  const id = await context.db
    .transaction()
    .execute(async (trx) => {
      const values = await checkCvValues(trx, section, body as Record<string, unknown>, { userId, entryId: null });
      const now = isoNow();
      return insertCvEntry(trx, section, { ...values, user_id: userId, created_at: now, updated_at: now });
    })
    .catch(raceHandler(section));
  return viewOf(context.db, section, userId, id);
}

/** Replaces every field of the caller's entry. */
export async function changeCvEntry<S extends CvEntrySection>(
  context: ServiceContext,
  section: S,
  id: number,
  body: object,
): Promise<CvEntry<S>> {
  const userId = signedIn(context).user.id_us;
  await context.db
    .transaction()
    .execute(async (trx) => {
      const previous = await findOrNotFound(findCvEntry(trx, section, userId, id, { forUpdate: true }), cvRecordMessages.notFound);
      const values = await checkCvValues(trx, section, body as Record<string, unknown>, { userId, entryId: id, previous });
      await updateCvEntry(trx, section, id, { ...values, updated_at: isoNow() });
    })
    .catch(raceHandler(section));
  return viewOf(context.db, section, userId, id);
}

export async function removeCvEntry(context: ServiceContext, section: CvEntrySection, id: number): Promise<void> {
  const userId = signedIn(context).user.id_us;
  await context.db.transaction().execute(async (trx) => {
    await findOrNotFound(findCvEntry(trx, section, userId, id, { forUpdate: true }), cvRecordMessages.notFound);
    await deleteCvEntry(trx, section, id);
  });
}
