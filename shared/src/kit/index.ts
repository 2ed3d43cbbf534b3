/**
 * `@portal/shared/kit`: the building blocks a screen is made of (components, field adapters).
 * Unlike `@portal/shared` (the core: one store, session, API, texts, settings — a strict
 * singleton), the kit may run as more than one copy: it is shared with a version, and a remote
 * built against a newer kit than the shell provides uses its own copy (a warning says so in the
 * console). That is safe because kit code holds no state of its own and reaches the core only
 * through '@portal/shared' (never a relative path), so every copy binds to the shell's store,
 * settings and texts. An architecture test keeps it that way.
 */
// Everything a form screen needs (field adapters, drawer, leave guard, flags, delete action): also
// its own federation module, `@portal/shared/kit/forms`, for screens without a list.
export * from './forms';
// Lists
export { DataTable, type DataTableProps, type DataTablePaging } from '../components/data-table';
export { listTags, type Page, type PageParams } from './api/page';
export { ListPage, type ListPageProps, type ListQuery } from './list/list-page';
export { SearchBox, type SearchBoxProps } from './list/search-box';
