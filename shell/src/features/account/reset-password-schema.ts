import * as yup from 'yup';
import { rules } from '@portal/shared';

/** The reset page's fields: the password rule of signup and its repetition. */
export const resetPasswordSchema = yup.object({
  password: rules.password(),
  repassword: rules.repassword(),
});

/** "Mi cuenta": the current password as typed to sign in, then the new one and its repetition. */
export const changePasswordSchema = yup.object({
  current_password: rules.loginPassword(),
  password: rules.password(),
  repassword: rules.repassword(),
});
