import { ROLE_IDS } from '@portal/contracts';
import type { PortalEvents } from '../src/services/events.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import {
  adminAccount,
  createAccount,
  relaxThrottle,
  storeVerificationLink,
  TEST_PASSWORD,
  type TestAccount,
  uniqueEmail,
} from './helpers/accounts.ts';
import { joinWithToken, portOf, RawSocket } from './helpers/realtime-clients.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

/**
 * Issue 13, gap 2: an administrator changes a user's e-mail (PATCH /api/admin/users/:id). The
 * new address must be proven again, the old one is told, and whoever held the account's
 * sessions, sockets or pending links loses them.
 */
describe.each(testDialects())('e-mail change by an administrator on %s', (dialect) => {
  let testApp: TestApp;
  let admin: TestAccount;
  const userEvents: PortalEvents['user.updated'][] = [];
  const sockets: RawSocket[] = [];
  const anonymous = () => new ApiCaller(testApp.app);
  const db = () => testApp.app.db;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect, env: { APP_URL: 'https://bolsa.example.edu' }, configure: relaxThrottle });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await adminAccount(testApp.app);
    testApp.app.events.on('user.updated', (payload) => userEvents.push(payload));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await testApp?.close();
  });

  beforeEach(() => {
    userEvents.length = 0;
  });

  const mailsTo = async (email: string) => {
    await testApp.app.mail.flush();
    return db().selectFrom('mail_outbox').selectAll().where('to_email', '=', email.toLowerCase()).orderBy('id').execute();
  };
  /** The secret of the verification link in the latest mail to `email`. */
  const verificationSecretMailedTo = async (email: string) => {
    const match = /https:\/\/bolsa\.example\.edu\/verification\/([A-Za-z0-9_-]+)/.exec((await mailsTo(email)).at(-1)?.body_text ?? '');
    if (!match) throw new Error(`No verification link was mailed to ${email}`);
    return match[1]!;
  };
  const verifiedAt = async (id: number) =>
    (await db().selectFrom('users').select('email_verified_at').where('id_us', '=', id).executeTakeFirstOrThrow()).email_verified_at;
  const verify = (hash: string) => anonymous().post('/api/user/verify', { hash });
  const signIn = (email: string) => anonymous().post('/api/user/login', { email, password: TEST_PASSWORD });
  const changeEmail = (id: number, email: string, caller = admin.caller) => caller.patch(`/api/admin/users/${id}`, { email });
  /** The user's page: a socket on their own channel, tied to their session by the auth endpoint. */
  const openPage = async (account: TestAccount) => {
    const socket = new RawSocket(RawSocket.url(portOf(testApp.app)));
    sockets.push(socket);
    await joinWithToken(testApp.app, socket, account.token, [`private-users.${account.id}`]);
    return socket;
  };

  it('unverifies the account, mails the new address a link and the old one a notice, and ends every session and socket', async () => {
    const user = await createAccount(testApp.app);
    const page = await openPage(user);
    const newEmail = uniqueEmail('nuevo');

    const response = await changeEmail(user.id, newEmail.toUpperCase());

    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: newEmail, email_verified_at: null });
    // The sessions are gone, and the open page hears it and loses its socket.
    expect((await user.caller.get('/api/user/me')).statusCode).toBe(401);
    expect(userEvents).toEqual([{ userId: user.id, signedOut: true }]);
    expect((await page.next('user.updated')).data).toMatchObject({ signed_out: true });
    expect((await page.closed).code).toBe(4009);

    // The old address is told, with nothing to click and nothing the administrator typed.
    const [notice, ...more] = await mailsTo(user.email);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe('Bolsa de Empleo Universitaria: su correo electrónico fue cambiado');
    expect(notice!.body_text).toContain('fue cambiado por un administrador');
    expect(notice!.body_text).toContain('Si usted no solicitó este cambio, comuníquese');
    expect(notice!.body_text).not.toMatch(/https?:|\/verification\/|nuevo/i);

    // Until the new address is proven, the account cannot sign in, by either address.
    expect((await signIn(newEmail)).statusCode).toBe(403);
    expect((await signIn(newEmail)).json()).toMatchObject({ code: 'email_unverified' });
    expect((await signIn(user.email)).statusCode).toBe(422);

    // The link mailed to the new address works, and then the account signs in.
    expect((await verify(await verificationSecretMailedTo(newEmail))).json()).toMatchObject({ data: { email: newEmail } });
    expect(await verifiedAt(user.id)).not.toBeNull();
    expect((await signIn(newEmail)).statusCode).toBe(200);
  });

  it('refuses a verification link that was mailed to the old address', async () => {
    const user = await createAccount(testApp.app, { verified: false });
    expect((await anonymous().post('/api/user/verification/resend', { email: user.email })).statusCode).toBe(200);
    const oldLink = await verificationSecretMailedTo(user.email);
    const newEmail = uniqueEmail('otro');

    expect((await changeEmail(user.id, newEmail)).statusCode).toBe(200);

    const refused = await verify(oldLink);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Los datos proporcionados no son válidos.',
      errors: { hash: ['El enlace de verificación no es válido.'] },
    });
    expect(await verifiedAt(user.id)).toBeNull();
    expect((await signIn(newEmail)).json()).toMatchObject({ code: 'email_unverified' });
  });

  it('refuses a link bound to the old address even if it outlived the change (a resend racing it)', async () => {
    const user = await createAccount(testApp.app, { verified: false });
    const newEmail = uniqueEmail('carrera');
    expect((await changeEmail(user.id, newEmail)).statusCode).toBe(200);
    // A resend that read the account before the change commits its link for the old address after it.
    const secret = await storeVerificationLink(testApp.app, user.id, user.email, 'link-for-the-old-address'.padEnd(43, 'x'));

    expect((await verify(secret)).json().errors).toEqual({ hash: ['El enlace de verificación no es válido.'] });
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it('changes nothing of the kind when the address stays the same (only its case differs)', async () => {
    const user = await createAccount(testApp.app);

    expect((await changeEmail(user.id, user.email.toUpperCase())).statusCode).toBe(200);

    expect(await verifiedAt(user.id)).not.toBeNull();
    expect((await user.caller.get('/api/user/me')).statusCode).toBe(200);
    expect(await mailsTo(user.email)).toEqual([]);
    expect(userEvents).toEqual([{ userId: user.id, signedOut: false }]);
  });

  it('applies the same rules to an administrator who changes their own address', async () => {
    const other = await createAccount(testApp.app, { role: ROLE_IDS.admin });
    const newEmail = uniqueEmail('admin');

    expect((await changeEmail(other.id, newEmail, other.caller)).statusCode).toBe(200);

    expect((await other.caller.get('/api/user/me')).statusCode).toBe(401);
    expect(await verifiedAt(other.id)).toBeNull();
    expect((await mailsTo(other.email)).map((mail) => mail.subject)).toEqual([
      'Bolsa de Empleo Universitaria: su correo electrónico fue cambiado',
    ]);
    expect((await signIn(newEmail)).json()).toMatchObject({ code: 'email_unverified' });
  });
});
