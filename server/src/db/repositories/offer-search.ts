import { foldForSearch, type OfferStatus } from '@portal/contracts';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import { isSqlite } from '../dialect.ts';
import type { Page, PageRequest } from '../paginate.ts';
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

/** The career a search filters on, folded as `offer_careers.nombre_clave` holds it; none when blank. */
export function searchCareer(carrera: string | undefined): string | undefined {
  return carrera?.trim() ? foldForSearch(carrera) : undefined;
}

/** Words of three letters or more also match as prefixes ("desarrollador" finds "desarrolladores"). */
const isPrefix = (term: string) => [...term].length >= 3;

/** FTS5: every term, each quoted (so AND, NEAR or a column name are just words). */
const ftsQuery = (terms: string[]) => terms.map((term) => `"${term}"${isPrefix(term) ? '*' : ''}`).join(' ');
/** PostgreSQL: every term, `&`-joined. */
const tsQuery = (terms: string[]) => terms.map((term) => `${term}${isPrefix(term) ? ':*' : ''}`).join(' & ');
/** PostgreSQL: the terms as a tsquery, and an offer matching it (the GIN index answers it). */
const pgQuery = (terms: string[]) => sql`to_tsquery('simple', ${tsQuery(terms)})`;
const pgMatches = (query: ReturnType<typeof pgQuery>) => sql<boolean>`offers.search_vector @@ ${query}`;

/** bm25 weights of offers_fts's columns (titulo, area_nombre, empresa_nombre, descripcion, requisitos). */
const BM25_WEIGHTS = sql.raw('10.0, 4.0, 4.0, 1.0, 1.0');

/** What a page query selects before the rows are read: the id and the sort keys. */
type Hit = { id: number; rank: number };
type HitQuery = SelectQueryBuilder<Database, 'offers', Hit>;

/** The scope as SQL: what "open" and a status mean on `today`. */
function inScope(scope: OfferScope, today: string) {
  return (eb: ExpressionBuilder<Database, 'offers'>) => {
    const open = eb.and([eb('offers.status', '=', 'publicada'), eb('offers.fecha_cierre', '>=', today)]);
    // Students: not hidden by reports, and not of a suspended company (read here, on every
    // request, so a suspension on any instance takes the offers out at once).
    if (scope.kind === 'open') {
      return eb.and([
        open,
        eb('offers.oculta_por_reportes', '=', 0),
        eb(
          'offers.company_id',
          'not in',
          eb.selectFrom('company_profiles').select('company_profiles.user_id').where('company_profiles.suspendida_at', 'is not', null),
        ),
      ]);
    }
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

/**
 * The ids of the offers whose text matches, ranked (higher is better on both dialects).
 * SQLite: FTS5 is read first (CROSS JOIN fixes the order) and each hit finds its offer by primary
 * key; left to itself the planner walks the offers and runs the MATCH again for each one (1 s
 * instead of 3 ms on 10,000 offers). bm25 is lower for better matches, hence negated, and is
 * computed only for the hits that pass the scope and filters (half of them on a common word).
 * PostgreSQL: the GIN index answers `@@`; ts_rank weighs A > B > C.
 */
function rankedMatches(db: Kysely<Database>, terms: string[]): HitQuery {
  if (isSqlite(db)) {
    return ftsHits(db, terms).select(['offers.id', sql<number>`-bm25(offers_fts, ${BM25_WEIGHTS})`.as('rank')]);
  }
  const query = pgQuery(terms);
  return db
    .selectFrom('offers')
    .select('offers.id')
    .select(sql<number>`ts_rank(offers.search_vector, ${query})`.as('rank'))
    .where(pgMatches(query));
}

/**
 * SQLite: the offers whose text matches, FTS5 first and each hit's offer by primary key, so a
 * count reads the hits once (an `id IN (MATCH)` subquery read them and then probed the offers).
 */
function ftsHits(db: Kysely<Database>, terms: string[]) {
  return db
    .selectFrom(sql`offers_fts`.as('offers_fts'))
    .crossJoin('offers')
    .where(sql<boolean>`offers.id = offers_fts.rowid`)
    .where(sql<boolean>`offers_fts match ${ftsQuery(terms)}`) as unknown as SelectQueryBuilder<Database, 'offers', object>;
}

/** The matching offers in scope, for counting: no rank to compute (bm25 is most of FTS5's cost). */
function countedMatches(db: Kysely<Database>, terms: string[], filters: OfferFilters) {
  if (terms.length === 0) return filtered(db.selectFrom('offers'), filters);
  if (isSqlite(db)) return filtered(ftsHits(db, terms), filters);
  return filtered(db.selectFrom('offers'), filters).where(pgMatches(pgQuery(terms)));
}

/** The scope and every filter but the text. */
function filtered<Q extends SelectQueryBuilder<Database, 'offers', object>>(query: Q, filters: OfferFilters): Q {
  let result = query.where(inScope(filters.scope, filters.today)) as Q;
  for (const column of ['provincia', 'modalidad', 'tipo_contrato', 'area'] as const) {
    const value = filters[column];
    if (value) result = result.where(`offers.${column}`, '=', value) as Q;
  }
  const career = searchCareer(filters.carrera);
  if (career) {
    // Offers for the career, and offers for any career (none listed). Uncorrelated subqueries:
    // each is read once, not once per offer.
    result = result.where((eb) =>
      eb.or([
        eb('offers.id', 'not in', eb.selectFrom('offer_careers').select('offer_careers.offer_id')),
        eb(
          'offers.id',
          'in',
          eb.selectFrom('offer_careers').select('offer_careers.offer_id').where('offer_careers.nombre_clave', '=', career),
        ),
      ]),
    ) as Q;
  }
  return result;
}

/**
 * One page of offers matching the filters, the dialect's full-text index doing the text part
 * (SQLite FTS5 with bm25, PostgreSQL tsvector with ts_rank; see the offers migration). The page
 * is chosen on ids and sort keys alone, then its rows are read: sorting whole rows (long
 * descriptions) costs more than the search. Rows carry `rank` (0 without q).
 */
export async function searchOffers(
  db: Kysely<Database>,
  filters: OfferFilters,
  page: PageRequest,
): Promise<Page<OfferRow & { rank: number }>> {
  const terms = searchTerms(filters.q);
  const hits: HitQuery =
    terms.length > 0 ? rankedMatches(db, terms) : db.selectFrom('offers').select(['offers.id', sql<number>`0`.as('rank')]);
  let pageQuery = filtered(hits, filters);
  if (filters.sort === 'cierre') pageQuery = pageQuery.orderBy('offers.fecha_cierre', 'asc').orderBy('offers.id', 'asc');
  else {
    if (terms.length > 0) pageQuery = pageQuery.orderBy('rank', 'desc');
    // Students see the newest publications first; a company its newest offers (drafts have no publication date).
    const newest = filters.scope.kind === 'open' ? 'offers.fecha_publicacion' : 'offers.created_at';
    pageQuery = pageQuery.orderBy(newest, 'desc').orderBy('offers.id', 'desc');
  }
  const counting = countedMatches(db, terms, filters);

  const [chosen, counted] = await Promise.all([
    pageQuery
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page)
      .execute(),
    counting.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const rows =
    chosen.length === 0
      ? []
      : await db
          .selectFrom('offers')
          .select(offerColumns)
          .where(
            'offers.id',
            'in',
            chosen.map((hit) => hit.id),
          )
          .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    items: chosen.flatMap((hit) => {
      const row = byId.get(hit.id);
      return row ? [{ ...row, rank: Number(hit.rank) }] : [];
    }),
    total: Number(counted.total),
    page: page.page,
    per_page: page.per_page,
  };
}
