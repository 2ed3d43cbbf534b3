// The field adapters live in the kit (`@portal/shared/kit`). This re-export keeps the
// `@portal/shared/ui-data` door's SelectField until that door is reworked.
export { SelectField, type SelectOption } from '../kit/forms/select-field';
