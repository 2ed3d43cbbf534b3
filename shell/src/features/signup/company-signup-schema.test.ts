import { companySignupSchema, companySignupValues } from './company-signup-schema';

const schema = companySignupSchema('El RUC no es válido.');

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
      ruc: 'El RUC no es válido.',
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
