/** A page of a list answer (API.md: `data: {items, total, page, per_page}`). */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

/** The paging part of a list's query string. */
export interface PageParams {
  page?: number;
  per_page?: number;
}

/**
 * The cache tags of a list answer: one per row and one for the list, so saving a row refreshes
 * it and adding or deleting one refreshes the list. `providesTags: (page) => listTags('Thing', page?.items)`.
 */
export function listTags<Tag extends string>(type: Tag, items: ReadonlyArray<{ id: number | string }> | undefined) {
  return [{ type, id: 'LIST' as const }, ...(items ?? []).map((item) => ({ type, id: item.id }))];
}
