/**
 * `@portal/shared/kit/basic-fields`: the basic field adapters alone (text, choice and select
 * fields, the server's errors on them). A separate federation module from `@portal/shared/kit`
 * (same version rules), because a shared module is loaded whole: the sign-in screens need a
 * text field, not the list page, drawer, date pickers and upload the rest of the kit brings
 * (field-adapters/ holds those too; `@portal/shared/kit/form-screen` exports them).
 */
export { TextField, TextAreaField, type TextFieldProps, type TextAreaFieldProps } from './field-adapters/text-field';
export { CheckboxField, NumberField, SwitchField, type NumberFieldProps } from './field-adapters/choice-fields';
export { SelectField, MultiSelectField, type SelectFieldProps, type SelectOption } from './field-adapters/select-field';
export { applyServerErrors, useServerErrors } from './field-adapters/server-errors';
