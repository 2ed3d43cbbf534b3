import { ApiCaller } from './helpers/api-caller.ts';
import { createAccount, relaxThrottle, TEST_PASSWORD, uniqueCedula, uniqueEmail } from './helpers/accounts.ts';
import { capturedLog, startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

describe.each(testDialects())('links kept out of the log on %s', (dialect) => {
  let testApp: TestApp;
  const log = capturedLog();
  const anonymous = () => new ApiCaller(testApp.app);

  beforeAll(async () => {
    // Info level, as a production server logs; no SMTP_URL, as a local install runs.
    testApp = await startTestApp({
      dialect,
      env: { LOG_LEVEL: 'info', APP_URL: 'https://bolsa.example.edu' },
      configure: relaxThrottle,
      logStream: log.stream,
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const mailTo = (email: string) =>
    testApp.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_email', '=', email.toLowerCase())
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('a signup leaves no verification hash in the log, only that a mail waits in the outbox for that address', async () => {
    const email = uniqueEmail('ana');
    const before = log.lines.length;

    expect(
      (await anonymous().post('/api/user/singup', { dni: uniqueCedula(), email, password: TEST_PASSWORD, acepta_privacidad: true }))
        .statusCode,
    ).toBe(201);
    await testApp.app.mail.flush();

    const mail = await mailTo(email);
    const hash = /\/verification\/([A-Za-z0-9_-]{43})/.exec(mail.body_text)![1]!;
    const logged = log.lines.slice(before).join('');
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain('/verification/');
    expect(logged).not.toContain('Para activar su cuenta');
    const waiting = log.lines
      .slice(before)
      .map((line) => JSON.parse(line))
      .find((entry) => entry.mailId === mail.id);
    expect(waiting).toMatchObject({ to: email.toLowerCase(), subject: mail.subject, msg: expect.stringContaining('npm run outbox') });
    expect(mail.status).toBe('logged');
  });

  it('a password reset request leaves no reset link in the log', async () => {
    const account = await createAccount(testApp.app);

    expect((await anonymous().post('/api/user/password/forgot', { email: account.email })).statusCode).toBe(200);
    await testApp.app.mail.flush();

    const mail = await mailTo(account.email);
    const secret = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body_text)![1]!;
    expect(log.text()).toContain(String(account.email));
    expect(log.text()).not.toContain(secret);
    expect(log.text()).not.toContain('/reset-password/');
  });

  it('GET /api/testing/outbox answers 404 without ENABLE_TEST_ROUTES=1 (this app has none)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/testing/outbox?email=a@b.ec' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/testing/outbox', () => {
  it('answers 404 with NODE_ENV=test alone, and the latest mail with ENABLE_TEST_ROUTES=1', async () => {
    const nodeEnvOnly = await startTestApp({ env: { NODE_ENV: 'test' } });
    try {
      expect(nodeEnvOnly.app.config.enableTestRoutes).toBe(false);
      expect((await nodeEnvOnly.app.inject({ method: 'GET', url: '/api/testing/outbox?email=a@b.ec' })).statusCode).toBe(404);
    } finally {
      await nodeEnvOnly.close();
    }

    const enabled = await startTestApp({ env: { ENABLE_TEST_ROUTES: '1', APP_URL: 'https://bolsa.example.edu' } });
    try {
      const email = uniqueEmail('luis');
      await new ApiCaller(enabled.app).post('/api/user/singup', {
        dni: uniqueCedula(),
        email,
        password: TEST_PASSWORD,
        acepta_privacidad: true,
      });
      await enabled.app.mail.flush();

      const response = await enabled.app.inject({ method: 'GET', url: `/api/testing/outbox?email=${encodeURIComponent(email)}` });

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        to: email.toLowerCase(),
        subject: 'Bolsa de Empleo Universitaria: confirme su correo electrónico',
        text: expect.stringContaining('https://bolsa.example.edu/verification/'),
        link: expect.stringMatching(/^https:\/\/bolsa\.example\.edu\/verification\/[A-Za-z0-9_-]{43}$/),
        status: 'logged',
        created_at: expect.any(String),
      });
    } finally {
      await enabled.close();
    }
  });
});
