/**
 * `@portal/shared/kit`: the building blocks a screen is made of (components, field adapters).
 * Unlike `@portal/shared` (the core: one store, session, API, texts, settings — a strict
 * singleton), the kit may run as more than one copy: it is shared with a version, and a remote
 * built against a newer kit than the shell provides uses its own copy (a warning says so in the
 * console). That is safe because kit code holds no state of its own and reaches the core only
 * through '@portal/shared' (never a relative path), so every copy binds to the shell's store,
 * settings and texts. An architecture test keeps it that way.
 */
export { TextField, CheckboxField } from '../forms/fields';
export { SelectField, type SelectOption } from '../forms/select-field';
export { DataTable, type DataTableProps, type DataTablePaging } from '../components/data-table';
export { ScreenPlaceholder } from '../components/screen-placeholder';
