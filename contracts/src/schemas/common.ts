import { type TProperties, type TSchema, Type } from 'typebox';
import { fieldRuleKeyword, fieldRuleSchema, fieldRules, type FieldRuleName } from '../field-rules.ts';
import { ErrorResponse, ValidationErrorResponse } from './errors.ts';

/** A request object that refuses fields it does not know (422 instead of silently ignoring them). */
export function StrictObject<T extends TProperties>(properties: T) {
  return Type.Object(properties, { additionalProperties: false });
}

/**
 * A bounded string without NUL characters: PostgreSQL refuses NUL in text and too-long values
 * in varchar columns, and client input must never cause a 500.
 */
export function Text(options: { minLength?: number; maxLength: number; pattern?: string; format?: string }) {
  return Type.String({ pattern: '^[^\\u0000]*$', ...options });
}

/**
 * A string field checked by its rule of field-rules.ts: the lengths and pattern come from the
 * rule, and the annotation names it so a 422 says the rule's message (server/src/http/validation-errors.ts).
 */
export function RuleText(name: FieldRuleName) {
  return Type.String({ ...fieldRuleSchema(fieldRules[name]), [fieldRuleKeyword]: name });
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The `{message, data}` envelope every API answer comes in. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ message: Type.String(), data });
}

/** Integer ids fit PostgreSQL's integer; a bigger one is a 422, not a database error. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = StrictObject({ id: Id });

export const RefusedResponse = Type.Object({ message: Type.String(), code: Type.Optional(Type.String()) });

/** The error answers a route may give, for validation, serialization and the docs. */
export function errors(...statuses: Array<401 | 403 | 404 | 419 | 422 | 429>) {
  return Object.fromEntries(
    statuses.map((status) => [status, status === 422 ? ValidationErrorResponse : status === 403 ? RefusedResponse : ErrorResponse]),
  ) as Record<number, TSchema>;
}
