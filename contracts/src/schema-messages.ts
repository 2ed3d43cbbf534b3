import { cvFieldMessage, cvFieldOfRuleName } from './cv.ts';
import { annotatedFieldRule, commonPasswordKeyword, fieldRuleMessage } from './field-rules.ts';
import { validationMessages } from './validation-messages.ts';
import { offerFieldMessage, offerFieldOfRuleName } from './offers.ts';

/**
 * The words of a 422 for a value a request schema refuses: the message of the field rule the
 * schema's annotation names, else Laravel's Spanish wording for the JSON Schema keyword that
 * failed. The server (server/src/http/validation-errors.ts) and the test fakes
 * (shared/src/testing/contract-body.ts) both say them, so a fake's 422 is the server's.
 */

type Params = Record<string, unknown>;

const typeNames: Record<string, string> = {
  string: 'una cadena de texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  null: 'nulo',
};

/** Spanish wording of Laravel's validation messages, by JSON Schema keyword; `field` is the dotted path. */
export const keywordMessages: Record<string, (field: string, params: Params) => string> = {
  required: (field) => `El campo ${field} es obligatorio.`,
  type: (field, { type }) =>
    `El campo ${field} debe ser ${String(type)
      .split(',')
      .map((name) => typeNames[name] ?? name)
      .join(' o ')}.`,
  // Laravel's `required` also refuses an empty string; "al menos 1 caracteres" would read badly.
  minLength: (field, { limit }) =>
    Number(limit) === 1 ? `El campo ${field} es obligatorio.` : `El campo ${field} debe tener al menos ${String(limit)} caracteres.`,
  maxLength: (field, { limit }) => `El campo ${field} no debe tener más de ${String(limit)} caracteres.`,
  minimum: (field, { limit }) => `El campo ${field} debe ser al menos ${String(limit)}.`,
  maximum: (field, { limit }) => `El campo ${field} no debe ser mayor que ${String(limit)}.`,
  minItems: (field, { limit }) => `El campo ${field} debe tener al menos ${String(limit)} elementos.`,
  maxItems: (field, { limit }) => `El campo ${field} no debe tener más de ${String(limit)} elementos.`,
  format: (field, { format }) =>
    format === 'email' ? `El campo ${field} debe ser una dirección de correo válida.` : `El formato del campo ${field} no es válido.`,
  pattern: (field) => `El formato del campo ${field} no es válido.`,
  enum: (field) => `El valor seleccionado en ${field} no es válido.`,
  additionalProperties: (field) => `El campo ${field} no está permitido.`,
  minProperties: () => 'Envíe al menos un campo.',
  const: (field) => `El valor seleccionado en ${field} no es válido.`,
  // A new password among the most common ones (the server's keyword: field-rules.ts).
  [commonPasswordKeyword]: () => validationMessages.commonPassword,
};

/** The message for a keyword no entry above words. */
export const otherKeywordMessage = (field: string) => `El campo ${field} no es válido.`;

/**
 * The message of the field rule an `x-field-rule` annotation names (field-rules.ts, a CV field's
 * of cv.ts, an offer's of offers.ts) for `value`: the very text the client's form shows for it.
 * Undefined when no rule applies, or the value is not a string for a plain rule (a wrong type
 * keeps the keyword's message).
 */
export function annotatedFieldMessage(annotation: unknown, value: unknown): string | undefined {
  // A CV field's rule judges any JSON value (its integers too).
  const cvField = cvFieldOfRuleName(annotation);
  if (cvField) return cvFieldMessage(cvField, value) ?? undefined;
  // An offer's or application's field judges any JSON value (its numbers too).
  const offerField = offerFieldOfRuleName(annotation);
  if (offerField) return offerFieldMessage(offerField, value) ?? undefined;
  const rule = annotatedFieldRule(annotation);
  if (!rule || (value !== undefined && typeof value !== 'string')) return undefined;
  return fieldRuleMessage(rule, value) ?? undefined;
}
