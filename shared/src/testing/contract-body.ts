import { annotatedFieldMessage, fieldRuleKeyword, keywordMessages, otherKeywordMessage } from '@portal/contracts';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';

type Schema = Record<string, unknown>;

/** The field rule a property's schema names, on itself or on a member of its union (a nullable field). */
function annotationOf(schema: Schema): unknown {
  if (schema[fieldRuleKeyword] !== undefined) return schema[fieldRuleKeyword];
  const members = (schema['anyOf'] as Schema[] | undefined) ?? [];
  return members.find((member) => member[fieldRuleKeyword] !== undefined)?.[fieldRuleKeyword];
}

/** The keyword's message for a value of one property its schema refuses, named by its dotted path. */
function keywordMessage(name: string, schema: TSchema, value: unknown): string {
  const error = [...Value.Errors(schema, value)].find((candidate) => candidate.keyword !== 'anyOf' && candidate.keyword !== 'boolean');
  if (!error) return otherKeywordMessage(name);
  const field = [name, ...error.instancePath.split('/').filter(Boolean)].join('.');
  const describe = keywordMessages[error.keyword];
  return describe ? describe(field, error.params as Record<string, unknown>) : otherKeywordMessage(field);
}

/**
 * The items a list refuses while its length is fine, each named `carreras.2` with its value and
 * item schema, as the server names them; none when the list itself is what is refused.
 */
function refusedItems(name: string, property: Schema, value: unknown): Array<[field: string, item: unknown, schema: Schema]> {
  const items = property['items'] as Schema | undefined;
  const list: unknown[] = Array.isArray(value) ? value : [];
  if (!items || !Array.isArray(value) || !Value.Check({ ...property, items: {} } as TSchema, value)) return [];
  return list.flatMap((item, index) => (Value.Check(items as TSchema, item) ? [] : [[`${name}.${index}`, item, items]]));
}

/**
 * What the server's 422 says of a request body its contract schema refuses, field by field (the
 * field rule's message where the schema names one, Laravel's wording otherwise), or null when
 * the schema accepts it. For a fake's handler: the body is judged by the very schema the route
 * declares, so a fake cannot take what the server refuses.
 */
export function bodyFieldErrors(schema: TSchema, body: unknown): Record<string, string[]> | null {
  if (Value.Check(schema, body)) return null;
  const object = schema as Schema;
  const properties = (object['properties'] as Record<string, Schema> | undefined) ?? {};
  const required = new Set((object['required'] as string[] | undefined) ?? []);
  const values = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).includes(message) || errors[field].push(message);
  if (object['additionalProperties'] === false) {
    for (const name of Object.keys(values)) {
      if (!Object.hasOwn(properties, name)) add(name, keywordMessages['additionalProperties']!(name, {}));
    }
  }
  for (const [name, property] of Object.entries(properties)) {
    const value = values[name];
    if (value === undefined) {
      if (required.has(name)) add(name, annotatedFieldMessage(annotationOf(property), undefined) ?? keywordMessages['required']!(name, {}));
    } else if (!Value.Check(property as TSchema, value)) {
      const refused = refusedItems(name, property, value);
      for (const [field, item, schema] of refused) {
        add(field, annotatedFieldMessage(annotationOf(schema), item) ?? keywordMessage(field, schema as TSchema, item));
      }
      if (refused.length === 0) {
        add(name, annotatedFieldMessage(annotationOf(property), value) ?? keywordMessage(name, property as TSchema, value));
      }
    }
  }
  return Object.keys(errors).length > 0 ? errors : { body: [otherKeywordMessage('body')] };
}
