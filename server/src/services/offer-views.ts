import {
  type ApplicationStatus,
  applicationStatuses,
  type CatalogType,
  type OfferCardFieldName,
  offerCardFieldNames,
  offerCatalogFields,
  type OfferCatalogFieldName,
  type OfferDetailFieldName,
  offerDetailFieldNames,
  type OfferField,
  type OfferFieldName,
  offerFieldRules,
  type OfferSingleFieldName,
  type OfferStatus,
} from '@portal/contracts';
import type { ApplicantCounts, Offer, OfferCompany, PublicOffer, PublicOfferCard } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import { appliedOfferIds } from '../db/repositories/applications.ts';
import { catalogItemNames } from '../db/repositories/catalogs.ts';
import { applicationCounts, offerCareers } from '../db/repositories/offers.ts';
import type { Database, OfferRow } from '../db/types.ts';

/**
 * What offers look like in answers: catalog codes with their names, careers, applicant counts,
 * and the status as read today. Each builder loads what a whole page needs in a few queries.
 */

export type CatalogNames = Map<string, Map<string, string>>;

/** `{code, name}`; a code whose item was deleted since keeps its code as its name. */
export function catalogValue(names: CatalogNames, type: CatalogType, code: string) {
  return { code, name: names.get(type)?.get(code) ?? code };
}

/** A published offer whose closing date is before today is expired, whether or not the expiry job has run yet. */
export function effectiveOfferStatus(offer: Pick<OfferRow, 'status' | 'fecha_cierre'>, today: string): OfferStatus {
  return offer.status === 'publicada' && offer.fecha_cierre < today ? 'expirada' : offer.status;
}

/** Open to students: published, not expired, and not hidden by reports (trust: three reports from different students). */
export function isOpen(offer: Pick<OfferRow, 'status' | 'fecha_cierre'> & { oculta_por_reportes?: number }, today: string): boolean {
  return effectiveOfferStatus(offer, today) === 'publicada' && Number(offer.oculta_por_reportes ?? 0) === 0;
}

/** The names of the catalog codes these rows store, in one query. */
export function offerCatalogNames(
  db: Kysely<Database>,
  rows: ReadonlyArray<Partial<Record<(typeof offerCatalogFields)[number]['name'], string>>>,
): Promise<CatalogNames> {
  return catalogItemNames(
    db,
    rows.flatMap((row) => offerCatalogFields.flatMap(({ name, catalog }) => (row[name] ? [{ type: catalog, code: row[name] }] : []))),
  );
}

/** A field of the offer as answers show it: a catalog code with its name, the careers from their table. */
function answerValue(row: OfferRow, name: OfferFieldName, names: CatalogNames, careers?: Map<number, string[]>): unknown {
  const field: OfferField = offerFieldRules[name];
  if (field.kind === 'catalog') return catalogValue(names, field.catalog, row[name as OfferCatalogFieldName]);
  if (field.kind === 'careers') return careers?.get(row.id) ?? [];
  return row[name as OfferSingleFieldName];
}

/** What a card shows of the offer (the contract's card fields). */
function offerBasics(row: OfferRow, names: CatalogNames) {
  const fields = Object.fromEntries(offerCardFieldNames.map((name) => [name, answerValue(row, name, names)]));
  return { id: row.id, ...fields, fecha_publicacion: row.fecha_publicacion } as Pick<
    PublicOfferCard,
    'id' | 'fecha_publicacion' | OfferCardFieldName
  >;
}

/** What the offer's own page adds (the contract's detail fields). */
function offerTexts(row: OfferRow, names: CatalogNames, careers: Map<number, string[]>) {
  return Object.fromEntries(offerDetailFieldNames.map((name) => [name, answerValue(row, name, names, careers)])) as Pick<
    Offer,
    OfferDetailFieldName
  >;
}

function countsOf(counts: Partial<Record<ApplicationStatus, number>> | undefined): ApplicantCounts {
  const perStatus = Object.fromEntries(applicationStatuses.map((status) => [status, counts?.[status] ?? 0])) as Record<
    ApplicationStatus,
    number
  >;
  return { total: Object.values(perStatus).reduce((sum, count) => sum + count, 0), ...perStatus };
}

/** Offers as their company sees them, with applicant counts. */
export async function companyOfferViews(db: Kysely<Database>, rows: OfferRow[], today: string): Promise<Offer[]> {
  const ids = rows.map((row) => row.id);
  const [names, careers, counts] = await Promise.all([offerCatalogNames(db, rows), offerCareers(db, ids), applicationCounts(db, ids)]);
  return rows.map((row) => ({
    ...offerBasics(row, names),
    ...offerTexts(row, names, careers),
    status: effectiveOfferStatus(row, today),
    motivo_moderacion: row.motivo_moderacion,
    applicants: countsOf(counts.get(row.id)),
    created_at: row.created_at,
    updated_at: row.updated_at,
  }));
}

const SUMMARY_LENGTH = 220;

/** The description's start, cut at a word, for a card. */
export function summaryOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SUMMARY_LENGTH) return flat;
  const cut = flat.slice(0, SUMMARY_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), SUMMARY_LENGTH / 2)).trimEnd()}…`;
}

/** Search results as cards, as every student sees them (whether one applied is the caller's: `withApplied`). */
export async function publicOfferCards(db: Kysely<Database>, rows: OfferRow[]): Promise<Array<Omit<PublicOfferCard, 'applied'>>> {
  const names = await offerCatalogNames(db, rows);
  return rows.map((row) => ({
    ...offerBasics(row, names),
    empresa: row.empresa_nombre,
    resumen: summaryOf(row.descripcion),
  }));
}

/** The cards with whether the student has applied to each. */
export async function withApplied(
  db: Kysely<Database>,
  cards: ReadonlyArray<Omit<PublicOfferCard, 'applied'>>,
  studentId: number,
): Promise<PublicOfferCard[]> {
  const applied = await appliedOfferIds(
    db,
    studentId,
    cards.map((card) => card.id),
  );
  return cards.map((card) => ({ ...card, applied: applied.has(card.id) }));
}

/** One offer with everything it says, for a student. */
export async function publicOfferView(
  db: Kysely<Database>,
  row: OfferRow,
  company: OfferCompany,
  applied: boolean,
  today: string,
): Promise<PublicOffer> {
  const [names, careers] = await Promise.all([offerCatalogNames(db, [row]), offerCareers(db, [row.id])]);
  return {
    ...offerBasics(row, names),
    ...offerTexts(row, names, careers),
    status: effectiveOfferStatus(row, today),
    empresa: company,
    applied,
  };
}
