import { parse } from 'csv-parse/sync';
import { ROLE_IDS, validationMessages } from '@portal/contracts';
import { adminAccount, createAccount, TEST_PASSWORD, type TestAccount, uniqueCedula, uniqueEmail } from './helpers/accounts.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { approvedCompany, publishedOffer, studentWithCv } from './helpers/offers.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

/** Issue 41, "Hardening": the lower findings, each as the attacker or the careless user met it. */
describe.each(testDialects())('hardening on %s', (dialect) => {
  let testApp: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    admin = await adminAccount(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const app = () => testApp.app;

  describe('new passwords', () => {
    const weak = [
      ['eight spaces', '        ', validationMessages.blankPassword],
      ['a tab and spaces', '\t         ', validationMessages.blankPassword],
      ['"12345678"', '12345678', validationMessages.commonPassword],
      ['"password" in capitals', 'PASSWORD', validationMessages.commonPassword],
      ['"iloveyou"', 'iloveyou', validationMessages.commonPassword],
    ] as const;

    it.each(weak)('refuses %s on every form that sets one, on the password field', async (_name, password, message) => {
      const anonymous = new ApiCaller(app(), null, '10.20.0.1');
      const student = await createAccount(app());
      const calls = [
        anonymous.post('/api/user/singup', { dni: uniqueCedula(), email: uniqueEmail('debil'), password, acepta_privacidad: true }),
        admin.caller.post('/api/admin/users', { name_us: 'Ana Pérez', email: uniqueEmail('debil'), password, role_id: ROLE_IDS.student }),
        admin.caller.patch(`/api/admin/users/${student.id}`, { password }),
        student.caller.put('/api/user/password', { current_password: TEST_PASSWORD, password, repassword: password }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.statusCode).toBe(422);
        expect(response.json().errors.password).toEqual([message]);
      }
      // The student's own password still works: nothing was saved.
      expect((await new ApiCaller(app()).post('/api/user/login', { email: student.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    });

    it('still takes a long, uncommon one with spaces in it', async () => {
      const student = await createAccount(app());
      const password = ' una frase de paso larga ';
      const changed = await student.caller.put('/api/user/password', { current_password: TEST_PASSWORD, password, repassword: password });
      expect(changed.statusCode).toBe(200);
    });
  });

  describe('answers with personal data', () => {
    it('are never stored by a cache: the CV, an applicant’s CV, the applicants CSV, the users list, the sign-in', async () => {
      const company = await approvedCompany(app());
      const offerId = await publishedOffer(company);
      const student = await studentWithCv(app());
      expect((await student.caller.post(`/api/offers/${offerId}/applications`, {})).statusCode).toBe(201);
      const [applicant] = (await company.caller.get(`/api/company/offers/${offerId}/applications`)).json().data.items;
      const answers = await Promise.all([
        student.caller.get('/api/cv'),
        company.caller.get(`/api/company/applications/${applicant.id}/cv`),
        company.caller.get(`/api/company/offers/${offerId}/applications.csv`),
        admin.caller.get('/api/admin/users'),
        student.caller.get('/api/user/me'),
        new ApiCaller(app()).post('/api/user/login', { email: student.email, password: TEST_PASSWORD }),
        student.caller.get('/api/admin/users'),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 403]);
      for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
    });
  });

  describe('mail-sending forms from one address', () => {
    it.each([
      ['forgot-password', '/api/user/password/forgot', 'forgotPerIp'],
      ['verification resend', '/api/user/verification/resend', 'resendPerIp'],
    ] as const)('%s is limited per address, whatever the e-mails', async (_name, url, limit) => {
      const max = app().config.throttle[limit].max;
      const sender = new ApiCaller(app(), null, limit === 'forgotPerIp' ? '10.21.0.1' : '10.21.0.2');
      for (let n = 0; n < max; n += 1) expect((await sender.post(url, { email: uniqueEmail(`bombardeo${n}`) })).statusCode).toBe(200);
      const refused = await sender.post(url, { email: uniqueEmail('bombardeo-extra') });
      expect(refused.statusCode).toBe(429);
      // Another address is not affected.
      expect((await new ApiCaller(app(), null, '10.21.0.9').post(url, { email: uniqueEmail('vecino') })).statusCode).toBe(200);
    });
  });

  describe('the applicants CSV', () => {
    it('quotes a cell with a comma and guards each place a cell may start, so a comma-separated Excel runs no formula', async () => {
      const company = await approvedCompany(app());
      const offerId = await publishedOffer(company);
      const student = await studentWithCv(app());
      const carta = 'Saludos,=2+5';
      expect((await student.caller.post(`/api/offers/${offerId}/applications`, { carta })).statusCode).toBe(201);
      const bytes = (await company.caller.get(`/api/company/offers/${offerId}/applications.csv`)).rawPayload;
      // Read as a spreadsheet whose list separator is the comma would read it.
      const rows = parse(bytes, {
        bom: true,
        delimiter: ',',
        relax_quotes: true,
        relax_column_count: true,
        record_delimiter: '\r\n',
      }) as string[][];
      const cells = rows.flat();
      expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
      expect(bytes.toString('utf8')).toContain(`"Saludos,'=2+5"`);
      // And as ours (semicolons) it is the letter, whole, the formula kept as text.
      const ours = parse(bytes, { bom: true, delimiter: ';', columns: true, record_delimiter: '\r\n' }) as Array<Record<string, string>>;
      expect(ours[0]!['Carta de presentación']).toBe("Saludos,'=2+5");
    });
  });
});
