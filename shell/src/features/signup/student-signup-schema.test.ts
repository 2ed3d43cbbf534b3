import { documentCases, fieldCases, studentMessage } from '@portal/contracts/test-cases';
import { studentAccountSchema, studentDniSchema } from './student-signup-schema';

const show = (value: string) => JSON.stringify(value.length > 24 ? `${value.slice(0, 21)}…` : value);

/** Like Formik: the first message of each field. */
async function errorsOf(schema: typeof studentDniSchema | typeof studentAccountSchema, values: object) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const first: Record<string, string> = {};
    for (const issue of (error as { inner: Array<{ path: string; message: string }> }).inner) first[issue.path] ??= issue.message;
    return first;
  }
}

const account = { email: 'ana@example.com', password: 'una-clave-segura', repassword: 'una-clave-segura', acepta_privacidad: true };

// The table of @portal/contracts/test-cases, which the server runs through its calls too.
describe('student signup rules: the shared table', () => {
  it.each(documentCases.map((test) => [show(test.value), test] as const))('dni %s', async (_, test) => {
    const message = studentMessage(test);
    expect(await errorsOf(studentDniSchema, { dni: test.value })).toEqual(message === null ? {} : { dni: message });
  });

  it.each((fieldCases.email ?? []).map((test) => [show(test.value), test] as const))('email %s', async (_, test) => {
    expect(await errorsOf(studentAccountSchema, { ...account, email: test.value })).toEqual(
      test.message === null ? {} : { email: test.message },
    );
  });

  it.each((fieldCases.password ?? []).map((test) => [show(test.value), test] as const))('password %s', async (_, test) => {
    const { repassword: _repeated, ...errors } = await errorsOf(studentAccountSchema, {
      ...account,
      password: test.value,
      repassword: test.value,
    });
    expect(errors).toEqual(test.message === null ? {} : { password: test.message });
  });
});

describe('student signup rules', () => {
  it('asks for the same password twice', async () => {
    expect(await errorsOf(studentAccountSchema, { ...account, repassword: 'otra' })).toEqual({ repassword: 'El campo no coincide.' });
  });
});
