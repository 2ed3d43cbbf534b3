import type { OfferStatus } from '@portal/contracts';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql, SqliteAdapter } from 'kysely';
import { foldForSearch } from '../../domain/search-text.ts';
import { type Page, type PageRequest, paginate } from '../paginate.ts';
import type { Database, OfferRow } from '../types.ts';
import { offerColumns } from './offers.ts';

/** Whose offers a search reads. */
export type OfferScope =
  /** Students: published offers whose closing date is today or later. */
  | { kind: 'open' }
  /** A company: its own offers, all of them or those in one status as read on `today`. */
  | { kind: 'company'; companyId: number; status?: OfferStatus };

export interface OfferFilters {
  scope: OfferScope;
  /** Today in Ecuador (YYYY-MM-DD): a published offer whose closing date is before it is expired. */
  today: string;
  /** Full text over título, área, company, descripción and requisitos; accents and case ignored. */
  q?: string;
  provincia?: string;
  modalidad?: string;
  tipo_contrato?: string;
  area?: string;
  /** A career name: offers for it and offers open to any career. */
  carrera?: string;
  /** `recientes`: best match first when q is given, then newest; `cierre`: closing soonest first. */
  sort?: 'recientes' | 'cierre';
}

/** Words that would match nearly every offer: dropped from a search (unless nothing else is left). */
const stopWords = new Set('a al con de del el en la las lo los o para por que se sin su sus un una y e u'.split(' '));
const MAX_TERMS = 8;

/**
 * The words of a search, folded (no accents, lower case), as both indexes hold them. Only
 * letters and digits survive, so nothing a user types can reach either query syntax.
 */
export function searchTerms(q: string | undefined): string[] {
  const words = foldForSearch(q ?? '').match(/[\p{L}\p{N}]+/gu) ?? [];
  const meaningful = words.filter((word) => !stopWords.has(word));
  return [...new Set(meaningful.length > 0 ? meaningful : words)].slice(0, MAX_TERMS);
}

/** Words of three letters or more also match as prefixes ("desarrollador" finds "desarrolladores"). */
const isPrefix = (term: string) => [...term].length >= 3;

/** FTS5: every term, each quoted (so AND, NEAR or a column name are just words). */
const ftsQuery = (terms: string[]) => terms.map((term) => `"${term}"${isPrefix(term) ? '*' : ''}`).join(' ');
/** PostgreSQL: every term, `&`-joined. */
const tsQuery = (terms: string[]) => terms.map((term) => `${term}${isPrefix(term) ? ':*' : ''}`).join(' & ');

/** bm25 weights of offers_fts's columns (titulo, area_nombre, empresa_nombre, descripcion, requisitos). */
const BM25_WEIGHTS = sql.raw('10.0, 4.0, 4.0, 1.0, 1.0');

type OfferQuery = SelectQueryBuilder<Database, 'offers', OfferRow & { rank: number }>;

function isSqlite(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** The scope as SQL: what "open" and a status mean on `today`. */
function inScope(scope: OfferScope, today: string) {
  return (eb: ExpressionBuilder<Database, 'offers'>) => {
    const open = eb.and([eb('offers.status', '=', 'publicada'), eb('offers.fecha_cierre', '>=', today)]);
    if (scope.kind === 'open') return open;
    const own = eb('offers.company_id', '=', scope.companyId);
    if (scope.status === undefined) return own;
    if (scope.status === 'publicada') return eb.and([own, open]);
    if (scope.status === 'expirada') {
      const lapsed = eb.and([eb('offers.status', '=', 'publicada'), eb('offers.fecha_cierre', '<', today)]);
      return eb.and([own, eb.or([eb('offers.status', '=', 'expirada'), lapsed])]);
    }
    return eb.and([own, eb('offers.status', '=', scope.status)]);
  };
}

/** Joins the dialect's full-text match and selects its rank (higher is better on both). */
function matching(db: Kysely<Database>, terms: string[]): OfferQuery {
  const base = db.selectFrom('offers');
  if (isSqlite(db)) {
    // bm25 is lower for better matches; negated so both dialects sort rank descending.
    const hits = sql<{ offer_id: number; rank: number }>`(select rowid as offer_id, -bm25(offers_fts, ${BM25_WEIGHTS}) as rank
      from offers_fts where offers_fts match ${ftsQuery(terms)})`.as('hits');
    return base
      .innerJoin(hits, (join) => join.onRef('hits.offer_id', '=', 'offers.id'))
      .select(offerColumns)
      .select('hits.rank');
  }
  const query = sql`to_tsquery('simple', ${tsQuery(terms)})`;
  return base
    .select(offerColumns)
    .select(sql<number>`ts_rank(offers.search_vector, ${query})`.as('rank'))
    .where(sql<boolean>`offers.search_vector @@ ${query}`);
}

/**
 * One page of offers matching the filters, the dialect's full-text index doing the text part
 * (SQLite FTS5 with bm25, PostgreSQL tsvector with ts_rank; see the offers migration). Rows
 * carry `rank` (0 without q).
 */
export async function searchOffers(
  db: Kysely<Database>,
  filters: OfferFilters,
  page: PageRequest,
): Promise<Page<OfferRow & { rank: number }>> {
  const terms = searchTerms(filters.q);
  let query: OfferQuery =
    terms.length > 0
      ? matching(db, terms)
      : db
          .selectFrom('offers')
          .select(offerColumns)
          .select(sql<number>`0`.as('rank'));
  query = query.where(inScope(filters.scope, filters.today));
  for (const column of ['provincia', 'modalidad', 'tipo_contrato', 'area'] as const) {
    const value = filters[column];
    if (value) query = query.where(`offers.${column}`, '=', value);
  }
  if (filters.carrera?.trim()) {
    const career = foldForSearch(filters.carrera);
    const careersOf = (eb: ExpressionBuilder<Database, 'offers'>) =>
      eb.selectFrom('offer_careers').select('offer_careers.offer_id').whereRef('offer_careers.offer_id', '=', 'offers.id');
    query = query.where((eb) =>
      eb.or([eb.not(eb.exists(careersOf(eb))), eb.exists(careersOf(eb).where('offer_careers.nombre_clave', '=', career))]),
    );
  }

  if (filters.sort === 'cierre') query = query.orderBy('offers.fecha_cierre', 'asc').orderBy('offers.id', 'asc');
  else {
    if (terms.length > 0) query = query.orderBy('rank', 'desc');
    // Students see the newest publications first; a company its newest offers (drafts have no publication date).
    const newest = filters.scope.kind === 'open' ? 'offers.fecha_publicacion' : 'offers.created_at';
    query = query.orderBy(newest, 'desc').orderBy('offers.id', 'desc');
  }
  return paginate(query, page);
}
