import { type TProperties, type TSchema, Type } from 'typebox';
import { type FieldRule, fieldRuleKeyword, fieldRuleSchema, fieldRules, type FieldRuleName } from '../field-rules.ts';
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
 * rule, and the annotation names it (or, for a rule of one form only, holds it) so a 422 says the
 * rule's message (server/src/http/validation-errors.ts).
 */
export function RuleText(rule: FieldRuleName | FieldRule, annotations: Record<string, unknown> = {}) {
  return Type.String({ ...fieldRuleSchema(typeof rule === 'string' ? fieldRules[rule] : rule), [fieldRuleKeyword]: rule, ...annotations });
}

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The `{message, data}` envelope every API answer comes in. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({ message: Type.String(), data });
}

/** Integer ids fit PostgreSQL's integer; a bigger one is a 422, not a database error. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const IdParams = StrictObject({ id: Id });

/** A refusal that may name a reason the client can act on (`code: 'email_unverified'`). */
export const RefusedResponse = Type.Object({ message: Type.String(), code: Type.Optional(Type.String()) });

/** The error statuses of API.md's conventions. */
export type ErrorStatus = 401 | 403 | 404 | 409 | 410 | 413 | 419 | 422 | 429;

export function errorResponse(status: ErrorStatus): TSchema {
  return status === 422 ? ValidationErrorResponse : status === 403 ? RefusedResponse : ErrorResponse;
}

/**
 * Error answers a route gives beyond those its declaration implies (the server derives 401,
 * 403, 419 and 422 from the route's auth option, method and schemas), e.g. `errors(404)`.
 */
export function errors(...statuses: ErrorStatus[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse(status)])) as Record<number, TSchema>;
}

/** A page of a list (API.md): `page` counts from 1, `per_page` is at most 100. */
export function Page<T extends TSchema>(item: T) {
  return Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    per_page: Type.Integer({ minimum: 1 }),
  });
}

/** The paging fields of a list's query string; spread them into the route's query schema. */
export const pageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
};
