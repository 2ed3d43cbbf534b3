import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { dataRequestDueDate, ROLE_IDS } from '@portal/contracts';
import { dataExportKeys } from '@portal/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { sql, SqliteAdapter } from 'kysely';
import { buildApp } from '../src/app.ts';
import { exportParts, notExported } from '../src/services/data-export/registry.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import {
  adminAccount,
  createAccount,
  relaxThrottle,
  TEST_PASSWORD,
  type TestAccount,
  uniqueCedula,
  uniqueEmail,
} from './helpers/accounts.ts';
import { photoForm, pngImage } from './helpers/images.ts';
import { approvedCompany, publishedOffer, studentWithCv } from './helpers/offers.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

describe.each(testDialects())('personal data (LOPDP) on %s', (dialect) => {
  let testApp: TestApp;
  let second: FastifyInstance;
  let company: TestAccount;
  let offerId: number;
  const db = () => testApp.app.db;
  const manual = { ACCOUNT_PURGE_CRON: '' };

  beforeAll(async () => {
    testApp = await startTestApp({ dialect, env: manual, configure: relaxThrottle });
    second = await buildApp(testConfig({ ...manual, ...testApp.database.env, UPLOADS_DIR: testApp.app.config.uploadsDir }));
    company = await approvedCompany(testApp.app);
    offerId = await publishedOffer(company, { titulo: 'Analista de datos' });
  });

  afterAll(async () => {
    await second?.close();
    await testApp?.close();
  });

  const apply = async (student: TestAccount, carta: string | null = null) =>
    (
      await db()
        .insertInto('applications')
        .values({
          offer_id: offerId,
          student_id: student.id,
          carta,
          status: 'postulado',
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  /** Tables with a foreign key to users, read from the migrated schema. */
  async function tablesReferencingUsers(): Promise<string[]> {
    if (db().getExecutor().adapter instanceof SqliteAdapter) {
      const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db());
      const found: string[] = [];
      for (const { name } of tables) {
        const { rows } = await sql<{ table: string }>`select * from pragma_foreign_key_list(${name})`.execute(db());
        if (rows.some((row) => row.table === 'users')) found.push(name);
      }
      return found.sort();
    }
    const { rows } = await sql<{ table_name: string }>`
      select distinct tc.table_name from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users' and tc.table_schema = current_schema()`.execute(db());
    return rows.map((row) => row.table_name).sort();
  }

  it('exports every table that references users (or says why not), with exactly the agreed keys, and none of another user’s data', async () => {
    const covered = new Set([...exportParts.flatMap((part) => part.tables), ...Object.keys(notExported)]);
    const referencing = await tablesReferencingUsers();
    expect(referencing.length).toBeGreaterThan(10);
    expect(referencing.filter((table) => !covered.has(table))).toEqual([]);

    const [mine, other] = [
      await studentWithCv(testApp.app, { sections: ['work'] }),
      await studentWithCv(testApp.app, { basic: { nombres: 'Otrapersona', celular: '0987777777' } }),
    ];
    await apply(mine, 'Mi carta de presentación');
    await apply(other, 'Carta ajena secreta');
    for (const account of [mine, other]) {
      await account.caller.post('/api/user/data-requests', { tipo: 'acceso', detalle: `Solicitud de la cuenta ${account.email}` });
    }
    const response = await mine.caller.get('/api/user/data-export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.json"/);
    const body = response.json();
    expect(Object.keys(body)).toEqual([...dataExportKeys]);
    expect(body.practicas).toEqual([]);
    expect(body.survey_answers).toEqual([]);
    expect(body.account.email).toBe(mine.email);
    expect(body.cv.basic.nombres).toBeTruthy();
    expect(body.cv.work).toHaveLength(1);
    expect(body.applications).toMatchObject([{ titulo: 'Analista de datos', carta: 'Mi carta de presentación' }]);
    expect(body.data_requests).toHaveLength(1);
    expect(response.body).not.toContain(other.email);
    expect(response.body).not.toContain('Otrapersona');
    expect(response.body).not.toContain('Carta ajena secreta');

    const pdf = await mine.caller.get('/api/user/data-export.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('logs each company read of a CV, JSON and PDF, and only those; a failing log never fails the read', async () => {
    const student = await studentWithCv(testApp.app);
    const applicationId = await apply(student);
    const { dni } = await db().selectFrom('users').select('dni').where('id_us', '=', student.id).executeTakeFirstOrThrow();
    const read = await company.caller.get(`/api/company/applications/${applicationId}/cv`);
    expect(read.statusCode).toBe(200);
    // Minimisation: the cédula never reaches the company.
    expect(read.body).not.toContain(dni!);
    expect((await company.caller.get(`/api/company/applications/${applicationId}/cv.pdf`)).statusCode).toBe(200);
    const list = await company.caller.get(`/api/company/offers/${offerId}/applications`);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(dni!);
    expect((await student.caller.get('/api/cv')).statusCode).toBe(200);

    const views = (await student.caller.get('/api/user/cv-views')).json().data;
    expect(views.total).toBe(2);
    expect(views.items.map((item: { via: string }) => item.via)).toEqual(['pdf', 'json']);
    expect(views.items[0]).toMatchObject({
      company: { id: company.id, empresa: `Empresa ${company.id}` },
      offer: { id: offerId, titulo: 'Analista de datos' },
    });

    await sql`alter table cv_views rename to cv_views_off`.execute(db());
    try {
      expect((await company.caller.get(`/api/company/applications/${applicationId}/cv`)).statusCode).toBe(200);
    } finally {
      await sql`alter table cv_views_off rename to cv_views`.execute(db());
    }
  });

  it('disables an account asked for deletion (sessions and sockets end, 409 at sign-in), restores it on cancel', async () => {
    const student = await createAccount(testApp.app);
    const signedOut: number[] = [];
    const stop = testApp.app.events.on('user.updated', (event) => event.signedOut && signedOut.push(event.userId));
    expect((await student.caller.post('/api/user/deletion', { password: 'no-es-la-clave' })).statusCode).toBe(422);
    const asked = await student.caller.post('/api/user/deletion', { password: TEST_PASSWORD });
    stop();
    expect(asked.statusCode).toBe(202);
    const purgeAt = asked.json().data.purge_at as string;
    expect(Math.round((Date.parse(purgeAt) - Date.now()) / 86_400_000)).toBe(30);
    expect(signedOut).toEqual([student.id]);
    expect((await student.caller.get('/api/user/me')).statusCode).toBe(401);

    const anonymous = new ApiCaller(testApp.app);
    const login = await anonymous.post('/api/user/login', { email: student.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(409);
    expect(login.json()).toMatchObject({ code: 'deletion_pending', purge_at: purgeAt });
    expect((await anonymous.post('/api/user/deletion/cancel', { email: student.email, password: 'otra-clave-1' })).statusCode).toBe(422);
    expect((await anonymous.post('/api/user/deletion/cancel', { email: student.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await anonymous.post('/api/user/login', { email: student.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('purges once with two instances: CV, photo file and data go, applications say "Postulante eliminado", audit keeps a pseudonym, the e-mail and cédula sign up again', async () => {
    const student = await studentWithCv(testApp.app);
    expect((await student.caller.put('/api/cv/photo', photoForm(await pngImage(300, 400)))).statusCode).toBe(200);
    const applicationId = await apply(student, 'Carta que se borra');
    const { dni } = await db().selectFrom('users').select('dni').where('id_us', '=', student.id).executeTakeFirstOrThrow();
    const photosDir = path.join(testApp.app.config.uploadsDir, 'photos');
    const photosBefore = (await readdir(photosDir)).length;
    expect((await student.caller.post('/api/user/deletion', { password: TEST_PASSWORD })).statusCode).toBe(202);
    // Thirty days later (the job reads the clock it is given; here the due date moves instead).
    await db()
      .updateTable('users')
      .set({ purge_at: new Date(Date.now() - 1000).toISOString() })
      .where('id_us', '=', student.id)
      .execute();

    const counts =
      dialect === 'postgres'
        ? await Promise.all([testApp.app.jobs.run('account-purge'), second.jobs.run('account-purge')])
        : [await testApp.app.jobs.run('account-purge'), await second.jobs.run('account-purge')];
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await testApp.app.jobs.run('account-purge')).toBe(0);

    expect(await db().selectFrom('cv_basic').select('user_id').where('user_id', '=', student.id).execute()).toEqual([]);
    expect(await db().selectFrom('cv_photos').select('user_id').where('user_id', '=', student.id).execute()).toEqual([]);
    expect((await readdir(photosDir)).length).toBe(photosBefore - 1);
    const application = await db()
      .selectFrom('applications')
      .select(['carta', 'status'])
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(application).toEqual({ carta: null, status: 'postulado' });

    const list = (await company.caller.get(`/api/company/offers/${offerId}/applications?per_page=100`)).json().data.items;
    expect(list.find((item: { id: number }) => item.id === applicationId).cv).toMatchObject({ nombre: 'Postulante eliminado', email: '' });
    const csv = await company.caller.get(`/api/company/offers/${offerId}/applications.csv`);
    expect(csv.body).toContain('Postulante eliminado');
    expect(csv.body).not.toContain(student.email);
    expect([200, 409]).toContain((await company.caller.get(`/api/company/applications/${applicationId}/cv`)).statusCode);
    expect([200, 409]).toContain((await company.caller.get(`/api/company/applications/${applicationId}/cv.pdf`)).statusCode);

    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'after_data', 'before_data'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', String(student.id))
      .execute();
    expect(audit.map((entry) => entry.action)).toContain('purge');
    expect(JSON.stringify(audit)).not.toContain(student.email);
    expect(JSON.stringify(audit)).toMatch(/seud-/);
    expect(audit.filter((entry) => entry.action === 'purge')).toHaveLength(1);

    const again = await new ApiCaller(testApp.app).post('/api/user/singup', {
      dni,
      email: student.email,
      password: TEST_PASSWORD,
      acepta_privacidad: true,
    });
    expect(again.statusCode).toBe(201);
  });

  it('dates requests 15 calendar days ahead in Guayaquil, lists overdue first in the queue, and tells the user the answer', async () => {
    // Across a month end, and at 22:00 in Guayaquil (already the next day in UTC).
    expect(dataRequestDueDate(new Date('2026-01-20T12:00:00Z'))).toBe('2026-02-04');
    expect(dataRequestDueDate(new Date('2026-02-01T03:00:00Z'))).toBe('2026-02-15');
    expect(dataRequestDueDate(new Date('2026-12-25T15:00:00Z'))).toBe('2027-01-09');

    const student = await createAccount(testApp.app);
    const other = await createAccount(testApp.app);
    const filed = await student.caller.post('/api/user/data-requests', { tipo: 'rectificacion', detalle: 'Mi apellido está mal escrito.' });
    expect(filed.statusCode).toBe(201);
    expect(filed.json().data).toMatchObject({ estado: 'abierta', vence_el: dataRequestDueDate() });
    const overdue = await other.caller.post('/api/user/data-requests', { tipo: 'oposicion', detalle: 'No quiero recibir encuestas.' });
    await db().updateTable('data_requests').set({ vence_el: '2026-01-01' }).where('id', '=', overdue.json().data.id).execute();
    expect((await other.caller.get('/api/user/data-requests')).json().data.items.map((item: { id: number }) => item.id)).toEqual([
      overdue.json().data.id,
    ]);

    const admin = await adminAccount(testApp.app);
    const queue = (await admin.caller.get('/api/admin/data-requests?estado=abierta&per_page=100')).json().data.items;
    expect(queue[0]).toMatchObject({ id: overdue.json().data.id, vencida: true });
    expect(queue[0].dias_restantes).toBeLessThan(0);
    expect(queue.find((item: { id: number }) => item.id === filed.json().data.id)).toMatchObject({ vencida: false, dias_restantes: 15 });
    const onlyOverdue = (await admin.caller.get('/api/admin/data-requests?vencidas=1')).json().data.items;
    expect(onlyOverdue.map((item: { id: number }) => item.id)).toEqual([overdue.json().data.id]);

    const notified: number[] = [];
    const stop = testApp.app.events.on('notification.created', (event) => notified.push(event.userId));
    const answered = await admin.caller.post(`/api/admin/data-requests/${filed.json().data.id}/answer`, {
      respuesta: 'Corregimos tu apellido en tu cuenta.',
    });
    stop();
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ estado: 'respondida', respuesta: 'Corregimos tu apellido en tu cuenta.' });
    expect(notified).toEqual([student.id]);
    const mail = await db().selectFrom('mail_outbox').select('body_text').where('to_email', '=', student.email).execute();
    expect(mail.map((row) => row.body_text).join()).toContain('Corregimos tu apellido');
    expect(
      (await admin.caller.post(`/api/admin/data-requests/${filed.json().data.id}/answer`, { respuesta: 'Otra respuesta más larga.' }))
        .statusCode,
    ).toBe(409);
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'data_request')
      .where('entity_id', '=', String(filed.json().data.id))
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'answer']);
    expect((await student.caller.get('/api/admin/data-requests')).statusCode).toBe(403);
    void ROLE_IDS;
  });
  it('records consent at signup (422 without it) and gates every call but the allowed ones until a new version is accepted', async () => {
    const email = uniqueEmail('consiente');
    const anonymous = new ApiCaller(testApp.app);
    const refused = await anonymous.post('/api/user/singup', { dni: uniqueCedula(), email, password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['acepta_privacidad']);
    expect(
      (await anonymous.post('/api/user/singup', { dni: uniqueCedula(), email, password: TEST_PASSWORD, acepta_privacidad: true }))
        .statusCode,
    ).toBe(201);
    const consent = await db()
      .selectFrom('privacy_consents')
      .innerJoin('users', 'users.id_us', 'privacy_consents.user_id')
      .select(['privacy_consents.version', 'privacy_consents.ip'])
      .where('users.email', '=', email)
      .execute();
    expect(consent).toEqual([{ version: 1, ip: '127.0.0.1' }]);

    const admin = await adminAccount(testApp.app);
    const student = await createAccount(testApp.app);
    const published = await admin.caller.post('/api/admin/privacy-notice', {
      texto: 'Versión dos del aviso: cambiamos el plazo de conservación de los datos de los graduados.',
    });
    expect(published.statusCode).toBe(201);
    const version = published.json().data.version as number;
    expect(version).toBe(2);

    // Every signed-in route refuses, whatever it is, except user/me, logout and the consent itself.
    const { paths } = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const allowed = new Set(['GET /api/user/me', 'POST /api/user/logout', 'POST /api/user/privacy-consent']);
    const outcomes: Record<string, number | string> = {};
    for (const [route, operations] of Object.entries(paths as Record<string, Record<string, { security?: unknown }>>)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'head' || !operation.security || allowed.has(`${method.toUpperCase()} ${route}`)) continue;
        const url = route.replace(/\{[^}]+\}/g, '1');
        const answer = await student.caller.call(method.toUpperCase() as 'GET', url, method === 'get' ? undefined : {});
        outcomes[`${method} ${route}`] = answer.statusCode === 403 ? answer.json().code : answer.statusCode;
      }
    }
    expect(Object.keys(outcomes).length).toBeGreaterThan(40);
    expect(Object.entries(outcomes).filter(([, outcome]) => outcome !== 'privacy_consent_required')).toEqual([]);

    const me = await student.caller.get('/api/user/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().data.privacy_consent_required).toBe(true);
    const login = await new ApiCaller(testApp.app).post('/api/user/login', { email: student.email, password: TEST_PASSWORD });
    expect(login.json().data.privacy_consent_required).toBe(true);
    expect((await student.caller.get('/api/privacy-notice')).json().data).toMatchObject({ version: 2 });

    expect((await student.caller.post('/api/user/privacy-consent', { version: 1 })).statusCode).toBe(422);
    expect((await student.caller.post('/api/user/privacy-consent', { version })).statusCode).toBe(201);
    expect((await student.caller.get('/api/cv')).statusCode).toBe(200);
    expect((await student.caller.get('/api/user/me')).json().data.privacy_consent_required).toBe(false);
  });
});
