import { RuleText, StrictObject, Text } from './common.ts';
import { Email, NewPassword } from './session.ts';

// API.md "Account". The new password follows the password rule of field-rules.ts (as at
// signup); the current one and its repetition are checked like a login password.

export const PasswordChangeBody = StrictObject({
  current_password: RuleText('login_password'),
  password: NewPassword,
  repassword: RuleText('login_password'),
});

export const PasswordForgotBody = StrictObject({ email: Email });

/** `hash`: the secret of the link `/reset-password/{hash}`. */
export const PasswordResetBody = StrictObject({
  hash: Text({ minLength: 1, maxLength: 200 }),
  password: NewPassword,
});
