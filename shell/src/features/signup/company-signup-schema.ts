import * as yup from 'yup';
import { documentRules, fieldRule, rules } from '@portal/shared';
import { privacyConsentRule } from './privacy-consent-field';

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
  acepta_privacidad: false,
};

export type CompanySignupValues = typeof companySignupValues;

/**
 * The company form's rules: those of @portal/contracts (field-rules.ts, identity-documents.ts),
 * which the server applies with the same messages.
 */
export const companySignupSchema = yup.object({
  ruc: documentRules.ruc(),
  empresa: fieldRule('empresa'),
  descripcion: fieldRule('descripcion'),
  representante: fieldRule('representante'),
  pais: fieldRule('pais'),
  provincia: yup.string().when('pais', {
    is: ecuador,
    then: () => fieldRule('provincia', { required: true }),
    otherwise: () => fieldRule('provincia'),
  }),
  ciudad: fieldRule('ciudad'),
  telefono: fieldRule('telefono'),
  web: fieldRule('web'),
  cargo: fieldRule('cargo'),
  telcontacto: fieldRule('telcontacto'),
  nomcontacto: fieldRule('nomcontacto'),
  email: rules.email(),
  password: rules.password(),
  repassword: rules.repassword(),
  acepta_privacidad: privacyConsentRule(),
});
