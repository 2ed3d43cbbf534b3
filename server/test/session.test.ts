import { sha256Hex } from '../src/auth/secrets.ts';
import { ROLE_IDS } from '@portal/contracts';
import { isoIn } from '../src/lib/time.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { adminAccount, createAccount, TEST_PASSWORD, type TestAccount } from './helpers/accounts.ts';
import { startTestApp, testAdmin, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

describe.each(testDialects())('session on %s', (dialect) => {
  let testApp: TestApp;
  let student: TestAccount;
  let company: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    student = await createAccount(testApp.app, { role: ROLE_IDS.student });
    company = await createAccount(testApp.app, { role: ROLE_IDS.company });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const anonymous = () => new ApiCaller(testApp.app);
  const login = (email: string, password = TEST_PASSWORD, remember?: boolean) =>
    anonymous().post('/api/user/login', { email, password, ...(remember !== undefined && { remember }) });

  describe('POST /api/user/login', () => {
    it("answers the user, the role's menu tree with its flags, and a token", async () => {
      const response = await login(student.email.toUpperCase());

      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe('Bienvenido a Bolsa de Empleo Universitaria');
      expect(body.data.user).toEqual({
        id_us: student.id,
        name_us: expect.any(String),
        role: { id_ro: 3, name_ro: 'Estudiante' },
      });
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [cv, offers, applications] = body.data.menu;
      expect(cv).toMatchObject({ name: null, title: 'information', path: null, icon: { set: 'tabler', name: 'file-cv' } });
      expect(cv.children.map((item: { title: string }) => item.title)).toEqual([
        'main_info',
        'main_u',
        'main_education',
        'main_languages',
        'main_computer',
        'main_other',
        'main_courses',
        'main_work',
        'main_extra',
      ]);
      expect(cv.children[0]).toEqual({
        id: expect.any(Number),
        name: 'cv-basic',
        title: 'main_info',
        path: '/CV/basic',
        icon: { set: 'tabler', name: 'user' },
        permissions: { c: true, u: true, d: true, x: true },
        children: [],
      });
      expect(offers).toMatchObject({ title: 'offers', path: '/offers', permissions: { c: true, u: false, d: false, x: false } });
      expect(applications).toMatchObject({ title: 'applications', permissions: { c: false, u: false, d: true, x: false } });
    });

    it('gives each role its own menu', async () => {
      const companyMenu = (await login(company.email)).json().data.menu;
      const adminMenu = (await login(testAdmin.email, testAdmin.password)).json().data.menu;

      expect(companyMenu.map((item: { title: string }) => item.title)).toEqual(['new_offer', 'my_offers', 'company-practicas', 'my-data']);
      expect(
        adminMenu.map((item: { title: string; children: { title: string }[] }) => [item.title, item.children.map((child) => child.title)]),
      ).toEqual([
        ['users', ['adm-users', 'adm-roles', 'adm-permissions', 'adm-audit']],
        ['settings-menu', ['menus', 'catalogs', 'universities']],
        ['practicas-admin', ['convenios', 'adm-practicas', 'practicas-report']],
        ['follow-up', ['surveys', 'follow-up-report']],
        ['trust', ['moderation', 'data-requests']],
        ['my-data', []],
      ]);
    });

    it('stores only a SHA-256 hash of the token', async () => {
      const { token } = (await login(student.email)).json().data;

      const rows = await testApp.app.db.selectFrom('access_tokens').select('token_hash').execute();
      expect(rows.map((row) => row.token_hash)).toContain(sha256Hex(token));
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it('answers a wrong password and an unknown e-mail the same way', async () => {
      const wrongPassword = await login(student.email, 'otra-clave-123');
      const unknownEmail = await login('nadie@test.local', TEST_PASSWORD);

      const expected = {
        message: 'Los datos proporcionados no son válidos.',
        errors: { email: ['Estas credenciales no coinciden con nuestros registros.'] },
      };
      expect(wrongPassword.statusCode).toBe(422);
      expect(wrongPassword.json()).toEqual(expected);
      expect(unknownEmail.statusCode).toBe(422);
      expect(unknownEmail.json()).toEqual(expected);
    });

    it('tells an unverified user so, and how to get a new link', async () => {
      const unverified = await createAccount(testApp.app, { verified: false });

      const response = await login(unverified.email);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        // Names the login screen's button as it reads (shell: auth.resend_action).
        message: expect.stringMatching(/^Tu correo electrónico aún no ha sido verificado\..*«Solicitar un nuevo enlace»\.$/),
        code: 'email_unverified',
      });
    });

    it('refuses a disabled account', async () => {
      const disabled = await createAccount(testApp.app, { status: 'inactivo' });

      const response = await login(disabled.email);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: expect.stringContaining('desactivada'), code: 'account_disabled' });
    });

    it('refuses unknown fields and invalid ones with 422, never 500', async () => {
      const extra = await anonymous().post('/api/user/login', { email: student.email, password: 'x', admin: true });
      const invalid = await anonymous().post('/api/user/login', { email: 'no-es-correo', password: '' });
      const nul = await anonymous().post('/api/user/login', { email: student.email, password: 'a\u0000b' });

      expect(extra.statusCode).toBe(422);
      expect(extra.json().errors).toEqual({ admin: ['El campo admin no está permitido.'] });
      expect(invalid.statusCode).toBe(422);
      expect(Object.keys(invalid.json().errors).sort()).toEqual(['email', 'password']);
      expect(nul.statusCode).toBe(422);
    });

    it('keeps a remembered token for 30 days and a normal one for hours', async () => {
      const normal = (await login(student.email)).json().data.token;
      const remembered = (await login(student.email, TEST_PASSWORD, true)).json().data.token;

      const expiry = async (token: string) =>
        Date.parse(
          (
            await testApp.app.db
              .selectFrom('access_tokens')
              .select('expires_at')
              .where('token_hash', '=', sha256Hex(token))
              .executeTakeFirstOrThrow()
          ).expires_at,
        ) - Date.now();
      expect(await expiry(normal)).toBeGreaterThan(7.9 * 3600_000);
      expect(await expiry(normal)).toBeLessThanOrEqual(8 * 3600_000);
      expect(await expiry(remembered)).toBeGreaterThan(29.9 * 24 * 3600_000);
    });
  });

  describe('GET /api/user/me', () => {
    it('answers the caller and the menu, as login does', async () => {
      const loggedIn = (await login(company.email)).json().data;

      const response = await new ApiCaller(testApp.app, loggedIn.token).get('/api/user/me');

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual(loggedIn);
    });

    it('answers 401 without a token, with a malformed one, or with an unknown one', async () => {
      for (const token of [null, 'x', 'A'.repeat(43)]) {
        const response = await new ApiCaller(testApp.app, token).get('/api/user/me');
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'No autenticado.' });
      }
    });

    it('answers 401 once the token has been idle too long', async () => {
      const account = await createAccount(testApp.app);
      await testApp.app.db
        .updateTable('access_tokens')
        .set({ expires_at: isoIn(-1) })
        .where('user_id', '=', account.id)
        .execute();

      expect((await account.caller.get('/api/user/me')).statusCode).toBe(401);
    });

    it('extends the idle expiry when the token is used', async () => {
      const account = await createAccount(testApp.app);
      const soon = isoIn(60);
      await testApp.app.db
        .updateTable('access_tokens')
        .set({ expires_at: soon, last_used_at: isoIn(-600) })
        .where('user_id', '=', account.id)
        .execute();

      expect((await account.caller.get('/api/user/me')).statusCode).toBe(200);

      const { expires_at } = await testApp.app.db
        .selectFrom('access_tokens')
        .select('expires_at')
        .where('user_id', '=', account.id)
        .executeTakeFirstOrThrow();
      expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(7.9 * 3600_000);
    });
  });

  describe('POST /api/user/logout', () => {
    it('revokes the token: the next call answers 401', async () => {
      const { token } = (await login(student.email)).json().data;
      const caller = new ApiCaller(testApp.app, token);

      const response = await caller.post('/api/user/logout');

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Sesión cerrada.', data: null });
      expect((await caller.get('/api/user/me')).statusCode).toBe(401);
      // The user's other sessions are untouched.
      expect((await student.caller.get('/api/user/me')).statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await anonymous().post('/api/user/logout')).statusCode).toBe(401);
    });
  });

  describe('disabling a user', () => {
    it('revokes all of their tokens at once', async () => {
      const target = await createAccount(testApp.app);
      const second = (await login(target.email)).json().data.token;
      const admin = await adminAccount(testApp.app);

      const response = await admin.caller.post(`/api/admin/users/${target.id}/status`, { status: 'inactivo' });

      expect(response.statusCode).toBe(200);
      expect((await target.caller.get('/api/user/me')).statusCode).toBe(401);
      expect((await new ApiCaller(testApp.app, second).get('/api/user/me')).statusCode).toBe(401);
      const left = await testApp.app.db.selectFrom('access_tokens').select('id').where('user_id', '=', target.id).execute();
      expect(left).toEqual([]);
    });
  });
});
