import * as yup from 'yup';
import { documentRules, rules } from '@portal/shared';
import { privacyConsentRule } from './privacy-consent-field';

/** First step: the document, checked here as the server checks it, then by `user/validation`. */
export const studentDniSchema = yup.object({ dni: documentRules.studentDni() });

/** Second step: the account. */
export const studentAccountSchema = yup.object({
  email: rules.email(),
  password: rules.password(),
  repassword: rules.repassword(),
  acepta_privacidad: privacyConsentRule(),
});
