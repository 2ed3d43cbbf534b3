import type { APIRequestContext } from '@playwright/test';
import { randomCedula, uniqueEmail } from './identities';
import { signUpVerified } from './sign-up';

/**
 * A student account of its own, signed up through the API as the sign-up screen does and
 * verified with the link mailed to the outbox: a fresh CV for every run.
 */
export async function newStudent(request: APIRequestContext) {
  const account = { email: uniqueEmail('hoja-de-vida'), password: 'Clave-segura-2026', dni: randomCedula() };
  await signUpVerified(request, '/api/user/singup', account, account.email);
  return account;
}
