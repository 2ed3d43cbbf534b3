import type { SelectQueryBuilder } from 'kysely';

/** Which page of a list: `page` counts from 1. */
export interface PageRequest {
  page: number;
  per_page: number;
}

/** A page of a list, as API.md answers every list: `{items, total, page, per_page}`. */
export interface Page<T> extends PageRequest {
  items: T[];
  total: number;
}

/** The query string's paging fields, with the defaults of `pageQuery` (contracts). */
export function pageRequest(query: { page?: number; per_page?: number }, defaultPerPage = 20): PageRequest {
  return { page: query.page ?? 1, per_page: query.per_page ?? defaultPerPage };
}

/**
 * Runs a filtered, ordered query for one page and counts every row it matches. The count is
 * the same query without its selection and order, so filters are written once.
 */
export async function paginate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, request: PageRequest): Promise<Page<O>> {
  const [items, counted] = await Promise.all([
    query
      .limit(request.per_page)
      .offset((request.page - 1) * request.per_page)
      .execute(),
    query
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  ]);
  // PostgreSQL counts in bigint, which the driver hands back as a string.
  const total = Number((counted as { total?: number | string | bigint } | undefined)?.total ?? 0);
  return { items, total, page: request.page, per_page: request.per_page };
}

/** The same page with its items turned into what the API answers. */
export function mapPage<T, U>(page: Page<T>, map: (item: T) => U): Page<U> {
  return { ...page, items: page.items.map(map) };
}
