import { type ApplicationStatus, foldForSearch, offerSingleFieldNames } from '@portal/contracts';
import type { Kysely } from 'kysely';
import { lockable, type ReadOptions } from '../lock.ts';
import type { Database, NewOffer, OfferRow, OfferUpdate } from '../types.ts';

/** What an offer form stores: texts trimmed, salaries in cents, careers trimmed (the offer's own columns, and its careers). */
export type OfferValues = Omit<
  NewOffer,
  | 'id'
  | 'company_id'
  | 'area_nombre'
  | 'empresa_nombre'
  | 'status'
  | 'fecha_publicacion'
  | 'created_at'
  | 'updated_at'
  | 'motivo_moderacion'
  | 'oculta_por_reportes'
> & { salario_min: number | null; salario_max: number | null; carreras: string[] };

/**
 * Every column of an offer but PostgreSQL's generated `search_vector`, which only the search
 * query reads (selecting `*` would ship it with every row).
 */
export const offerColumns = [
  ...([
    'id',
    'company_id',
    'area_nombre',
    'empresa_nombre',
    'status',
    'fecha_publicacion',
    'created_at',
    'updated_at',
    'motivo_moderacion',
    'oculta_por_reportes',
  ] as const),
  // The form's fields of one value each (the careers are in offer_careers).
  ...offerSingleFieldNames,
].map((column) => `offers.${column}` as const);

/** The form's values an offer row and its careers hold (what a duplicate starts from). */
export function storedOfferValues(row: OfferRow, careers: string[]): OfferValues {
  const values: Record<string, unknown> = { carreras: careers };
  for (const name of offerSingleFieldNames) values[name] = row[name];
  return values as OfferValues;
}

export function findOffer(db: Kysely<Database>, id: number, options?: ReadOptions): Promise<OfferRow | undefined> {
  return lockable(db, db.selectFrom('offers').select(offerColumns).where('offers.id', '=', id), options).executeTakeFirst();
}

/** The company's own offer; another company's is not found (API.md: 404, never "not yours"). */
export function findCompanyOffer(
  db: Kysely<Database>,
  companyId: number,
  id: number,
  options?: ReadOptions,
): Promise<OfferRow | undefined> {
  const query = db.selectFrom('offers').select(offerColumns).where('offers.id', '=', id).where('offers.company_id', '=', companyId);
  return lockable(db, query, options).executeTakeFirst();
}

export async function insertOffer(db: Kysely<Database>, offer: NewOffer): Promise<number> {
  const { id } = await db.insertInto('offers').values(offer).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateOffer(db: Kysely<Database>, id: number, changes: OfferUpdate): Promise<void> {
  await db.updateTable('offers').set(changes).where('id', '=', id).execute();
}

export async function deleteOffer(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('offers').where('id', '=', id).execute();
}

/** Replaces the offer's target careers, kept in the order given. */
export async function replaceOfferCareers(db: Kysely<Database>, offerId: number, careers: readonly string[]): Promise<void> {
  await db.deleteFrom('offer_careers').where('offer_id', '=', offerId).execute();
  if (careers.length === 0) return;
  await db
    .insertInto('offer_careers')
    .values(careers.map((nombre, position) => ({ offer_id: offerId, position, nombre, nombre_clave: foldForSearch(nombre) })))
    .execute();
}

/** The target careers of each offer, in order (an offer without any is absent: any career). */
export async function offerCareers(db: Kysely<Database>, offerIds: readonly number[]): Promise<Map<number, string[]>> {
  const careers = new Map<number, string[]>();
  if (offerIds.length === 0) return careers;
  const rows = await db
    .selectFrom('offer_careers')
    .select(['offer_id', 'nombre'])
    .where('offer_id', 'in', [...offerIds])
    .orderBy('offer_id')
    .orderBy('position')
    .execute();
  for (const row of rows) careers.set(row.offer_id, [...(careers.get(row.offer_id) ?? []), row.nombre]);
  return careers;
}

/** How many applications each offer holds per status (offers without any are absent). */
export async function applicationCounts(
  db: Kysely<Database>,
  offerIds: readonly number[],
): Promise<Map<number, Partial<Record<ApplicationStatus, number>>>> {
  const counts = new Map<number, Partial<Record<ApplicationStatus, number>>>();
  if (offerIds.length === 0) return counts;
  const rows = await db
    .selectFrom('applications')
    .select((eb) => ['offer_id', 'status', eb.fn.countAll<number | string>().as('count')])
    .where('offer_id', 'in', [...offerIds])
    .groupBy(['offer_id', 'status'])
    .execute();
  for (const row of rows) counts.set(row.offer_id, { ...counts.get(row.offer_id), [row.status]: Number(row.count) });
  return counts;
}

/**
 * Marks every `publicada` offer whose closing date is before `today` as `expirada`, and returns
 * those it changed. The status is part of the condition, so an offer already expired by a
 * concurrent run (which held the row first) is not returned twice.
 */
export function expireDueOffers(db: Kysely<Database>, today: string, now: string) {
  return db
    .updateTable('offers')
    .set({ status: 'expirada', updated_at: now })
    .where('status', '=', 'publicada')
    .where('fecha_cierre', '<', today)
    .returning(['id', 'company_id', 'titulo', 'fecha_cierre'])
    .execute();
}
