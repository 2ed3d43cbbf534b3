import type { APIRequestContext } from '@playwright/test';
import { e2eSqliteFile, latestVerificationPath } from './outbox';

/**
 * Sends a sign-up through the API as the sign-up screens do (`url`, `body`), then verifies
 * `email` with the link mailed to the outbox: the account can sign in.
 */
export async function signUpVerified(request: APIRequestContext, url: string, body: unknown, email: string) {
  await request.get('/api/refresh');
  const cookie = (await request.storageState()).cookies.find((candidate) => candidate.name === 'XSRF-TOKEN');
  const headers = { accept: 'application/json', 'x-xsrf-token': decodeURIComponent(cookie?.value ?? '') };
  const post = async (path: string, data: unknown) => {
    const response = await request.post(path, { headers, data });
    if (!response.ok()) throw new Error(`POST ${path} → ${response.status()} ${await response.text()}`);
  };
  // Every signup accepts the privacy notice (LOPDP; API.md "Personal data").
  await post(url, { ...(body as object), acepta_privacidad: true });
  await post('/api/user/verify', { hash: latestVerificationPath(e2eSqliteFile(), email).split('/').at(-1) });
}
