import { fieldCases, rucCases } from '@portal/contracts/test-cases';
import { companySignupSchema as schema, companySignupValues } from './company-signup-schema';

const valid = {
  ...companySignupValues,
  ruc: '1790011674001',
  empresa: 'Andes Tech S.A.',
  descripcion: 'Empresa de desarrollo de software en Quito.',
  representante: "María José O'Connor Núñez",
  provincia: '17',
  ciudad: 'Quito',
  telefono: '022345678',
  web: 'https://andestech.ec',
  cargo: 'Jefa de talento humano',
  telcontacto: '0991234567',
  nomcontacto: 'Ana María de la Torre',
  email: 'talento@andestech.ec',
  password: 'una-clave-segura',
  repassword: 'una-clave-segura',
  acepta_privacidad: true,
};

const errorsOf = async (values: Partial<typeof valid>) => {
  try {
    await schema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: Array<{ path: string; message: string }> };
    // Like Formik, keep the first message of each field.
    const first: Record<string, string> = {};
    for (const issue of inner) first[issue.path] ??= issue.message;
    return first;
  }
};

const show = (value: string) => JSON.stringify(value.length > 24 ? `${value.slice(0, 21)}…` : value);
const companyFields = ['empresa', 'descripcion', 'representante', 'pais', 'provincia', 'ciudad', 'telefono', 'web']
  .concat(['cargo', 'telcontacto', 'nomcontacto', 'email', 'password'])
  .map((field) => field as keyof typeof fieldCases);

// The table of @portal/contracts/test-cases, which the server runs through its calls too: on a
// complete company, the one changed field gets the table's message, or none.
describe('company signup rules: the shared table', () => {
  it.each(rucCases.map((test) => [show(test.value), test] as const))('ruc %s', async (_, test) => {
    expect((await errorsOf({ ruc: test.value })).ruc ?? null).toBe(test.message);
  });

  it.each(companyFields.flatMap((field) => (fieldCases[field] ?? []).map((test) => [field, show(test.value), test] as const)))(
    '%s %s',
    async (field, _, test) => {
      // The password's repetition follows it (its own rule is not the table's).
      const { repassword: _repeated, ...errors } = await errorsOf({
        [field]: test.value,
        ...(field === 'password' && { repassword: test.value }),
      });
      expect(errors).toEqual(test.message === null ? {} : { [field]: test.message });
    },
  );
});

describe('company signup rules', () => {
  it('accepts a complete company', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('uses the spec messages for each rule', async () => {
    expect(
      await errorsOf({
        empresa: '',
        web: 'andestech',
        telcontacto: '0881234567',
        nomcontacto: 'Ana 2',
        email: 'talento',
        repassword: 'otra',
        ruc: '1710034066001',
      }),
    ).toEqual({
      empresa: 'El campo es obligatorio.',
      web: "El campo no debe ser una url válida 'http://'.",
      telcontacto: 'El campo debe ser un celular válido: 09 seguido de 8 dígitos.',
      nomcontacto: 'El campo solo admite letras, espacios y apóstrofos.',
      email: 'El campo debe ser un correo electrónico.',
      repassword: 'El campo no coincide.',
      ruc: 'El RUC de una persona natural debe empezar con una cédula válida.',
    });
  });

  it('asks for the province only in Ecuador', async () => {
    expect(await errorsOf({ provincia: '' })).toEqual({ provincia: 'El campo es obligatorio.' });
    expect(await errorsOf({ pais: 'PE', provincia: '' })).toEqual({});
  });

  it('leaves the web site optional', async () => {
    expect(await errorsOf({ web: '' })).toEqual({});
  });
});
