import { cedulaCheckDigit, offerMessages, ROLE_IDS, trustMessages } from '@portal/contracts';
import { languageCases } from '@portal/contracts/test-cases';
import { adminAccount, createAccount, TEST_PASSWORD, type TestAccount } from './helpers/accounts.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { approvedCompany, auditOf, draftOffer, offerBody, publishedOffer, studentWithCv } from './helpers/offers.ts';
import { type InstancePair, startInstancePair, startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

const reason = 'La oferta pide datos personales que no corresponden.';

describe.each(testDialects())('trust and moderation on %s', (dialect) => {
  let testApp: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    // The product's default: a company's first three offers wait for review.
    testApp = await startTestApp({ dialect, env: { OFFER_MODERATION_DEFAULT: 'first' } });
    admin = await adminAccount(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const app = () => testApp.app;
  const setModeration = async (mode: string) =>
    expect((await admin.caller.put('/api/admin/settings', { offer_moderation: mode })).statusCode).toBe(200);
  const publish = (company: TestAccount, id: number) => company.caller.post(`/api/company/offers/${id}/publish`);
  const decide = (id: number, body: unknown) => admin.caller.post(`/api/admin/moderation/offers/${id}/decision`, body);
  const searchIds = async (student: TestAccount, q: string) =>
    ((await student.caller.get(`/api/offers?q=${q}&per_page=100`)).json().data.items as Array<{ id: number }>).map((card) => card.id);

  it('gives each vetting signal on crafted companies', async () => {
    const company = async (profile: Record<string, unknown>, email?: string) => {
      const account = await createAccount(app(), { role: ROLE_IDS.company, ...(email && { email }) });
      await app().db.updateTable('company_profiles').set(profile).where('user_id', '=', account.id).execute();
      return account;
    };
    const vetting = async (account: TestAccount) => {
      const response = await admin.caller.get(`/api/admin/companies/${account.id}/vetting`);
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };
    const tag = String(Date.now() % 100000).padStart(5, '0');
    const firstNine = '171234567';
    const naturalRuc = `${firstNine}${cedulaCheckDigit(firstNine)}001`;
    const badNatural = `${firstNine}${(cedulaCheckDigit(firstNine) + 1) % 10}001`;

    const andes = await company(
      { ruc: naturalRuc, web: `https://www.andes${tag}.com.ec`, telefono: `02-${tag}1`, telcontacto: `09${tag}11` },
      `rrhh@andes${tag}.com.ec`,
    );
    expect(await vetting(andes)).toEqual({
      ruc: { valido: true, tipo: 'natural' },
      dominio_coincide: true,
      correo_gratuito: false,
      duplicados: [],
      esperando_dias_habiles: 0,
      vencida: false,
    });

    // Free mail and no web; a natural person's RUC whose cédula fails its check digit.
    const gmail = await company({ ruc: badNatural, web: null, telefono: `03${tag}2`, telcontacto: `09${tag}22` }, `andes${tag}@gmail.com`);
    const noWeb = await vetting(gmail);
    expect(noWeb).toMatchObject({
      ruc: { valido: false, tipo: 'natural', motivo: expect.any(String) },
      dominio_coincide: null,
      correo_gratuito: true,
    });

    // Another company with the same web (another subdomain) and the same phone written otherwise; free mail differs from the web.
    const copy = await company(
      { ruc: '1790012345001', web: `tienda.andes${tag}.com.ec/contacto`, telefono: `(02) ${tag}1`, telcontacto: `09${tag}33` },
      `ventas${tag}@hotmail.com`,
    );
    const copied = await vetting(copy);
    expect(copied).toMatchObject({ ruc: { valido: true, tipo: 'privada' }, dominio_coincide: false, correo_gratuito: true });
    expect(copied.duplicados).toEqual(
      expect.arrayContaining([
        { id: andes.id, empresa: `Empresa ${andes.id}`, campo: 'telefono' },
        { id: andes.id, empresa: `Empresa ${andes.id}`, campo: 'web' },
      ]),
    );
    // A public entity's RUC; the same RUC held as another account's dni.
    await app().db.updateTable('users').set({ dni: '1760001230001' }).where('id_us', '=', gmail.id).execute();
    const publicEntity = await company({ ruc: '1760001230001', telefono: `04${tag}4`, telcontacto: `09${tag}44` });
    expect(await vetting(publicEntity)).toMatchObject({
      ruc: { valido: true, tipo: 'publica' },
      duplicados: [{ id: gmail.id, empresa: `Empresa ${gmail.id}`, campo: 'ruc' }],
    });

    // Waiting: three weeks pending is overdue; the count stops at the review.
    const threeWeeksAgo = new Date(Date.now() - 21 * 86_400_000).toISOString();
    await app().db.updateTable('company_profiles').set({ created_at: threeWeeksAgo }).where('user_id', '=', andes.id).execute();
    const overdue = await vetting(andes);
    expect(overdue.esperando_dias_habiles).toBeGreaterThanOrEqual(12);
    expect(overdue.esperando_dias_habiles).toBeLessThanOrEqual(15);
    expect(overdue.vencida).toBe(true);
    await admin.caller.post(`/api/admin/users/${andes.id}/approval`, { status: 'aprobada' });
    expect((await vetting(andes)).vencida).toBe(false);

    const student = await createAccount(app(), { role: ROLE_IDS.student });
    expect((await admin.caller.get(`/api/admin/companies/${student.id}/vetting`)).statusCode).toBe(404);
    expect((await student.caller.get(`/api/admin/companies/${andes.id}/vetting`)).statusCode).toBe(403);
  });

  it('moderates per setting: first three offers reviewed, rejected with a reason, fixed, published; the fourth at once', async () => {
    expect((await admin.caller.get('/api/admin/settings')).json().data).toEqual({ offer_moderation: 'first' });
    const company = await approvedCompany(app());
    const student = await createAccount(app(), { role: ROLE_IDS.student });
    const word = `mod${dialect}${Date.now() % 100000}`;

    const first = await draftOffer(company, { titulo: `Analista ${word}` });
    const waiting = await publish(company, first);
    expect(waiting.statusCode).toBe(202);
    expect(waiting.json()).toMatchObject({ message: trustMessages.inReview, data: { id: first, status: 'en_revision' } });
    expect(await searchIds(student, word)).toEqual([]);
    expect((await student.caller.get(`/api/offers/${first}`)).statusCode).toBe(404);
    const queue = (await admin.caller.get('/api/admin/moderation/offers?estado=en_revision&per_page=100')).json().data.items;
    expect(queue).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: first, status: 'en_revision', reportes: 0, oculta_por_reportes: false })]),
    );

    expect((await decide(first, { decision: 'rechazar' })).json().errors).toEqual({ motivo: [expect.any(String)] });
    const rejected = await decide(first, { decision: 'rechazar', motivo: reason });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rechazada', motivo_moderacion: reason });
    expect((await company.caller.get(`/api/company/offers/${first}`)).json().data).toMatchObject({
      status: 'rechazada',
      motivo_moderacion: reason,
    });
    const told = await app().db.selectFrom('notifications').select('text').where('user_id', '=', company.id).execute();
    expect(told.map((row) => row.text)).toEqual([expect.stringContaining(`Motivo: ${reason}`)]);
    expect(
      (await app().db.selectFrom('mail_outbox').select('body_text').where('to_email', '=', company.email).execute())[0]!.body_text,
    ).toContain(reason);

    // The company fixes it and sends it again; the administrator publishes it.
    expect((await company.caller.put(`/api/company/offers/${first}`, offerBody({ titulo: `Analista ${word} junior` }))).statusCode).toBe(
      200,
    );
    expect((await publish(company, first)).statusCode).toBe(202);
    expect((await decide(first, { decision: 'rechazar', motivo: 'x' })).statusCode).toBe(422);
    expect((await decide(first, { decision: 'publicar' })).json().data).toMatchObject({ status: 'publicada', motivo_moderacion: null });
    expect(await searchIds(student, word)).toEqual([first]);
    expect((await decide(first, { decision: 'rechazar', motivo: reason })).statusCode).toBe(409);
    expect((await auditOf(app(), 'offer', first)).map((entry) => entry.action)).toEqual([
      'create',
      'publish',
      'moderation.rechazar',
      'update',
      'publish',
      'moderation.publicar',
    ]);

    for (const index of [2, 3]) {
      const id = await draftOffer(company, { titulo: `Oferta ${index} ${word}` });
      expect((await publish(company, id)).statusCode).toBe(202);
      expect((await decide(id, { decision: 'publicar' })).statusCode).toBe(200);
    }
    const fourth = await draftOffer(company, { titulo: `Cuarta ${word}` });
    const atOnce = await publish(company, fourth);
    expect(atOnce.statusCode).toBe(200);
    expect(atOnce.json()).toMatchObject({ message: offerMessages.published, data: { status: 'publicada' } });

    await setModeration('all');
    const fifth = await draftOffer(company, { titulo: `Quinta ${word}` });
    expect((await publish(company, fifth)).statusCode).toBe(202);
    await setModeration('off');
    const other = await approvedCompany(app());
    expect((await publish(other, await draftOffer(other))).statusCode).toBe(200);
    expect((await admin.caller.put('/api/admin/settings', { offer_moderation: 'nunca' })).statusCode).toBe(422);
    expect((await company.caller.put('/api/admin/settings', { offer_moderation: 'off' })).statusCode).toBe(403);
    await setModeration('first');
  });

  it('warns on the offer’s words with the field and why, without blocking', async () => {
    const company = await approvedCompany(app());
    const sample = languageCases.filter((_, index) => index % 4 === 0);
    for (const { text, palabras } of sample) {
      const response = await company.caller.post('/api/company/offers/language-check', { titulo: 'Vendedor', requisitos: text });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.avisos).toEqual(
        palabras.map((palabra) => ({ campo: 'requisitos', palabra, motivo: expect.stringContaining('Art. 11') })),
      );
    }
    expect((await company.caller.post('/api/company/offers/language-check', { otros: 'x' })).statusCode).toBe(422);
    // A warned offer is still published.
    await setModeration('off');
    expect(
      (await publish(company, await draftOffer(company, { requisitos: 'Buena presencia, edad entre 20 y 30 años.' }))).statusCode,
    ).toBe(200);
    await setModeration('first');
  });

  it('takes one report per student; three from different students hide the offer until resolved', async () => {
    await setModeration('off');
    const company = await approvedCompany(app());
    const word = `rep${dialect}${Date.now() % 100000}`;
    const offer = await publishedOffer(company, { titulo: `Cajero ${word}` });
    const [a, b, c] = [await studentWithCv(app()), await studentWithCv(app()), await studentWithCv(app())];
    const report = (student: TestAccount, id = offer) =>
      student.caller.post(`/api/offers/${id}/reports`, { motivo: 'cobro', detalle: 'Piden pagar una capacitación.' });

    const created = await report(a);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ offer_id: offer, motivo: 'cobro', estado: 'abierto' });
    for (let again = 0; again < 2; again += 1) expect((await report(a)).json()).toEqual({ message: trustMessages.alreadyReported });
    expect(await searchIds(b, word)).toEqual([offer]);
    expect((await b.caller.post(`/api/offers/${offer}/reports`, { motivo: 'otra' })).statusCode).toBe(422);

    expect((await report(b)).statusCode).toBe(201);
    expect(await searchIds(c, word)).toEqual([offer]);
    expect((await report(c)).statusCode).toBe(201);
    expect(await searchIds(a, word)).toEqual([]);
    expect((await a.caller.get(`/api/offers/${offer}`)).statusCode).toBe(404);
    const queue = (await admin.caller.get('/api/admin/moderation/offers')).json().data.items;
    expect(queue[0]).toMatchObject({ id: offer, oculta_por_reportes: true, reportes: 3 });
    const reports = (await admin.caller.get('/api/admin/moderation/reports?estado=abierto&per_page=100')).json().data.items;
    const ofOffer = reports.filter((item: { offer: { id: number } }) => item.offer.id === offer);
    expect(ofOffer).toHaveLength(3);

    // Dismissing one resolves all three and shows the offer again.
    expect(
      (await admin.caller.post(`/api/admin/moderation/reports/${ofOffer[0].id}/resolve`, { accion: 'descartar', motivo: null })).statusCode,
    ).toBe(200);
    expect(await app().db.selectFrom('offer_reports').select('estado').where('offer_id', '=', offer).execute()).toEqual([
      { estado: 'resuelto' },
      { estado: 'resuelto' },
      { estado: 'resuelto' },
    ]);
    expect(await searchIds(a, word)).toEqual([offer]);
    expect((await admin.caller.post(`/api/admin/moderation/reports/${ofOffer[1].id}/resolve`, { accion: 'descartar' })).statusCode).toBe(
      409,
    );

    // Taking it down: the applicant reads it as withdrawn, the company is told why.
    const second = await publishedOffer(company, { titulo: `Bodeguero ${word}` });
    expect((await a.caller.post(`/api/offers/${second}/applications`, {})).statusCode).toBe(201);
    const { id: reportId } = (await report(b, second)).json().data;
    expect((await admin.caller.post(`/api/admin/moderation/reports/${reportId}/resolve`, { accion: 'retirar_oferta' })).statusCode).toBe(
      422,
    );
    expect(
      (await admin.caller.post(`/api/admin/moderation/reports/${reportId}/resolve`, { accion: 'retirar_oferta', motivo: reason }))
        .statusCode,
    ).toBe(200);
    expect((await a.caller.get('/api/applications')).json().data.items[0].offer).toMatchObject({ id: second, status: 'retirada' });
    expect((await company.caller.get(`/api/company/offers/${second}`)).json().data).toMatchObject({
      status: 'retirada',
      motivo_moderacion: reason,
    });
    expect((await auditOf(app(), 'offer', offer)).map((entry) => entry.action)).toEqual([
      'create',
      'publish',
      'hidden_by_reports',
      'reports.dismissed',
    ]);
    await setModeration('first');
  });
});

/** Two instances on one database and one Redis: a suspension through A holds on B's next request. */
describe('suspending a company across two instances (redis driver)', () => {
  let pair: InstancePair;

  beforeAll(async () => {
    pair = await startInstancePair();
  });

  afterAll(async () => {
    await pair?.close();
  });

  it('takes its offers out of B at once, ends its sessions, refuses its sign-in with the reason; reinstating restores', async () => {
    const { a, b } = pair;
    const admin = await adminAccount(a);
    const company = await approvedCompany(a);
    await a.db.updateTable('company_profiles').set({ status: 'aprobada' }).where('user_id', '=', company.id).execute();
    const onB = new ApiCaller(b, company.token);
    const word = `susp${Date.now() % 100000}`;
    // The instances start with moderation off (the test default): the offer publishes at once.
    const offer = await publishedOffer(company, { titulo: `Recepcionista ${word}` });
    const student = await studentWithCv(b);
    expect((await student.caller.post(`/api/offers/${offer}/applications`, {})).statusCode).toBe(201);
    const titles = async () =>
      ((await student.caller.get(`/api/offers?q=${word}`)).json().data.items as Array<{ id: number }>).map((card) => card.id);
    // B keeps the page and the company's token.
    expect(await titles()).toEqual([offer]);
    expect((await onB.get('/api/company/offers')).statusCode).toBe(200);

    const signedOut = pair.heardOnB((control) => control.type === 'user');
    const suspended = await admin.caller.post(`/api/admin/companies/${company.id}/suspend`, { motivo: reason });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data.company).toMatchObject({ motivo_suspension: reason, suspendida_at: expect.any(String) });

    // B's very next requests, before any fan-out is awaited: the offers are out.
    expect(await titles()).toEqual([]);
    expect((await student.caller.get(`/api/offers/${offer}`)).json().data.status).toBe('retirada');
    expect((await student.caller.get('/api/applications')).json().data.items[0].offer).toMatchObject({ id: offer, status: 'retirada' });
    await signedOut;
    expect((await onB.get('/api/company/offers')).statusCode).toBe(401);
    const login = await new ApiCaller(b).post('/api/user/login', { email: company.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ message: `La cuenta de su empresa está suspendida: ${reason}`, code: 'company_suspended' });
    expect((await admin.caller.post(`/api/admin/companies/${company.id}/suspend`, { motivo: reason })).statusCode).toBe(409);

    expect((await admin.caller.post(`/api/admin/companies/${company.id}/reinstate`)).statusCode).toBe(200);
    expect(await titles()).toEqual([offer]);
    expect((await new ApiCaller(b).post('/api/user/login', { email: company.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await auditOf(a, 'company', company.id)).map((entry) => entry.action)).toEqual(['suspend', 'reinstate']);
  });
});
