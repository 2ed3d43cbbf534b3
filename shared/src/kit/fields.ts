/**
 * `@portal/shared/kit/fields`: the form field adapters alone. A separate federation module from
 * `@portal/shared/kit` (same version rules), because a shared module is loaded whole: the
 * sign-in screens need a text field, not the list page, drawer, date pickers and upload the
 * rest of the kit brings. Screens built from the whole kit import `@portal/shared/kit`.
 */
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './forms/text-field';
export { CheckboxField, NumberField, SwitchField, type NumberFieldProps } from './forms/choice-fields';
export { SelectField, MultiSelectField, type SelectFieldProps, type SelectOption } from './forms/select-field';
export { applyServerErrors, useServerErrors } from './forms/server-errors';
