import type { FastifySchemaValidationError } from 'fastify';
import {
  annotatedFieldRule,
  commonPasswordKeyword,
  cvFieldMessage,
  cvFieldOfRuleName,
  fieldRuleKeyword,
  fieldRuleMessage,
  offerFieldMessage,
  offerFieldOfRuleName,
  validationMessages,
} from '@portal/contracts';

type Params = Record<string, unknown>;
type Describe = (field: string, params: Params) => string;

const typeNames: Record<string, string> = {
  string: 'una cadena de texto',
  integer: 'un número entero',
  number: 'un número',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  null: 'nulo',
};

/** Spanish wording of Laravel's validation messages, by JSON Schema keyword. */
const describeByKeyword: Record<string, Describe> = {
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
  [commonPasswordKeyword]: () => validationMessages.commonPassword,
};

/** `/address/city` → `address.city`; a `required` or `additionalProperties` error names the child. */
function fieldOf(error: FastifySchemaValidationError, context: string): string {
  const segments = error.instancePath.split('/').filter(Boolean);
  const missing = error.params['missingProperty'];
  if (error.keyword === 'required' && typeof missing === 'string') segments.push(missing);
  const unknown = error.params['additionalProperty'];
  if (error.keyword === 'additionalProperties' && typeof unknown === 'string') segments.push(unknown);
  return segments.length > 0 ? segments.join('.') : context;
}

/** Ajv's error with `verbose` on (server/src/app.ts): the failing schema and value come along. */
type VerboseError = FastifySchemaValidationError & { parentSchema?: Record<string, unknown>; data?: unknown };

/**
 * The message of the field rule (contracts/src/field-rules.ts, or a CV field's of cv.ts) the failing schema names: the
 * very text the client's form shows for the same value. Undefined when no rule applies, or the
 * value is not a string (a wrong type keeps the generic message).
 */
function ruleMessage(error: VerboseError): string | undefined {
  const missing = error.params['missingProperty'];
  const properties = error.parentSchema?.['properties'] as Record<string, Record<string, unknown>> | undefined;
  const [schema, value] =
    error.keyword === 'required' && typeof missing === 'string' ? [properties?.[missing], undefined] : [error.parentSchema, error.data];
  const name = schema?.[fieldRuleKeyword];
  // A CV field's rule judges any JSON value (its integers too): contracts/src/cv.ts.
  const cvField = cvFieldOfRuleName(name);
  if (cvField) return cvFieldMessage(cvField, value) ?? undefined;
  // An offer's or application's field judges any JSON value (its numbers too): contracts/src/offers.ts.
  const offerField = offerFieldOfRuleName(name);
  if (offerField) return offerFieldMessage(offerField, value) ?? undefined;
  const rule = annotatedFieldRule(name);
  if (!rule || (value !== undefined && typeof value !== 'string')) return undefined;
  return fieldRuleMessage(rule, value) ?? undefined;
}

const isNullMiss = (error: FastifySchemaValidationError) => error.keyword === 'type' && error.params['type'] === 'null';
const isExplained = (other: FastifySchemaValidationError, error: FastifySchemaValidationError) =>
  other !== error && other.instancePath === error.instancePath && other.keyword !== 'anyOf' && !isNullMiss(other);

export function toFieldErrors(validation: FastifySchemaValidationError[], context = 'body'): Record<string, string[]> {
  // A Map, not a plain object: a refused field may be named `constructor`, `toString` or
  // `__proto__`, which a plain object already "has" (the 422 became a 500).
  const errors = new Map<string, string[]>();
  for (const error of validation) {
    // anyOf/oneOf repeat the errors of their members, which are already listed.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
    // A nullable field that is neither null nor valid fails both members of its union; "must
    // be null" would only confuse when the other member's error says what is wrong.
    if (isNullMiss(error) && validation.some((other) => isExplained(other, error))) continue;
    const field = fieldOf(error, context);
    const describe = describeByKeyword[error.keyword];
    const message = ruleMessage(error) ?? (describe ? describe(field, error.params) : `El campo ${field} no es válido.`);
    const list = errors.get(field) ?? [];
    errors.set(field, list);
    if (!list.includes(message)) list.push(message);
  }
  // Own properties, `__proto__` included (Object.fromEntries defines, never assigns).
  return Object.fromEntries(errors);
}
