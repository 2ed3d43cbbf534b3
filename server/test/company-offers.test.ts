import { fillMessage, offerMessages, ROLE_IDS, validationMessages } from '@portal/contracts';
import { createAccount, type TestAccount } from './helpers/accounts.ts';
import { approvedCompany, auditOf, dayFromToday, draftOffer, letOfferLapse, offerBody, publishedOffer } from './helpers/offers.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

describe.each(testDialects())('a company’s offers on %s', (dialect) => {
  let testApp: TestApp;
  let company: TestAccount;
  let other: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    company = await approvedCompany(testApp.app);
    other = await approvedCompany(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const app = () => testApp.app;

  it('saves a new offer as a draft with catalog names, careers and zero applicants', async () => {
    const response = await company.caller.post('/api/company/offers', offerBody({ carreras: ['Computación', 'Software'] }));
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(offerMessages.created);
    const offer = response.json().data;
    expect(offer).toMatchObject({
      titulo: 'Desarrollador web junior',
      status: 'borrador',
      fecha_publicacion: null,
      fecha_cierre: dayFromToday(30),
      area: { code: 'tecnologia', name: 'Tecnología de la información' },
      tipo_contrato: { code: 'tiempo-completo', name: 'Tiempo completo' },
      modalidad: { code: 'hibrido', name: 'Híbrido' },
      provincia: { code: '17', name: 'Pichincha' },
      ciudad: { code: 'quito', name: 'Quito' },
      salario_min: 800,
      salario_max: 1200,
      carreras: ['Computación', 'Software'],
      applicants: { total: 0, postulado: 0, en_revision: 0, entrevista: 0, seleccionado: 0, no_seleccionado: 0 },
    });
    expect(await auditOf(app(), 'offer', offer.id)).toEqual([
      expect.objectContaining({ actor_id: company.id, action: 'create', after: expect.objectContaining({ status: 'borrador' }) }),
    ]);
  });

  it('refuses an invalid form with every field’s Spanish message at once, and saves nothing', async () => {
    const before = await app()
      .db.selectFrom('offers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await company.caller.post(
      '/api/company/offers',
      offerBody({ titulo: 'Dev', vacantes: 0, salario_min: 900, salario_max: 500, area: 'no-existe', ciudad: 'guayaquil' }),
    );
    expect(response.statusCode).toBe(422);
    // The schema answers first (titulo, vacantes), with the same words the form shows.
    expect(response.json().errors).toEqual({
      titulo: [fillMessage(validationMessages.minLength, { min: 5 })],
      vacantes: [fillMessage(offerMessages.integer, { min: 1, max: 999 })],
    });
    const rest = await company.caller.post(
      '/api/company/offers',
      offerBody({ salario_min: 900, salario_max: 500, area: 'no-existe', ciudad: 'guayaquil', carreras: ['Software', 'Astrología'] }),
    );
    expect(rest.json().errors).toEqual({
      salario_max: [offerMessages.salaryOrder],
      area: [validationMessages.option],
      ciudad: [offerMessages.city],
      carreras: [offerMessages.career],
    });
    const after = await app()
      .db.selectFrom('offers')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it.each([
    ['today', 0, offerMessages.closingNotAfterToday],
    ['more than 90 days ahead', 91, fillMessage(offerMessages.closingTooFar, { days: 90 })],
  ])('refuses a closing date %s (422 on fecha_cierre)', async (_name, days, message) => {
    const response = await company.caller.post('/api/company/offers', offerBody({ fecha_cierre: dayFromToday(days) }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ fecha_cierre: [message] });
    expect((await company.caller.post('/api/company/offers', offerBody({ fecha_cierre: dayFromToday(90) }))).statusCode).toBe(201);
  });

  it('never answers 500 to a hostile body', async () => {
    for (const body of [
      offerBody({ titulo: 'Oferta\u0000 nula' }),
      offerBody({ vacantes: 1e300 }),
      offerBody({ salario_min: 'mil' }),
      offerBody({ carreras: { nombre: 'Sistemas' } }),
      offerBody({ fecha_cierre: '2026-02-30' }),
      offerBody({ extra: 1 }),
    ]) {
      const response = await company.caller.post('/api/company/offers', body);
      expect([response.statusCode, body]).toEqual([422, body]);
    }
    expect((await company.caller.get('/api/company/offers/99999999999')).statusCode).toBe(422);
  });

  it('publishes a draft only for an approved company: 403 with a message saying the company awaits approval', async () => {
    const pending = await createAccount(app(), { role: ROLE_IDS.company });
    const id = await draftOffer(pending);
    const refused = await pending.caller.post(`/api/company/offers/${id}/publish`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: offerMessages.companyPending, code: 'company_pending' });
    expect(refused.json().message).toContain('pendiente de aprobación');
    expect((await pending.caller.get(`/api/company/offers/${id}`)).json().data.status).toBe('borrador');

    await app().db.updateTable('company_profiles').set({ status: 'aprobada' }).where('user_id', '=', pending.id).execute();
    const published = await pending.caller.post(`/api/company/offers/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'publicada', fecha_publicacion: dayFromToday(0) });
    expect((await auditOf(app(), 'offer', id)).map((entry) => [entry.action, entry.after?.status])).toEqual([
      ['create', 'borrador'],
      ['publish', 'publicada'],
    ]);
  });

  it('enforces the state machine with 409 and a Spanish message', async () => {
    const id = await publishedOffer(company);
    expect((await company.caller.post(`/api/company/offers/${id}/publish`)).json()).toEqual({ message: offerMessages.cannotPublish });
    expect((await company.caller.delete(`/api/company/offers/${id}`)).statusCode).toBe(409);

    const closed = await company.caller.post(`/api/company/offers/${id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.status).toBe('cerrada');
    for (const [call, message] of [
      [company.caller.post(`/api/company/offers/${id}/close`), offerMessages.cannotClose],
      [company.caller.post(`/api/company/offers/${id}/publish`), offerMessages.cannotPublish],
      [company.caller.put(`/api/company/offers/${id}`, offerBody()), offerMessages.cannotEdit],
      [company.caller.delete(`/api/company/offers/${id}`), offerMessages.cannotDelete],
    ] as const) {
      const response = await call;
      expect([response.statusCode, response.json().message]).toEqual([409, message]);
    }
  });

  it('reads a published offer past its closing date as expired before the job runs: no edit, no close', async () => {
    const id = await publishedOffer(company);
    await letOfferLapse(app(), id);
    expect((await company.caller.get(`/api/company/offers/${id}`)).json().data.status).toBe('expirada');
    const expiredList = (await company.caller.get('/api/company/offers?status=expirada')).json().data.items;
    expect(expiredList.map((offer: { id: number }) => offer.id)).toContain(id);
    const publishedList = (await company.caller.get('/api/company/offers?status=publicada')).json().data.items;
    expect(publishedList.map((offer: { id: number }) => offer.id)).not.toContain(id);
    expect((await company.caller.post(`/api/company/offers/${id}/close`)).statusCode).toBe(409);
    expect((await company.caller.put(`/api/company/offers/${id}`, offerBody())).statusCode).toBe(409);
  });

  it('edits a published offer, keeping its closing date within 90 days of its publication', async () => {
    const id = await publishedOffer(company);
    await app()
      .db.updateTable('offers')
      .set({ fecha_publicacion: dayFromToday(-20) })
      .where('id', '=', id)
      .execute();

    const tooLate = await company.caller.put(`/api/company/offers/${id}`, offerBody({ fecha_cierre: dayFromToday(75) }));
    expect(tooLate.statusCode).toBe(422);
    expect(tooLate.json().errors).toEqual({ fecha_cierre: [fillMessage(offerMessages.closingTooFar, { days: 90 })] });

    const saved = await company.caller.put(
      `/api/company/offers/${id}`,
      offerBody({ titulo: 'Desarrollador web semi senior', fecha_cierre: dayFromToday(70), carreras: [] }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      titulo: 'Desarrollador web semi senior',
      status: 'publicada',
      fecha_cierre: dayFromToday(70),
      carreras: [],
    });
    const update = (await auditOf(app(), 'offer', id)).find((entry) => entry.action === 'update');
    expect(update?.before.titulo).toBe('Desarrollador web junior');
    expect(update?.after.titulo).toBe('Desarrollador web semi senior');
  });

  it('deletes a draft', async () => {
    const id = await draftOffer(company);
    const response = await company.caller.delete(`/api/company/offers/${id}`);
    expect([response.statusCode, response.json().message]).toEqual([200, offerMessages.deleted]);
    expect((await company.caller.get(`/api/company/offers/${id}`)).statusCode).toBe(404);
  });

  it('duplicates any offer into a new draft; an expired one gets a closing date 30 days ahead', async () => {
    const id = await publishedOffer(company, { carreras: ['Economía'] });
    await letOfferLapse(app(), id);
    const response = await company.caller.post(`/api/company/offers/${id}/duplicate`);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      titulo: 'Desarrollador web junior (copia)',
      status: 'borrador',
      fecha_publicacion: null,
      fecha_cierre: dayFromToday(30),
      carreras: ['Economía'],
    });
    expect(response.json().data.id).not.toBe(id);
  });

  it('keeps each company to its own offers: another company’s are 404 for reading and changing', async () => {
    const id = await draftOffer(company);
    for (const call of [
      other.caller.get(`/api/company/offers/${id}`),
      other.caller.put(`/api/company/offers/${id}`, offerBody()),
      other.caller.delete(`/api/company/offers/${id}`),
      other.caller.post(`/api/company/offers/${id}/publish`),
      other.caller.post(`/api/company/offers/${id}/close`),
      other.caller.post(`/api/company/offers/${id}/duplicate`),
      other.caller.get(`/api/company/offers/${id}/applications`),
      other.caller.get(`/api/company/offers/${id}/applications.csv`),
    ]) {
      const response = await call;
      expect([response.statusCode, response.json().message]).toEqual([404, offerMessages.notFound]);
    }
    const mine = (await other.caller.get('/api/company/offers?per_page=100')).json().data.items.map((offer: { id: number }) => offer.id);
    expect(mine).not.toContain(id);
    expect((await company.caller.get(`/api/company/offers/${id}`)).json().data.status).toBe('borrador');
  });

  it('lists the company’s offers newest first, by status, by words, by page', async () => {
    const own = await approvedCompany(app());
    const first = await draftOffer(own, { titulo: 'Asistente contable' });
    const second = await publishedOffer(own, { titulo: 'Analista de marketing digital' });
    const third = await draftOffer(own, { titulo: 'Técnico de soporte' });
    const ids = async (query: string) =>
      (await own.caller.get(`/api/company/offers${query}`)).json().data.items.map((offer: { id: number }) => offer.id);
    expect(await ids('')).toEqual([third, second, first]);
    expect(await ids('?status=borrador')).toEqual([third, first]);
    expect(await ids('?status=publicada')).toEqual([second]);
    expect(await ids('?q=tecnico')).toEqual([third]);
    const page = (await own.caller.get('/api/company/offers?per_page=2&page=2')).json().data;
    expect(page).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(page.items.map((offer: { id: number }) => offer.id)).toEqual([first]);
  });

  it('keeps the search current when an administrator renames an area', async () => {
    const id = await publishedOffer(company, { area: 'agropecuaria', titulo: 'Técnico de campo' });
    await app()
      .db.updateTable('catalog_items')
      .set({ name: 'Agroindustria y veterinaria' })
      .where('type', '=', 'areas')
      .where('code', '=', 'agropecuaria')
      .execute();
    const found = (await company.caller.get('/api/company/offers?q=agroindustria')).json().data.items;
    expect(found.map((offer: { id: number }) => offer.id)).toEqual([id]);
    expect(found[0].area).toEqual({ code: 'agropecuaria', name: 'Agroindustria y veterinaria' });
  });

  it('marks the catalog items an offer stores as in use', async () => {
    await publishedOffer(company, { modalidad: 'remoto' });
    const admin = await createAccount(app(), { role: ROLE_IDS.admin });
    const modes = (await admin.caller.get('/api/admin/catalogs/modalidades')).json().data.items;
    expect(modes.find((item: { code: string }) => item.code === 'remoto')).toMatchObject({ in_use: true });
  });
});
