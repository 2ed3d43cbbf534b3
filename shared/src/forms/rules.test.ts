import * as yup from 'yup';
import { fieldCases } from '@portal/contracts/test-cases';
import { fieldRule, rules, validationMessages } from './rules';

const show = (value: string) => JSON.stringify(value.length > 24 ? `${value.slice(0, 21)}…` : value);
const cases = Object.entries(fieldCases).flatMap(([field, list]) =>
  list.map((test) => [field as keyof typeof fieldCases, show(test.value), test] as const),
);

async function messageOf(schema: yup.Schema, value: unknown) {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

// The table of @portal/contracts/test-cases, which the server runs through its calls too.
describe('field rules: the shared table', () => {
  it.each(cases)('%s %s', async (field, _, test) => {
    // The table's provincia is Ecuador's, where the form requires one.
    const rule = field === 'provincia' ? fieldRule(field, { required: true }) : fieldRule(field);
    expect(await messageOf(rule, test.value)).toBe(test.message);
  });
});

describe('rules', () => {
  it('uses the field rules of the signup and login forms', async () => {
    expect(await messageOf(rules.email(), 'talento')).toBe(validationMessages.email);
    expect(await messageOf(rules.password(), 'corta')).toBe('El campo debe ser de almenos 8 caracteres.');
    expect(await messageOf(rules.loginPassword(), 'x')).toBeNull();
  });

  it('treats an empty field (Formik sends undefined) as missing', async () => {
    expect(await messageOf(fieldRule('empresa'), undefined)).toBe('El campo es obligatorio.');
    expect(await messageOf(fieldRule('web'), undefined)).toBeNull();
  });

  it('asks for the same password twice', async () => {
    const schema = yup.object({ password: rules.password(), repassword: rules.repassword() });
    await expect(schema.validate({ password: 'una-clave-segura', repassword: 'otra-clave' })).rejects.toThrow(
      validationMessages.sameAsPassword,
    );
    await expect(schema.validate({ password: 'una-clave-segura', repassword: 'una-clave-segura' })).resolves.toBeTruthy();
  });
});
