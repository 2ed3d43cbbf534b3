import type { APIRequestContext } from '@playwright/test';
import { randomCedula, uniqueEmail } from './identities';
import { e2eSqliteFile, latestVerificationPath } from './outbox';

/**
 * A student account of its own, signed up through the API as the sign-up screen does and
 * verified with the link mailed to the outbox: a fresh CV for every run.
 */
export async function newStudent(request: APIRequestContext) {
  const account = { email: uniqueEmail('hoja-de-vida'), password: 'Clave-segura-2026', dni: randomCedula() };
  await request.get('/api/refresh');
  const cookie = (await request.storageState()).cookies.find((candidate) => candidate.name === 'XSRF-TOKEN');
  const headers = { accept: 'application/json', 'x-xsrf-token': decodeURIComponent(cookie?.value ?? '') };
  const post = async (url: string, data: unknown) => {
    const response = await request.post(url, { headers, data });
    if (!response.ok()) throw new Error(`POST ${url} → ${response.status()} ${await response.text()}`);
  };
  await post('/api/user/singup', account);
  const hash = latestVerificationPath(e2eSqliteFile(), account.email).split('/').at(-1);
  await post('/api/user/verify', { hash });
  return account;
}
