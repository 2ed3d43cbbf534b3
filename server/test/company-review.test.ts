import { ROLE_IDS } from '@portal/contracts';
import { adminAccount, createAccount, type TestAccount } from './helpers/accounts.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

const reason = 'Los datos del RUC no coinciden con el registro del SRI.';

describe.each(testDialects())('company review with a reason on %s', (dialect) => {
  let testApp: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    admin = await adminAccount(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const db = () => testApp.app.db;
  const review = (company: TestAccount, body: unknown) => admin.caller.post(`/api/admin/users/${company.id}/approval`, body);
  const profileOf = (company: TestAccount) =>
    db().selectFrom('company_profiles').select(['status', 'motivo_rechazo']).where('user_id', '=', company.id).executeTakeFirstOrThrow();
  const mailsTo = (company: TestAccount) =>
    db().selectFrom('mail_outbox').select(['subject', 'body_text']).where('to_email', '=', company.email).orderBy('id').execute();
  const notificationsOf = (company: TestAccount) =>
    db().selectFrom('notifications').select(['text', 'link']).where('user_id', '=', company.id).orderBy('id').execute();

  it('refuses a rejection without a reason of 10 to 500 characters, and changes nothing', async () => {
    const company = await createAccount(testApp.app, { role: ROLE_IDS.company });
    const cases: Array<[unknown, string]> = [
      [{ status: 'rechazada' }, 'El campo es obligatorio.'],
      [{ status: 'rechazada', motivo: null }, 'El campo es obligatorio.'],
      [{ status: 'rechazada', motivo: '    ' }, 'El campo es obligatorio.'],
      [{ status: 'rechazada', motivo: 'Muy corto' }, 'El campo debe ser de almenos 10 caracteres.'],
      [{ status: 'rechazada', motivo: 'x'.repeat(501) }, 'El campo debe tener como máximo 500 caracteres.'],
      [{ status: 'rechazada', motivo: 'Motivo con \u0000 nulo' }, 'El formato del campo no es válido.'],
    ];
    for (const [body, message] of cases) {
      const response = await review(company, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ motivo: [message] });
    }
    expect((await review(company, { status: 'rechazada', motivo: 12345678901 })).statusCode).toBe(422);
    expect(await profileOf(company)).toEqual({ status: 'pendiente', motivo_rechazo: null });
    expect(await mailsTo(company)).toEqual([]);
    expect(await notificationsOf(company)).toEqual([]);
  });

  it('stores the reason, mails it, notifies it and audits it; approving later clears it', async () => {
    const company = await createAccount(testApp.app, { role: ROLE_IDS.company });

    const rejected = await review(company, { status: 'rechazada', motivo: `  ${reason}  ` });

    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().message).toBe('Empresa rechazada.');
    expect(rejected.json().data.company).toMatchObject({ status: 'rechazada', motivo_rechazo: reason, reviewed_by: admin.id });
    expect(await profileOf(company)).toEqual({ status: 'rechazada', motivo_rechazo: reason });
    const [mail] = await mailsTo(company);
    expect(mail!.subject).toMatch(/no aprobada$/);
    expect(mail!.body_text).toContain(`Motivo: ${reason}`);
    expect(await notificationsOf(company)).toEqual([{ text: expect.stringContaining(`Motivo: ${reason}`), link: '/' }]);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'before_data', 'after_data', 'actor_id'])
      .where('entity', '=', 'company')
      .where('entity_id', '=', String(company.id))
      .executeTakeFirstOrThrow();
    expect({ ...audit, before_data: JSON.parse(audit.before_data!), after_data: JSON.parse(audit.after_data!) }).toEqual({
      action: 'review',
      actor_id: admin.id,
      before_data: { status: 'pendiente', motivo_rechazo: null },
      after_data: { status: 'rechazada', motivo_rechazo: reason },
    });

    const approved = await review(company, { status: 'aprobada', motivo: 'No hace falta al aprobar.' });
    expect(approved.statusCode).toBe(200);
    expect(await profileOf(company)).toEqual({ status: 'aprobada', motivo_rechazo: null });
    expect((await mailsTo(company)).map((sent) => sent.subject)).toEqual([
      expect.stringMatching(/no aprobada$/),
      expect.stringMatching(/: Empresa \d+ aprobada$/),
    ]);
  });

  it('fits a long name and reason into the notification, which never fails for its length', async () => {
    const company = await createAccount(testApp.app, { role: ROLE_IDS.company });
    await db()
      .updateTable('company_profiles')
      .set({ empresa: 'E'.repeat(200) })
      .where('user_id', '=', company.id)
      .execute();

    expect((await review(company, { status: 'rechazada', motivo: 'm'.repeat(500) })).statusCode).toBe(200);

    const [notification] = await notificationsOf(company);
    expect([...notification!.text]).toHaveLength(500);
    expect(notification!.text.endsWith('…')).toBe(true);
    expect(await profileOf(company)).toEqual({ status: 'rechazada', motivo_rechazo: 'm'.repeat(500) });
  });

  it('lists the companies awaiting approval with their data, through the approval filter', async () => {
    const pending = await createAccount(testApp.app, { role: ROLE_IDS.company });
    const reviewed = await createAccount(testApp.app, { role: ROLE_IDS.company });
    expect((await review(reviewed, { status: 'aprobada' })).json().message).toBe('Empresa aprobada.');

    const page = (await admin.caller.get('/api/admin/users?approval=pendiente&per_page=100')).json().data;
    const ids = page.items.map((user: { id_us: number }) => user.id_us);

    expect(ids).toContain(pending.id);
    expect(ids).not.toContain(reviewed.id);
    expect(page.items.find((user: { id_us: number }) => user.id_us === pending.id).company).toMatchObject({
      empresa: `Empresa ${pending.id}`,
      status: 'pendiente',
      motivo_rechazo: null,
    });
    expect((await admin.caller.get('/api/admin/users?approval=aprobada&per_page=100')).json().data.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ id_us: reviewed.id })]),
    );
    expect((await admin.caller.get('/api/admin/users?approval=otra')).statusCode).toBe(422);
  });
});
