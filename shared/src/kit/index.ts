/**
 * The CRUD kit (`@portal/shared/kit`): what a screen is assembled from. Kit code reaches the
 * core (store, API, session, toasts, texts) only through '@portal/shared', so a kit bundled
 * apart from the core still binds to the shell's one store and one API client.
 */
// Server data
export { listTags, type Page, type PageParams } from './api/page';
// Forms
export { applyServerErrors, useServerErrors } from './forms/server-errors';
export { FieldFrame, useFieldFrame, type FieldBaseProps } from './forms/field-frame';
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './forms/text-field';
export { CheckboxField, NumberField, SwitchField, type NumberFieldProps } from './forms/choice-fields';
export { SelectField, MultiSelectField, type SelectFieldProps, type SelectOption } from './forms/select-field';
export { CatalogSelectField, type CatalogSelectFieldProps } from './forms/catalog-select-field';
export { DateField, DateRangeField, apiDateFormat, displayDateFormat, type DateFieldProps, type DateRangeFieldProps } from './forms/date-fields';
export { UploadField, type UploadFieldProps } from './forms/upload-field';
export { FormDrawer, type FormDrawerProps } from './form/form-drawer';
// Lists and actions
export { ListPage, type ListPageProps, type ListQuery } from './list/list-page';
export { SearchBox, type SearchBoxProps } from './list/search-box';
export { useDeleteAction, type DeleteRequest } from './actions/use-delete-action';
// Access
export { useAccess, accessFor, Can } from './access/use-access';
export { kitMessages } from './i18n/kit-messages';
