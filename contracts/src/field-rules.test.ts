import { fieldCases, ruleOfCases } from '../test-cases/index.ts';
import { fieldRuleMessage, fieldRuleSchema, fieldRules, type FieldRule } from './field-rules.ts';
import { validationMessages } from './validation-messages.ts';

const show = (value: string) => JSON.stringify(value.length > 24 ? `${value.slice(0, 21)}…` : value);
const cases = Object.entries(fieldCases).flatMap(([field, list]) =>
  list.map((test) => [field as keyof typeof fieldCases, show(test.value), test] as const),
);

/** What a JSON Schema validator decides with the keywords the server's schema gets. */
function schemaAccepts(rule: FieldRule, value: string): boolean {
  const schema = fieldRuleSchema(rule);
  const length = [...value].length; // JSON Schema counts characters, not UTF-16 units
  return length >= (schema.minLength ?? 0) && length <= schema.maxLength && new RegExp(schema.pattern, 'u').test(value);
}

describe('the table of field cases', () => {
  it.each(cases)('%s %s', (field, _, test) => {
    expect(fieldRuleMessage(ruleOfCases(field), test.value)).toBe(test.message);
  });

  // The server refuses with its schema before it words the message: the schema must refuse
  // exactly what the rule refuses, or a value would pass one side and not the other.
  it.each(cases)('the schema of %s agrees on %s', (field, _, test) => {
    expect(schemaAccepts(ruleOfCases(field), test.value)).toBe(test.message === null);
  });
});

describe('fieldRuleMessage', () => {
  it('treats null and undefined as empty', () => {
    expect(fieldRuleMessage(fieldRules.email, undefined)).toBe(validationMessages.required);
    expect(fieldRuleMessage(fieldRules.web, null)).toBeNull();
  });

  it('counts characters, not UTF-16 units, as the server does', () => {
    expect(fieldRuleMessage(fieldRules.ciudad, `${'x'.repeat(99)}😀`)).toBeNull();
  });

  it('covers every field the signup, login and resend calls take', () => {
    expect(Object.keys(fieldRules).sort()).toEqual(
      ['cargo', 'ciudad', 'descripcion', 'dni', 'email', 'empresa', 'login_password', 'nomcontacto', 'pais']
        .concat(['password', 'provincia', 'representante', 'ruc', 'telcontacto', 'telefono', 'web'])
        .sort(),
    );
    expect(Object.keys(fieldCases).sort()).toEqual(
      Object.keys(fieldRules)
        .filter((name) => name !== 'dni' && name !== 'ruc')
        .sort(),
    );
  });
});
