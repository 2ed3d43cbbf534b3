import type { PortalEvents } from '../src/services/events.ts';
import { sha256Hex } from '../src/auth/secrets.ts';
import { isoIn } from '../src/lib/time.ts';
import { issueAccessToken } from '../src/auth/access-tokens.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { createAccount, relaxThrottle, TEST_PASSWORD, type TestAccount, uniqueEmail } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

const NEW_PASSWORD = 'Otra.Clave.Nueva.2026';

describe.each(testDialects())('own password: change, forgot and reset on %s', (dialect) => {
  let testApp: TestApp;
  const userEvents: PortalEvents['user.updated'][] = [];
  const anonymous = () => new ApiCaller(testApp.app);
  const db = () => testApp.app.db;

  beforeAll(async () => {
    testApp = await startTestApp({
      dialect,
      env: { ENABLE_TEST_ROUTES: '1', APP_URL: 'https://bolsa.example.edu' },
      configure: relaxThrottle,
    });
    testApp.app.events.on('user.updated', (payload) => userEvents.push(payload));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  beforeEach(() => {
    userEvents.length = 0;
  });

  /** A second session of the same account, as another browser would hold. */
  const otherSession = async (account: TestAccount) =>
    new ApiCaller(testApp.app, await issueAccessToken(db(), account.id, false, testApp.app.config.tokenIdleSeconds));
  const signIn = (email: string, password: string) => anonymous().post('/api/user/login', { email, password });
  const mailsTo = async (email: string) => {
    await testApp.app.mail.flush();
    return db().selectFrom('mail_outbox').selectAll().where('to_email', '=', email.toLowerCase()).orderBy('id').execute();
  };
  /** The secret of the reset link in the latest mail to `email`. */
  const resetSecretMailedTo = async (email: string) => {
    const mails = await mailsTo(email);
    const match = /https:\/\/bolsa\.example\.edu\/reset-password\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.body_text ?? '');
    if (!match) throw new Error(`No reset link was mailed to ${email}`);
    return match[1]!;
  };
  const forgot = (email: string) => anonymous().post('/api/user/password/forgot', { email });

  describe('PUT /api/user/password', () => {
    it('refuses a wrong current password on its field, and nothing changes', async () => {
      const account = await createAccount(testApp.app);
      const other = await otherSession(account);
      const before = await db().selectFrom('users').select('password_hash').where('id_us', '=', account.id).executeTakeFirstOrThrow();

      const response = await account.caller.put('/api/user/password', {
        current_password: 'No.Es.La.Clave.1',
        password: NEW_PASSWORD,
        repassword: NEW_PASSWORD,
      });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Los datos proporcionados no son válidos.',
        errors: { current_password: ['La contraseña actual no es correcta.'] },
      });
      const after = await db().selectFrom('users').select('password_hash').where('id_us', '=', account.id).executeTakeFirstOrThrow();
      expect(after).toEqual(before);
      expect((await other.get('/api/user/me')).statusCode).toBe(200);
      expect((await signIn(account.email, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await signIn(account.email, NEW_PASSWORD)).statusCode).toBe(422);
      expect(userEvents).toEqual([]);
    });

    it('refuses a new password outside the password rule, and a repetition that does not match', async () => {
      const account = await createAccount(testApp.app);

      const short = await account.caller.put('/api/user/password', {
        current_password: TEST_PASSWORD,
        password: 'corta',
        repassword: 'corta',
      });
      const mismatch = await account.caller.put('/api/user/password', {
        current_password: TEST_PASSWORD,
        password: NEW_PASSWORD,
        repassword: `${NEW_PASSWORD}x`,
      });
      const empty = await account.caller.put('/api/user/password', {
        current_password: '',
        password: NEW_PASSWORD,
        repassword: NEW_PASSWORD,
      });

      expect(short.statusCode).toBe(422);
      expect(short.json().errors).toEqual({ password: ['El campo debe ser de almenos 8 caracteres.'] });
      expect(mismatch.json().errors).toEqual({ repassword: ['El campo no coincide.'] });
      expect(empty.json().errors).toEqual({ current_password: ['El campo es obligatorio.'] });
      expect((await signIn(account.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('changes the password, ends every other session and keeps the one that asked', async () => {
      const account = await createAccount(testApp.app);
      const other = await otherSession(account);
      expect((await other.get('/api/user/me')).statusCode).toBe(200);

      const response = await account.caller.put('/api/user/password', {
        current_password: TEST_PASSWORD,
        password: NEW_PASSWORD,
        repassword: NEW_PASSWORD,
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Contraseña actualizada. Se cerraron sus sesiones en otros dispositivos.', data: null });
      expect((await other.get('/api/user/me')).statusCode).toBe(401);
      expect((await account.caller.get('/api/user/me')).statusCode).toBe(200);
      // The other pages hear it on the socket, as when an administrator changes the password.
      // … all but the caller's own session, whose sockets stay open (realtime-sessions.test.ts).
      expect(userEvents).toEqual([{ userId: account.id, signedOut: true, keptTokenId: expect.any(Number) }]);
      expect((await signIn(account.email, TEST_PASSWORD)).statusCode).toBe(422);
      expect((await signIn(account.email, NEW_PASSWORD)).statusCode).toBe(200);
      const audit = await db().selectFrom('audit_log').selectAll().where('entity_id', '=', String(account.id)).execute();
      expect(audit.map((entry) => [entry.actor_id, entry.action])).toEqual([[account.id, 'password.change']]);
      expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
    });

    it('is refused without a session', async () => {
      const response = await anonymous().put('/api/user/password', {
        current_password: TEST_PASSWORD,
        password: NEW_PASSWORD,
        repassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/user/password/forgot', () => {
    it('answers an unknown e-mail exactly as a known one, and mails nothing', async () => {
      const account = await createAccount(testApp.app);
      const unknown = uniqueEmail('nadie');
      const tokensBefore = await db().selectFrom('password_reset_tokens').select('id').execute();

      const known = await forgot(account.email);
      const stranger = await forgot(unknown);

      expect(stranger.statusCode).toBe(known.statusCode);
      expect(stranger.body).toBe(known.body);
      expect(known.json()).toEqual({
        message: 'Si el correo está registrado, le enviamos un enlace para restablecer la contraseña. El enlace vence en 60 minutos.',
        data: null,
      });
      expect(await mailsTo(unknown)).toEqual([]);
      const tokensAfter = await db().selectFrom('password_reset_tokens').select(['id', 'user_id']).execute();
      expect(tokensAfter).toHaveLength(tokensBefore.length + 1);
      expect(tokensAfter.at(-1)?.user_id).toBe(account.id);
    });

    it('mails a link of at least 128 random bits that is stored only as its hash and lasts 60 minutes', async () => {
      const account = await createAccount(testApp.app);

      await forgot(account.email);

      const [mail] = await mailsTo(account.email);
      expect(mail?.subject).toBe('Bolsa de Empleo Universitaria: restablezca su contraseña');
      const secret = await resetSecretMailedTo(account.email);
      expect(Buffer.from(secret, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
      const rows = await db().selectFrom('password_reset_tokens').selectAll().where('user_id', '=', account.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.token_hash).toBe(sha256Hex(secret));
      expect(JSON.stringify(rows)).not.toContain(secret);
      const lifetime = Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at);
      expect(lifetime).toBe(60 * 60 * 1000);
    });

    it('is throttled per e-mail and address with the same answer for known and unknown e-mails', async () => {
      const limit = testApp.app.config.throttle.forgot;
      const saved = limit.max;
      limit.max = 2;
      try {
        for (const email of [(await createAccount(testApp.app)).email, uniqueEmail('nadie')]) {
          expect((await forgot(email)).statusCode).toBe(200);
          expect((await forgot(email)).statusCode).toBe(200);
          const refused = await forgot(email);
          expect(refused.statusCode).toBe(429);
          expect(refused.json().message).toMatch(/^Demasiados intentos\. Vuelva a intentarlo en \d+ segundos\.$/);
        }
      } finally {
        limit.max = saved;
      }
    });
  });

  describe('POST /api/user/password/reset', () => {
    it('sets the new password, ends every session, and refuses the same link a second time', async () => {
      const account = await createAccount(testApp.app);
      const other = await otherSession(account);
      await forgot(account.email);
      const hash = await resetSecretMailedTo(account.email);

      const response = await anonymous().post('/api/user/password/reset', { hash, password: NEW_PASSWORD });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Contraseña restablecida. Inicie sesión con su nueva contraseña.', data: null });
      expect((await account.caller.get('/api/user/me')).statusCode).toBe(401);
      expect((await other.get('/api/user/me')).statusCode).toBe(401);
      expect(userEvents).toEqual([{ userId: account.id, signedOut: true }]);
      expect((await signIn(account.email, TEST_PASSWORD)).statusCode).toBe(422);
      expect((await signIn(account.email, NEW_PASSWORD)).statusCode).toBe(200);

      const again = await anonymous().post('/api/user/password/reset', { hash, password: 'Tercera.Clave.2026' });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors).toEqual({ hash: ['Este enlace para restablecer la contraseña ya fue utilizado.'] });
      expect((await signIn(account.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an expired link and leaves the password alone', async () => {
      const account = await createAccount(testApp.app);
      await forgot(account.email);
      const hash = await resetSecretMailedTo(account.email);
      // 61 minutes later.
      await db()
        .updateTable('password_reset_tokens')
        .set({ expires_at: isoIn(-60) })
        .where('user_id', '=', account.id)
        .execute();

      const response = await anonymous().post('/api/user/password/reset', { hash, password: NEW_PASSWORD });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ hash: ['El enlace para restablecer la contraseña ha caducado. Solicite uno nuevo.'] });
      expect((await account.caller.get('/api/user/me')).statusCode).toBe(200);
      expect((await signIn(account.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an unknown link, the hash of a stored one, and an older link once a newer one was sent', async () => {
      const account = await createAccount(testApp.app);
      await forgot(account.email);
      const first = await resetSecretMailedTo(account.email);
      await forgot(account.email);
      const second = await resetSecretMailedTo(account.email);
      const reset = (hash: string) => anonymous().post('/api/user/password/reset', { hash, password: NEW_PASSWORD });
      const unknownMessage = { hash: ['El enlace para restablecer la contraseña no es válido.'] };

      expect((await reset('x'.repeat(43))).json().errors).toEqual(unknownMessage);
      // Someone who reads the table holds only hashes, and a hash is not a link.
      expect((await reset(sha256Hex(second))).json().errors).toEqual(unknownMessage);
      expect((await reset(first)).json().errors).toEqual(unknownMessage);
      expect((await signIn(account.email, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await reset(second)).statusCode).toBe(200);
    });

    it('refuses a new password outside the password rule', async () => {
      const account = await createAccount(testApp.app);
      await forgot(account.email);
      const hash = await resetSecretMailedTo(account.email);

      const response = await anonymous().post('/api/user/password/reset', { hash, password: 'corta' });

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: ['El campo debe ser de almenos 8 caracteres.'] });
      expect((await anonymous().post('/api/user/password/reset', { hash, password: NEW_PASSWORD })).statusCode).toBe(200);
    });
  });
});
