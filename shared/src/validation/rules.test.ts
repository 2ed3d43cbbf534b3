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

describe('a form of checked fields', () => {
  it('names each failing field with its message, without a stack trace per field', async () => {
    // Formik validates the whole form at each keystroke: an error per failing field, each once
    // built with a stack trace, was most of yup's time while typing into a blank offer form.
    const schema = yup.object({ email: fieldRule('email'), password: rules.password() });
    const failure = await schema.validate({ email: 'talento', password: '' }, { abortEarly: false }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(yup.ValidationError);
    const inner = (failure as yup.ValidationError).inner;
    expect(inner.map(({ path, message }) => [path, message])).toEqual([
      ['email', validationMessages.email],
      ['password', validationMessages.required],
    ]);
    expect(inner.map((error) => error instanceof Error)).toEqual([false, false]);
  });
});
