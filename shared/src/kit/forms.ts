/**
 * `@portal/shared/kit/forms`: the kit for form screens — field adapters, the form drawer, the
 * leave guard, flags and the delete action — without the list page and its table. A separate
 * federation module (same version rules as the kit), because a shared module is loaded whole:
 * a screen of forms and cards (the CV) would otherwise download antd's Table for nothing.
 */
export * from './fields';
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
export { FieldFrame, useFieldFrame, type FieldBaseProps } from './forms/field-frame';
export { FormDrawer, type FormDrawerProps } from './form/form-drawer';
export { LeaveGuard, useLeaveGuard } from './form/use-leave-guard';
export { useDeleteAction, type DeleteRequest } from './actions/use-delete-action';
export { useAccess, accessFor, Can } from './access/use-access';
export { kitMessages } from './i18n/kit-messages';
// Files (a CV's PDF, a list's CSV)
export { saveFile, useFileDownload, type FileDownloadRequest } from './files/use-file-download';
