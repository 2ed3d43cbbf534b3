import { applicationStatusMail } from '../src/mail/offer-templates.ts';
import { companyPendingMail, companyReviewedMail } from '../src/mail/templates.ts';
import { MAIL_NAME_MAX, MAIL_TEXT_MAX, quotedText } from '../src/mail/user-text.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { relaxThrottle, TEST_PASSWORD, uniqueEmail } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

const site = { productTitle: 'Bolsa de Empleo Universitaria', appUrl: 'https://bolsa.example.edu' };
const EVIL = 'Evil <a href=http://x.test>click</a> www.phish.test';

/** Nothing in a mail may be a link or markup that came from what the user typed. */
function expectNoLinkOrMarkup(text: string) {
  expect(text).not.toMatch(/[<>]/);
  expect(text).not.toMatch(/href/i);
  expect(text).not.toMatch(/https?:|\/\/x|x\.test|phish\.test|www\./i);
}

describe.each(testDialects())('company signup mail on %s', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect, configure: relaxThrottle });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const signUp = (empresa: string, email: string, ruc: string) =>
    new ApiCaller(testApp.app).post('/api/user/singup/company', {
      ruc,
      empresa,
      descripcion: 'Distribución de alimentos',
      representante: 'María José Núñez',
      pais: 'EC',
      provincia: '17',
      ciudad: 'Quito',
      telefono: '022345678',
      web: null,
      cargo: 'Jefa de talento humano',
      telcontacto: '0991234567',
      nomcontacto: 'Pedro Andrade',
      email,
      password: TEST_PASSWORD,
      acepta_privacidad: true,
    });
  const mailsTo = (email: string) =>
    testApp.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body_text'])
      .where('to_email', '=', email.toLowerCase())
      .orderBy('id')
      .execute();

  it('ends the registration mail’s sentence once after a name that ends with a period ("S.A.")', () => {
    const mail = companyPendingMail(site, 'rrhh@andes.test', 'Andes Software S.A.');
    expect(mail.text.split('\n')[0]).toBe('Recibimos el registro de Andes Software S.A.');
  });

  it(`a company named "${EVIL}" gets mails with no link or markup from its name`, async () => {
    const email = uniqueEmail('victima');

    expect((await signUp(EVIL, email, '1790016910001')).statusCode).toBe(201);

    const mails = await mailsTo(email);
    const pending = mails.find((mail) => mail.subject.includes('registro de'))!;
    expect(pending.subject).toBe('Bolsa de Empleo Universitaria: registro de Evil click www[.]phish[.]test recibido');
    expect(pending.body_text).toContain('Recibimos el registro de Evil click www[.]phish[.]test.');
    for (const mail of mails) {
      expectNoLinkOrMarkup(mail.subject);
      // Our own links (the verification link to APP_URL) are the only ones in the text.
      expectNoLinkOrMarkup(mail.body_text.replace(/http:\/\/localhost:8080\/verification\/[\w-]+/g, ''));
    }
  });

  it('a 200-character company name is quoted at most 80 characters long', async () => {
    const email = uniqueEmail('larga');
    const name = `Empresa Bcc: otro@x.ec ${'A'.repeat(190)}`.slice(0, 200);

    expect((await signUp(name, email, '0990004190001')).statusCode).toBe(201);

    const pending = (await mailsTo(email)).find((mail) => mail.subject.includes('registro de'))!;
    const quoted = /registro de (.*) recibido$/.exec(pending.subject)![1]!;
    expect(Array.from(quoted).length).toBeLessThanOrEqual(MAIL_NAME_MAX);
    expect(quoted).toMatch(/^Empresa Bcc: otro@x\[\.\]ec A+…$/);
    expect(pending.body_text.length).toBeLessThan(400);
  });
});

describe('mail templates quote user text without links or markup', () => {
  it('neutralises schemes, host names, tags, line breaks and look-alike characters', () => {
    expect(quotedText(EVIL)).toBe('Evil click www[.]phish[.]test');
    expect(quotedText('Visítenos: https://phish.test/login?x=1')).toBe('Visítenos: phish[.]test/login?x=1');
    expect(quotedText('javascript:alert(1) mailto:a@b.ec')).toBe('alert(1) a@b[.]ec');
    expect(quotedText('ｗｗｗ．ｐｈｉｓｈ．ｔｅｓｔ')).toBe('www[.]phish[.]test');
    expect(quotedText('Línea 1\nLínea 2\u202Eoculto\u200B')).toBe('Línea 1 Línea 2 oculto');
    expect(quotedText('A <b>negrita</b> & "citas"')).toBe('A negrita & "citas"');
    // Ordinary names keep their dots.
    expect(quotedText('Comercial Andina S.A.')).toBe('Comercial Andina S.A.');
    expect(quotedText('Cía. Ltda. 3.5')).toBe('Cía. Ltda. 3.5');
  });

  it('caps names at 80 characters and free text at 500', () => {
    expect(Array.from(quotedText('ñ'.repeat(300))).length).toBe(MAIL_NAME_MAX);
    expect(Array.from(quotedText('ñ'.repeat(900), MAIL_TEXT_MAX)).length).toBe(MAIL_TEXT_MAX);
    expect(quotedText('Corta')).toBe('Corta');
  });

  it('applies to every mail that quotes a user: pending, reviewed (name and reason), application status', () => {
    const mails = [
      companyPendingMail(site, 'a@b.ec', EVIL),
      companyReviewedMail(site, 'a@b.ec', { empresa: EVIL, approved: true, motivo: null }),
      companyReviewedMail(site, 'a@b.ec', {
        empresa: EVIL,
        approved: false,
        motivo: `Vea <a href="http://x.test">aquí</a> ${'x'.repeat(900)}`,
      }),
      applicationStatusMail(site, 'a@b.ec', { titulo: `Oferta ${EVIL}`, empresa: EVIL, status: 'entrevista' }),
    ];
    for (const mail of mails) {
      expectNoLinkOrMarkup(mail.subject);
      // Our own links to APP_URL stay.
      expectNoLinkOrMarkup(mail.text.replace(/https:\/\/bolsa\.example\.edu(\/applications)?/g, ''));
      expect(mail.text.length).toBeLessThan(MAIL_TEXT_MAX + 3 * MAIL_NAME_MAX + 400);
    }
    expect(mails[3]!.text).toContain('https://bolsa.example.edu/applications');
  });
});
