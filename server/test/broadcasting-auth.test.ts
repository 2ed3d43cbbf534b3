import { ROLE_IDS } from '@portal/contracts';
import { signChannel } from '../src/realtime/signature.ts';
import { createAccount, type TestAccount } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

describe.each(testDialects())('POST /broadcasting/auth on %s', (dialect) => {
  let testApp: TestApp;
  let student: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect, env: { REALTIME_APP_SECRET: 'un-secreto-de-pruebas-largo' } });
    student = await createAccount(testApp.app, { role: ROLE_IDS.student });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const authorize = (channel: string, token: string | null = student.token, socketId = '123.456') =>
    testApp.app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      payload: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
    });

  it('signs the caller’s own user and role channels, form-encoded, without a CSRF token', async () => {
    for (const channel of [`private-users.${student.id}`, `private-roles.${ROLE_IDS.student}`]) {
      const response = await authorize(channel);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ auth: signChannel('portal-key', 'un-secreto-de-pruebas-largo', '123.456', channel) });
    }
  });

  it.each([
    ['another user', () => `private-users.${student.id + 1000}`],
    ['another role', () => `private-roles.${ROLE_IDS.admin}`],
    ['a public channel', () => 'avisos'],
    ['a presence channel', () => `presence-users.${student.id}`],
  ])('refuses %s with 403', async (_name, channel) => {
    expect((await authorize(channel())).statusCode).toBe(403);
  });

  it('answers 401 without a token and with a revoked one', async () => {
    expect((await authorize(`private-users.${student.id}`, null)).statusCode).toBe(401);
    const revoked = await createAccount(testApp.app);
    await testApp.app.db.deleteFrom('access_tokens').where('user_id', '=', revoked.id).execute();
    expect((await authorize(`private-users.${revoked.id}`, revoked.token)).statusCode).toBe(401);
  });

  it('refuses a malformed socket id (422)', async () => {
    expect((await authorize(`private-users.${student.id}`, student.token, 'abc')).statusCode).toBe(422);
  });
});
