/**
 * `@portal/shared/kit`: the building blocks a screen is made of (components, field adapters).
 * Unlike `@portal/shared` (the core: one store, session, API, texts, settings — a strict
 * singleton), the kit may run as more than one copy: it is shared with a version, and a remote
 * built against a newer kit than the shell provides uses its own copy (a warning says so in the
 * console). That is safe because kit code holds no state of its own and reaches the core only
 * through '@portal/shared' (never a relative path), so every copy binds to the shell's store,
 * settings and texts. An architecture test keeps it that way.
 */
export { DataTable, type DataTableProps, type DataTablePaging } from '../components/data-table';
// Server data
export { listTags, type Page, type PageParams } from './api/page';
// Forms
export { applyServerErrors, useServerErrors } from './forms/server-errors';
export { FieldFrame, useFieldFrame, type FieldBaseProps } from './forms/field-frame';
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './forms/text-field';
export { CheckboxField, NumberField, SwitchField, type NumberFieldProps } from './forms/choice-fields';
export { SelectField, MultiSelectField, type SelectFieldProps, type SelectOption } from './forms/select-field';
export { CatalogSelectField, type CatalogSelectFieldProps } from './forms/catalog-select-field';
export {
  DateField,
  DateRangeField,
  apiDateFormat,
  displayDateFormat,
  type DateFieldProps,
  type DateRangeFieldProps,
} from './forms/date-fields';
export { UploadField, type UploadFieldProps } from './forms/upload-field';
export { FormDrawer, type FormDrawerProps } from './form/form-drawer';
export { LeaveGuard, useLeaveGuard } from './form/use-leave-guard';
// Lists and actions
export { ListPage, type ListPageProps, type ListQuery } from './list/list-page';
export { SearchBox, type SearchBoxProps } from './list/search-box';
export { useDeleteAction, type DeleteRequest } from './actions/use-delete-action';
export { saveFile, useFileDownload, type FileDownloadRequest } from './files/use-file-download';
// Access
export { useAccess, accessFor, Can } from './access/use-access';
export { kitMessages } from './i18n/kit-messages';
