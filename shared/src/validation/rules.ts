import * as yup from 'yup';
import { type FieldRule, fieldRuleMessage, fieldRules, type FieldRuleName, validationMessages } from '@portal/contracts';

export { validationMessages };

/**
 * What a form's test says of a field: its message, as a yup error without a stack trace. Formik
 * validates the whole form at each keystroke, and every failing field's error captured one (most of
 * yup's time while typing into a blank offer form on a slow phone); a message on a field needs none.
 */
const formError = (message: string) => ({ message, disableStackTrace: true });

/**
 * A yup string whose one test asks `check` for the field's message (null when the value is
 * fine). The checks are @portal/contracts' own, the ones the server runs, so the form says
 * exactly what a 422 would. Formik hands an empty field over as undefined.
 */
export function checkedString(name: string, check: (value: string | undefined) => string | null) {
  return yup.string().test(name, function test(value) {
    const message = check(value);
    return message === null || this.createError(formError(message));
  });
}

/** The yup rule of a field of contracts/src/field-rules.ts (`override`: e.g. required only in Ecuador). */
export function fieldRule(name: FieldRuleName, override: Partial<FieldRule> = {}) {
  const rule = { ...fieldRules[name], ...override };
  return checkedString(name, (value) => fieldRuleMessage(rule, value));
}

export const rules = {
  email: () => fieldRule('email'),
  /** A new password (the policy's lengths). */
  password: () => fieldRule('password'),
  /** The password typed to sign in: any length up to the policy's maximum. */
  loginPassword: () => fieldRule('login_password'),
  repassword: (field = 'password') =>
    yup
      .string()
      .required(validationMessages.required)
      .oneOf([yup.ref(field)], validationMessages.sameAsPassword),
};
