import type { FastifySchemaValidationError } from 'fastify';
import { annotatedFieldMessage, fieldRuleKeyword, keywordMessages, otherKeywordMessage } from '@portal/contracts';

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

/** The message of the field rule the failing schema names (contracts' annotatedFieldMessage), if any. */
function ruleMessage(error: VerboseError): string | undefined {
  const missing = error.params['missingProperty'];
  const properties = error.parentSchema?.['properties'] as Record<string, Record<string, unknown>> | undefined;
  const [schema, value] =
    error.keyword === 'required' && typeof missing === 'string' ? [properties?.[missing], undefined] : [error.parentSchema, error.data];
  return annotatedFieldMessage(schema?.[fieldRuleKeyword], value);
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
    const describe = keywordMessages[error.keyword];
    const message = ruleMessage(error) ?? (describe ? describe(field, error.params) : otherKeywordMessage(field));
    const list = errors.get(field) ?? [];
    errors.set(field, list);
    if (!list.includes(message)) list.push(message);
  }
  // Own properties, `__proto__` included (Object.fromEntries defines, never assigns).
  return Object.fromEntries(errors);
}
