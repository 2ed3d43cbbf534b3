/**
 * `@portal/shared/kit/form-screen`: the kit for form screens — field adapters, the form drawer, the
 * leave guard, flags and the delete action — without the list page and its table. A separate
 * federation module (same version rules as the kit), because a shared module is loaded whole:
 * a screen of forms and cards (the CV) would otherwise download antd's Table for nothing.
 * Its counterpart for lists is `@portal/shared/kit/list-screen`.
 */
export * from './basic-fields';
export { CatalogSelectField, type CatalogSelectFieldProps } from './field-adapters/catalog-select-field';
export { DateField, DateRangeField, type DateFieldProps, type DateRangeFieldProps } from './field-adapters/date-fields';
export { UploadField, type UploadFieldProps } from './field-adapters/upload-field';
export { FieldFrame, useFieldFrame, type FieldBaseProps } from './field-adapters/field-frame';
export { FormDrawer, type FormDrawerProps } from './form-drawer/form-drawer';
export { LeaveGuard, useLeaveGuard } from './form-drawer/use-leave-guard';
export * from './basics';
