import { documentCases, fieldCases, rucCases, studentMessage, type FieldCase } from '@portal/contracts/test-cases';
import { ROLE_IDS } from '@portal/contracts';
import { loginMessages } from '../src/services/session-service.ts';
import { signupMessages } from '../src/services/signup-service.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { TEST_PASSWORD, createAccount, relaxThrottle, uniqueCedula, uniqueEmail } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

/**
 * The table of cases of @portal/contracts/test-cases, which the client's forms run too, through
 * the real calls: each value gets the same verdict and the same message on its field here.
 * A value the field accepts is sent with a taken e-mail (or RUC), so the answer names that
 * instead and no account is made.
 */
const company = {
  ruc: '1792345679001',
  empresa: 'Comercial Andina S.A.',
  descripcion: 'Distribución de alimentos en la Sierra.',
  representante: 'María Núñez',
  pais: 'EC',
  provincia: '17',
  ciudad: 'Quito',
  telefono: '022345678',
  web: 'https://andina.example.ec',
  cargo: 'Gerente',
  telcontacto: '0991234567',
  nomcontacto: 'Pedro Andrade',
  password: TEST_PASSWORD,
  acepta_privacidad: true,
};
const companyFields = ['empresa', 'descripcion', 'representante', 'pais', 'provincia', 'ciudad', 'telefono', 'web']
  .concat(['cargo', 'telcontacto', 'nomcontacto', 'email', 'password'])
  .map((field) => field as keyof typeof fieldCases);

const show = (value: string) => JSON.stringify(value.length > 24 ? `${value.slice(0, 21)}…` : value);
const each = <T extends { value: string }>(list: T[] = []) => list.map((test) => [show(test.value), test] as const);
const rows = (fields: Array<keyof typeof fieldCases>) =>
  fields.flatMap((field) => (fieldCases[field] ?? []).map((test) => [field, show(test.value), test] as const));

const validationError = (field: string, message: string) => ({
  message: 'Los datos proporcionados no son válidos.',
  errors: { [field]: [message] },
});

describe.each(testDialects())('the shared table of cases on %s', (dialect) => {
  let testApp: TestApp;
  let caller: ApiCaller;
  let takenEmail: string;
  let takenRuc: string;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect, configure: relaxThrottle });
    caller = new ApiCaller(testApp.app);
    takenEmail = (await createAccount(testApp.app)).email;
    const taken = await createAccount(testApp.app, { role: ROLE_IDS.company });
    takenRuc = (await testApp.app.db.selectFrom('company_profiles').select('ruc').where('user_id', '=', taken.id).executeTakeFirstOrThrow())
      .ruc;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  /** The field's errors, or what a later check said once the field was accepted. */
  async function expectOnField(url: string, payload: object, field: string, test: FieldCase, accepted: object | number) {
    const response = await caller.post(url, payload);
    if (test.message !== null) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(validationError(field, test.message));
    } else if (typeof accepted === 'number') {
      expect(response.statusCode).toBe(accepted);
    } else {
      expect(response.json()).toEqual(accepted);
    }
  }

  describe('POST /api/user/validation: dni', () => {
    it.each(each(documentCases))('%s', async (_, test) => {
      const response = await caller.post('/api/user/validation', { dni: test.value });
      if ('message' in test.expected) {
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual(validationError('dni', test.expected.message));
      } else {
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toEqual({ ...test.expected, disponible: true });
      }
    });
  });

  describe('POST /api/user/singup: dni', () => {
    it.each(each(documentCases))('%s', async (_, test) => {
      await expectOnField(
        '/api/user/singup',
        { dni: test.value, email: takenEmail, password: TEST_PASSWORD, acepta_privacidad: true },
        'dni',
        { value: test.value, message: studentMessage(test) },
        validationError('email', signupMessages.emailTaken),
      );
    });
  });

  describe('POST /api/user/singup: email and password', () => {
    it.each(each(fieldCases.email))('email %s', async (_, test) => {
      await expectOnField(
        '/api/user/singup',
        { dni: uniqueCedula(), email: test.value, password: TEST_PASSWORD, acepta_privacidad: true },
        'email',
        test,
        201,
      );
    });

    it.each(each(fieldCases.password))('password %s', async (_, test) => {
      const payload = { dni: uniqueCedula(), email: takenEmail, password: test.value, acepta_privacidad: true };
      await expectOnField('/api/user/singup', payload, 'password', test, validationError('email', signupMessages.emailTaken));
    });
  });

  describe('POST /api/user/singup/company', () => {
    it.each(each(rucCases))('ruc %s', async (_, test) => {
      const payload = { ...company, ruc: test.value, email: takenEmail };
      await expectOnField('/api/user/singup/company', payload, 'ruc', test, validationError('email', signupMessages.emailTaken));
    });

    it.each(rows(companyFields))('%s %s', async (field, _, test) => {
      // Accepted values meet a taken e-mail, or for the e-mail itself a taken RUC.
      const taken = field === 'email' ? { ruc: takenRuc } : { email: takenEmail };
      const accepted =
        field === 'email' ? validationError('ruc', signupMessages.rucTaken) : validationError('email', signupMessages.emailTaken);
      await expectOnField('/api/user/singup/company', { ...company, ...taken, [field]: test.value }, field, test, accepted);
    });
  });

  describe('POST /api/user/login', () => {
    const failed = validationError('email', loginMessages.failed);

    it.each(each(fieldCases.email))('email %s', async (_, test) => {
      await expectOnField('/api/user/login', { email: test.value, password: 'no-es-la-clave' }, 'email', test, failed);
    });

    it.each(each(fieldCases.login_password))('password %s', async (_, test) => {
      await expectOnField('/api/user/login', { email: uniqueEmail('nadie'), password: test.value }, 'password', test, failed);
    });
  });

  describe('POST /api/user/verification/resend', () => {
    it.each(each(fieldCases.email))('email %s', async (_, test) => {
      await expectOnField('/api/user/verification/resend', { email: test.value }, 'email', test, 200);
    });
  });
});
