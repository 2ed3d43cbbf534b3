import { enqueueMail } from '../src/db/repositories/outbox.ts';
import { printWaitingMail } from '../src/mail/operator-outbox.ts';
import { deliverDueMail, MAX_ATTEMPTS, type MailTransport, retryDelaySeconds } from '../src/mail/deliver.ts';
import { isoIn, isoNow } from '../src/lib/time.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

const silentLog = { info: jest.fn(), warn: jest.fn() };

describe.each(testDialects())('mail outbox on %s', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  beforeEach(async () => {
    await testApp.app.db.deleteFrom('mail_outbox').execute();
  });

  const db = () => testApp.app.db;
  const queue = (to = 'ana@test.local') => enqueueMail(db(), { to, subject: 'Asunto', text: 'Abra https://x/verification/abc' }, isoNow());
  const rows = () => db().selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  /** What the delivery wrote to the log, as text. */
  const recordingLog = () => {
    const lines: string[] = [];
    const record = (object: object, message: string) => void lines.push(`${JSON.stringify(object)} ${message}`);
    return { lines, info: record, warn: record };
  };

  it('without SMTP, keeps each mail as logged and logs that it waits in the outbox — never its body nor its link', async () => {
    const log = recordingLog();
    await queue();

    expect(await deliverDueMail(db(), null, log)).toBe(1);

    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain('ana@test.local');
    expect(log.lines[0]).toContain('Asunto');
    expect(log.lines[0]).toContain('npm run outbox');
    expect(log.lines[0]).not.toContain('abc');
    expect(log.lines[0]).not.toContain('verification');
    expect(await rows()).toMatchObject([{ status: 'logged', attempts: 1, body_text: 'Abra https://x/verification/abc' }]);
    expect(await deliverDueMail(db(), null, log)).toBe(0);
  });

  it('sends over the transport, marks the mail sent and keeps no body (to and subject stay)', async () => {
    const sent: string[] = [];
    await queue('luis@test.local');

    await deliverDueMail(db(), { send: async (mail) => void sent.push(`${mail.to} ${mail.text}`) }, silentLog);

    expect(sent).toEqual(['luis@test.local Abra https://x/verification/abc']);
    expect(await rows()).toMatchObject([
      { status: 'sent', attempts: 1, last_error: null, to_email: 'luis@test.local', subject: 'Asunto', body_text: '' },
    ]);
    expect((await rows())[0]!.sent_at).toBeTruthy();
  });

  it('npm run outbox prints the waiting mails with their links once, then keeps no body', async () => {
    await queue('ana@test.local');
    await queue('luis@test.local');
    await deliverDueMail(db(), null, silentLog);
    const looked: string[] = [];

    expect(await printWaitingMail(db(), (text) => void looked.push(text), { keep: true })).toBe(2);
    const printed: string[] = [];
    expect(await printWaitingMail(db(), (text) => void printed.push(text))).toBe(2);

    // --keep only looks: the bodies are still there for the run that hands them over.
    expect(looked.join('\n').match(/https:\/\/x\/verification\/abc/g)).toHaveLength(2);
    const output = printed.join('\n');
    expect(output).toContain('Para: ana@test.local');
    expect(output).toContain('Para: luis@test.local');
    expect(output).toContain('Asunto: Asunto');
    expect(output.match(/https:\/\/x\/verification\/abc/g)).toHaveLength(2);
    expect(await rows()).toMatchObject([
      { status: 'logged', to_email: 'ana@test.local', subject: 'Asunto', body_text: '' },
      { status: 'logged', to_email: 'luis@test.local', subject: 'Asunto', body_text: '' },
    ]);
    const again: string[] = [];
    expect(await printWaitingMail(db(), (text) => void again.push(text))).toBe(0);
    expect(again).toEqual(['No hay correos en espera en el outbox.']);
  });

  it('keeps a failed mail pending with a later attempt, and sends it on retry', async () => {
    let fail = true;
    const transport: MailTransport = {
      send: async () => {
        if (fail) throw new Error('SMTP 421 try later');
      },
    };
    await queue();

    await deliverDueMail(db(), transport, silentLog);
    const [afterFailure] = await rows();
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1, last_error: 'SMTP 421 try later' });
    expect(Date.parse(afterFailure!.next_attempt_at) - Date.now()).toBeGreaterThan(20_000);

    // Not due yet: nothing happens.
    expect(await deliverDueMail(db(), transport, silentLog)).toBe(0);

    fail = false;
    await db()
      .updateTable('mail_outbox')
      .set({ next_attempt_at: isoIn(-1) })
      .execute();
    await deliverDueMail(db(), transport, silentLog);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts but keeps the mail, marked failed`, async () => {
    await queue();
    await db()
      .updateTable('mail_outbox')
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .execute();

    await deliverDueMail(db(), { send: async () => Promise.reject(new Error('down')) }, silentLog);

    expect(await rows()).toMatchObject([{ status: 'failed', attempts: MAX_ATTEMPTS, last_error: 'down' }]);
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 10, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });

  it('the app delivers through a replaced transport when kicked', async () => {
    const sent: string[] = [];
    testApp.app.mail.useTransport({ send: async (mail) => void sent.push(mail.subject) });
    await queue();

    await testApp.app.mail.flush();

    expect(sent).toEqual(['Asunto']);
    testApp.app.mail.useTransport(null);
  });
});
