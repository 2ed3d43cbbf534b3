/**
 * `@portal/shared/kit/list-screen`: the kit for list screens — the list page, its table and
 * search box, the list cache tags, flags and the delete action — without the field adapters, the form
 * drawer, formik and antd's Form. A separate federation module (same version rules as the kit),
 * because a shared module is loaded whole: a list opens without the form kit, and its create or
 * edit drawer (`lazyDrawer`, `@portal/shared/kit/form-screen`) brings it the first time it opens.
 */
export * from './basics';
export type { DataTableProps, DataTablePaging } from '../components/data-table';
// Downloaded the first time a table shows (its antd Table, pager and selects: ~50 KiB gzip).
export { DataTable } from './list/lazy-data-table';
export { listTags, type Page, type PageParams } from './api/page';
export { ListPage, type ListPageProps, type ListQuery } from './list/list-page';
export { SearchBox, type SearchBoxProps } from './list/search-box';
export { lazyDrawer } from './list/lazy-drawer';
