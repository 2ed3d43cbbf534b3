import * as yup from 'yup';
import { isValidRuc, rules, validationMessages } from '@portal/shared';

export const ecuador = 'EC';

export const companySignupValues = {
  ruc: '',
  empresa: '',
  descripcion: '',
  representante: '',
  pais: ecuador,
  provincia: '',
  ciudad: '',
  telefono: '',
  web: '',
  cargo: '',
  telcontacto: '',
  nomcontacto: '',
  email: '',
  password: '',
  repassword: '',
};

export type CompanySignupValues = typeof companySignupValues;

/** The company form's rules (spec §3 fields, §5 messages); the server checks the same. */
export const companySignupSchema = (invalidRuc: string) =>
  yup.object({
    ruc: yup
      .string()
      .trim()
      .required(validationMessages.required)
      .test('ruc', invalidRuc, (value) => isValidRuc(value ?? '')),
    empresa: rules.minLength(2),
    descripcion: rules.minLength(20),
    representante: rules.name(),
    pais: rules.required(),
    provincia: yup.string().when('pais', {
      is: ecuador,
      then: (schema) => schema.required(validationMessages.required),
      otherwise: (schema) => schema.optional(),
    }),
    ciudad: rules.minLength(2),
    telefono: rules.phone(),
    web: rules.url(),
    cargo: rules.minLength(2),
    telcontacto: rules.mobile(),
    nomcontacto: rules.name(),
    email: rules.email(),
    password: rules.password(),
    repassword: rules.repassword(),
  });
