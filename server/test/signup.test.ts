import { sha256Hex } from '../src/auth/secrets.ts';
import { isoIn } from '../src/lib/time.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { TEST_PASSWORD, createAccount, relaxThrottle, uniqueCedula, uniqueEmail } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

const companyFields = (overrides: Record<string, unknown> = {}) => ({
  ruc: '1790016910001',
  empresa: 'Comercial Andina S.A.',
  descripcion: 'Distribución de alimentos',
  representante: "María José O'Neill Núñez",
  pais: 'EC',
  provincia: '17',
  ciudad: 'Quito',
  telefono: '022345678',
  web: 'https://andina.example.ec',
  cargo: 'Jefa de talento humano',
  telcontacto: '0991234567',
  nomcontacto: 'Pedro Andrade',
  email: uniqueEmail('empresa'),
  password: TEST_PASSWORD,
  acepta_privacidad: true,
  ...overrides,
});

describe.each(testDialects())('signup and verification on %s', (dialect) => {
  let testApp: TestApp;
  const anonymous = () => new ApiCaller(testApp.app);

  beforeAll(async () => {
    testApp = await startTestApp({
      dialect,
      env: { ENABLE_TEST_ROUTES: '1', APP_URL: 'https://bolsa.example.edu' },
      configure: relaxThrottle,
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /** The latest mail to an address, through the e2e helper route. */
  const latestMail = async (email: string) => {
    await testApp.app.mail.flush();
    return (await testApp.app.inject({ method: 'GET', url: `/api/testing/outbox?email=${encodeURIComponent(email)}` })).json().data;
  };
  const hashOf = (link: string) => link.split('/verification/')[1]!;

  describe('POST /api/user/validation', () => {
    it('answers the kind of document and that it is available', async () => {
      const cedula = uniqueCedula();
      expect((await anonymous().post('/api/user/validation', { dni: cedula })).json()).toEqual({
        message: 'La identificación es válida y está disponible.',
        data: { dni: cedula, tipo: 'cedula', disponible: true },
      });
      expect((await anonymous().post('/api/user/validation', { dni: 'ab123456' })).json().data).toEqual({
        dni: 'AB123456',
        tipo: 'pasaporte',
        disponible: true,
      });
      expect((await anonymous().post('/api/user/validation', { dni: '1790016910001' })).json().data.tipo).toBe('ruc');
    });

    // Every format and check-digit case: the shared table (identity-and-field-cases.test.ts).
    it('answers 422 on the field for a registered one', async () => {
      const taken = await createAccount(testApp.app);
      const { dni } = await testApp.app.db.selectFrom('users').select('dni').where('id_us', '=', taken.id).executeTakeFirstOrThrow();

      const response = await anonymous().post('/api/user/validation', { dni });

      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'Los datos proporcionados no son válidos.',
        errors: { dni: ['La identificación ya se encuentra registrada.'] },
      });
    });
  });

  describe('student signup', () => {
    it('creates an unverified student and mails a verification link to /verification/{hash}', async () => {
      const email = uniqueEmail('Ana');
      const dni = uniqueCedula();

      const response = await anonymous().post('/api/user/singup', { dni, email, password: TEST_PASSWORD, acepta_privacidad: true });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        message: 'Cuenta creada. Revise su correo electrónico y abra el enlace para activarla.',
        data: { email: email.toLowerCase() },
      });
      const user = await testApp.app.db.selectFrom('users').selectAll().where('dni', '=', dni).executeTakeFirstOrThrow();
      expect(user).toMatchObject({ role_id: 3, status: 'activo', email_verified_at: null, email: email.toLowerCase(), dni_type: 'cedula' });
      const mail = await latestMail(email);
      expect(mail.subject).toBe('Bolsa de Empleo Universitaria: confirme su correo electrónico');
      expect(mail.link).toMatch(/^https:\/\/bolsa\.example\.edu\/verification\/[A-Za-z0-9_-]{43}$/);
      expect(mail.status).toBe('logged');
      // Only the hash of the link's secret is stored.
      const stored = await testApp.app.db
        .selectFrom('verification_tokens')
        .select('token_hash')
        .where('user_id', '=', user.id_us)
        .execute();
      expect(stored).toEqual([{ token_hash: sha256Hex(hashOf(mail.link)) }]);
    });

    // A RUC, and the password's and e-mail's rules: the shared table (identity-and-field-cases.test.ts).
    it('refuses a taken e-mail (whatever its case), a taken dni and an unknown field', async () => {
      const existing = await createAccount(testApp.app);
      const { dni } = await testApp.app.db.selectFrom('users').select('dni').where('id_us', '=', existing.id).executeTakeFirstOrThrow();

      const takenEmail = await anonymous().post('/api/user/singup', {
        dni: uniqueCedula(),
        email: existing.email.toUpperCase(),
        password: TEST_PASSWORD,
        acepta_privacidad: true,
      });
      const takenDni = await anonymous().post('/api/user/singup', {
        dni,
        email: uniqueEmail('d'),
        password: TEST_PASSWORD,
        acepta_privacidad: true,
      });
      const extra = await anonymous().post('/api/user/singup', {
        dni: uniqueCedula(),
        email: uniqueEmail('p'),
        password: TEST_PASSWORD,
        acepta_privacidad: true,
        repassword: TEST_PASSWORD,
      });

      expect(takenEmail.statusCode).toBe(422);
      expect(takenEmail.json().errors).toEqual({ email: ['El correo electrónico ya se encuentra registrado.'] });
      expect(takenDni.json().errors).toEqual({ dni: ['La identificación ya se encuentra registrada.'] });
      expect(extra.json().errors).toEqual({ repassword: ['El campo repassword no está permitido.'] });
    });
  });

  describe('company signup', () => {
    it('creates a company waiting for verification and approval, and tells it so by e-mail', async () => {
      const fields = companyFields();

      const response = await anonymous().post('/api/user/singup/company', fields);

      expect(response.statusCode).toBe(201);
      expect(response.json().message).toMatch(/un administrador aprobará la empresa/);
      const user = await testApp.app.db.selectFrom('users').selectAll().where('email', '=', fields.email).executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        role_id: 2,
        name_us: 'Comercial Andina S.A.',
        dni: '1790016910001',
        dni_type: 'ruc',
        email_verified_at: null,
      });
      const profile = await testApp.app.db
        .selectFrom('company_profiles')
        .selectAll()
        .where('user_id', '=', user.id_us)
        .executeTakeFirstOrThrow();
      expect(profile).toMatchObject({
        ruc: '1790016910001',
        status: 'pendiente',
        provincia: '17',
        pais: 'EC',
        representante: "María José O'Neill Núñez",
      });
      const mails = await testApp.app.db
        .selectFrom('mail_outbox')
        .select('subject')
        .where('to_email', '=', fields.email)
        .orderBy('id')
        .execute();
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Bolsa de Empleo Universitaria: confirme su correo electrónico',
        'Bolsa de Empleo Universitaria: registro de Comercial Andina S.A. recibido',
      ]);
    });

    it('accepts a foreign company without a province', async () => {
      const response = await anonymous().post(
        '/api/user/singup/company',
        companyFields({ ruc: '0990004190001', pais: 'co', provincia: null }),
      );
      expect(response.statusCode).toBe(201);
    });

    // The format of every field, the RUC's checks and the province codes: the shared table
    // (identity-and-field-cases.test.ts). Here, what only the server can know.
    it.each([
      [{ ruc: '1790016910001' }, 'ruc', 'El RUC ya se encuentra registrado.'],
      [{ ruc: '1792345679001', pais: 'XX' }, 'pais', 'Seleccione un país de la lista.'],
      [{ ruc: '1792345679001', provincia: null }, 'provincia', 'El campo es obligatorio.'],
      [{ ruc: '1792345679001', provincia: undefined }, 'provincia', 'El campo es obligatorio.'],
    ])('refuses %p on %s', async (overrides, field, message) => {
      const response = await anonymous().post('/api/user/singup/company', companyFields(overrides));

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ [field]: [message] });
    });

    it('names every missing field at once', async () => {
      const response = await anonymous().post('/api/user/singup/company', { ruc: '1792345679001' });

      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual(
        [
          'acepta_privacidad',
          'cargo',
          'ciudad',
          'descripcion',
          'email',
          'empresa',
          'nomcontacto',
          'pais',
          'password',
          'representante',
          'telcontacto',
          'telefono',
        ].sort(),
      );
    });
  });

  describe('POST /api/user/verify', () => {
    const signUp = async () => {
      const email = uniqueEmail('v');
      await anonymous().post('/api/user/singup', { dni: uniqueCedula(), email, password: TEST_PASSWORD, acepta_privacidad: true });
      return { email, hash: hashOf((await latestMail(email)).link) };
    };

    it('verifies the e-mail once; the account can then sign in', async () => {
      const { email, hash } = await signUp();
      expect((await anonymous().post('/api/user/login', { email, password: TEST_PASSWORD })).statusCode).toBe(403);

      const response = await anonymous().post('/api/user/verify', { hash });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: `El correo electrónico ${email} ha sido validado.`, data: { email } });
      expect((await anonymous().post('/api/user/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    });

    it('answers a used link of a verified account (a mail scanner opened it first) that it is verified', async () => {
      const { email, hash } = await signUp();
      expect((await anonymous().post('/api/user/verify', { hash })).statusCode).toBe(200);

      const again = await anonymous().post('/api/user/verify', { hash });

      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        message: `El correo electrónico ${email} ya fue validado.`,
        data: { email, already_verified: true },
      });
    });

    it('refuses a used hash of an unverified account, an expired one and an unknown one, each with its own message', async () => {
      const used = await signUp();
      await anonymous().post('/api/user/verify', { hash: used.hash });
      // Verified by its link, then made unverified again: its used link does not verify it.
      await testApp.app.db.updateTable('users').set({ email_verified_at: null }).where('email', '=', used.email).execute();
      const expired = await signUp();
      await testApp.app.db
        .updateTable('verification_tokens')
        .set({ expires_at: isoIn(-1) })
        .where('token_hash', '=', sha256Hex(expired.hash))
        .execute();

      const cases: Array<[string, string]> = [
        [used.hash, 'Este enlace de verificación ya fue utilizado.'],
        [expired.hash, 'El enlace de verificación ha caducado. Solicite uno nuevo.'],
        ['A'.repeat(43), 'El enlace de verificación no es válido.'],
      ];
      for (const [hash, message] of cases) {
        const response = await anonymous().post('/api/user/verify', { hash });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ hash: [message] });
      }
      expect((await anonymous().post('/api/user/login', { email: expired.email, password: TEST_PASSWORD })).statusCode).toBe(403);
    });

    it('expires links after 24 hours', async () => {
      const { hash } = await signUp();
      const { created_at, expires_at } = await testApp.app.db
        .selectFrom('verification_tokens')
        .select(['created_at', 'expires_at'])
        .where('token_hash', '=', sha256Hex(hash))
        .executeTakeFirstOrThrow();
      expect(Date.parse(expires_at) - Date.parse(created_at)).toBe(24 * 3600_000);
    });
  });

  describe('POST /api/user/verification/resend', () => {
    it('sends a new link that replaces the old one, and answers an unknown e-mail the same way', async () => {
      const email = uniqueEmail('r');
      await anonymous().post('/api/user/singup', { dni: uniqueCedula(), email, password: TEST_PASSWORD, acepta_privacidad: true });
      const oldHash = hashOf((await latestMail(email)).link);

      const known = await anonymous().post('/api/user/verification/resend', { email });
      const unknown = await anonymous().post('/api/user/verification/resend', { email: 'nadie@test.local' });

      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      const newHash = hashOf((await latestMail(email)).link);
      expect(newHash).not.toBe(oldHash);
      expect((await anonymous().post('/api/user/verify', { hash: oldHash })).json().errors.hash).toEqual([
        'El enlace de verificación no es válido.',
      ]);
      expect((await anonymous().post('/api/user/verify', { hash: newHash })).statusCode).toBe(200);
    });

    it('sends nothing to an account that is already verified', async () => {
      const verified = await createAccount(testApp.app);

      await anonymous().post('/api/user/verification/resend', { email: verified.email });

      expect(await latestMail(verified.email)).toBeNull();
    });
  });
});

describe('GET /api/testing/outbox', () => {
  it('does not exist unless ENABLE_TEST_ROUTES=1 (NODE_ENV=test alone does not open it)', async () => {
    const testApp = await startTestApp({ env: { NODE_ENV: 'test' } });
    try {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/testing/outbox?email=a@b.ec' });
      expect(response.statusCode).toBe(404);
    } finally {
      await testApp.close();
    }
  });
});

describe('GET /api/catalogs/:type', () => {
  it('lists the 24 provinces and the countries, Ecuador first; refuses other catalogs', async () => {
    const testApp = await startTestApp();
    try {
      const provinces = (await testApp.app.inject({ method: 'GET', url: '/api/catalogs/provincias' })).json().data;
      const countries = (await testApp.app.inject({ method: 'GET', url: '/api/catalogs/paises' })).json().data;
      const other = await testApp.app.inject({ method: 'GET', url: '/api/catalogs/usuarios' });

      expect(provinces).toHaveLength(24);
      expect(provinces[0]).toEqual({ code: '01', name: 'Azuay' });
      expect(provinces[23]).toEqual({ code: '24', name: 'Santa Elena' });
      expect(countries[0]).toEqual({ code: 'EC', name: 'Ecuador' });
      expect(countries.map((country: { name: string }) => country.name)).toEqual(
        expect.arrayContaining(['Colombia', 'Perú', 'Estados Unidos', 'Canadá', 'España', 'China']),
      );
      // Only provinces and countries are public; any other catalog path needs a session.
      expect(other.statusCode).toBe(401);
    } finally {
      await testApp.close();
    }
  });
});
