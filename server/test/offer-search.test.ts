import { offerMessages, ROLE_IDS } from '@portal/contracts';
import { searchOffers, searchTerms } from '../src/db/repositories/offer-search.ts';
import { adminAccount, createAccount, type TestAccount } from './helpers/accounts.ts';
import { approvedCompany, dayFromToday, draftOffer, letOfferLapse, offerBody, publishedOffer, studentWithCv } from './helpers/offers.ts';
import { type InstancePair, startInstancePair, startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

interface Card {
  id: number;
  titulo: string;
  empresa: string;
  resumen: string;
  applied: boolean;
}

describe.each(testDialects())('the students’ offer search on %s', (dialect) => {
  let testApp: TestApp;
  let company: TestAccount;
  let student: TestAccount;
  const offers: Record<string, number> = {};

  // Words no other offer of the suite uses, so each search below has a known answer.
  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    company = await approvedCompany(testApp.app);
    student = await createAccount(testApp.app, { role: ROLE_IDS.student });
    await testApp.app.db
      .updateTable('company_profiles')
      .set({ empresa: 'Cooperativa Andina Ñan' })
      .where('user_id', '=', company.id)
      .execute();
    const publish = (name: string, overrides: Record<string, unknown>) =>
      publishedOffer(company, { area: 'administracion', ...overrides }).then((id) => (offers[name] = id));
    // A description match first, so "newest first" alone would put the title match on top.
    await publish('inDescription', {
      titulo: 'Asistente administrativo',
      descripcion: 'Apoyo al área de tecnología con inventarios, compras y archivo de la oficina central.',
      provincia: '09',
      ciudad: 'guayaquil',
      modalidad: 'presencial',
      carreras: [],
      fecha_cierre: dayFromToday(60),
    });
    await publish('inTitle', {
      titulo: 'Analista de Tecnología',
      descripcion: 'Soporte a usuarios y mantenimiento de equipos en la sede de la empresa.',
      modalidad: 'remoto',
      tipo_contrato: 'pasantia',
      carreras: ['Computación'],
      fecha_cierre: dayFromToday(10),
    });
    await publish('nursing', {
      titulo: 'Enfermera de cuidados intensivos',
      descripcion: 'Atención de pacientes críticos en turnos rotativos del hospital.',
      area: 'salud',
      carreras: ['Enfermería'],
      fecha_cierre: dayFromToday(20),
    });
    offers.draft = await draftOffer(company, { titulo: 'Borrador de tecnología oculto' });
    offers.lapsed = await publishedOffer(company, { titulo: 'Tecnología vencida', area: 'administracion' });
    await letOfferLapse(testApp.app, offers.lapsed);
    offers.closed = await publishedOffer(company, { titulo: 'Tecnología cerrada', area: 'administracion' });
    await company.caller.post(`/api/company/offers/${offers.closed}/close`);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const search = async (query: string) => {
    const response = await student.caller.get(`/api/offers${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().data as { items: Card[]; total: number; page: number; per_page: number };
  };
  const ids = async (query: string) => (await search(query)).items.map((item) => item.id);

  it('finds "Tecnología" for q=tecnologia, and ranks the title match above the description match', async () => {
    expect(await ids('?q=tecnologia')).toEqual([offers.inTitle, offers.inDescription]);
    expect(await ids('?q=TECNOLOGÍA')).toEqual([offers.inTitle, offers.inDescription]);
  });

  it('shows only published offers still open: never a draft, a closed or an expired one', async () => {
    const all = await ids('?per_page=100');
    expect(all).toEqual(expect.arrayContaining([offers.inTitle, offers.inDescription, offers.nursing]));
    for (const hidden of [offers.draft, offers.lapsed, offers.closed]) expect(all).not.toContain(hidden);
  });

  it('matches words as prefixes, the company’s name and the area’s name, ignoring Spanish stop words', async () => {
    expect(await ids('?q=enfermer')).toEqual([offers.nursing]);
    expect(await ids('?q=de la enfermera')).toEqual([offers.nursing]);
    expect(await ids('?q=cooperativa nan')).toHaveLength(3);
    expect(await ids('?q=salud')).toEqual([offers.nursing]);
    expect(await ids('?q=enfermera quito remoto xyz')).toEqual([]);
  });

  it('takes anything typed without a query-syntax error', async () => {
    for (const q of ['"', 'NEAR(a b)', 'titulo:tecnologia', 'a OR b', '*', "'; drop table offers; --", '(((', 'c++ & | !']) {
      expect((await student.caller.get(`/api/offers?q=${encodeURIComponent(q)}`)).statusCode).toBe(200);
    }
    expect(searchTerms('C++ y ¿Node.js?')).toEqual(['c', 'node', 'js']);
  });

  it('filters by province, modality, contract type, area and career (an offer for any career matches every career)', async () => {
    expect(await ids('?provincia=09')).toEqual([offers.inDescription]);
    expect(await ids('?modalidad=remoto')).toEqual([offers.inTitle]);
    expect(await ids('?tipo_contrato=pasantia')).toEqual([offers.inTitle]);
    expect(await ids('?area=salud')).toEqual([offers.nursing]);
    expect(await ids('?q=tecnologia&provincia=17')).toEqual([offers.inTitle]);
    expect(await ids('?carrera=enfermeria')).toEqual([offers.nursing, offers.inDescription]);
    expect(await ids('?carrera=computacion&area=administracion')).toEqual([offers.inTitle, offers.inDescription]);
  });

  it('sorts newest first, or by the closing date with sort=cierre', async () => {
    expect(await ids('?area=administracion')).toEqual([offers.inTitle, offers.inDescription]);
    expect(await ids('?sort=cierre&per_page=100')).toEqual([offers.inTitle, offers.nursing, offers.inDescription]);
  });

  it('pages the results', async () => {
    const first = await search('?sort=cierre&per_page=2');
    expect(first).toMatchObject({ total: 3, page: 1, per_page: 2 });
    expect(first.items.map((item) => item.id)).toEqual([offers.inTitle, offers.nursing]);
    const second = await search('?sort=cierre&per_page=2&page=2');
    expect(second.items.map((item) => item.id)).toEqual([offers.inDescription]);
    expect((await search('?page=50')).items).toEqual([]);
  });

  it('answers cards with the company, place, modality and a summary', async () => {
    const [card] = (await search(`?q=enfermera`)).items;
    expect(card).toMatchObject({
      titulo: 'Enfermera de cuidados intensivos',
      empresa: 'Cooperativa Andina Ñan',
      resumen: 'Atención de pacientes críticos en turnos rotativos del hospital.',
      ciudad: { code: 'quito', name: 'Quito' },
      modalidad: { code: 'hibrido', name: 'Híbrido' },
      fecha_cierre: dayFromToday(20),
      applied: false,
    });
    expect(card).not.toHaveProperty('descripcion');
  });

  it('opens one open offer with everything it says; drafts, closed and expired offers are not found', async () => {
    const response = await student.caller.get(`/api/offers/${offers.inTitle}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      titulo: 'Analista de Tecnología',
      status: 'publicada',
      empresa: { nombre: 'Cooperativa Andina Ñan', descripcion: 'Servicios', web: null },
      carreras: ['Computación'],
      applied: false,
    });
    for (const hidden of [offers.draft, offers.lapsed, offers.closed, 987654]) {
      const refused = await student.caller.get(`/api/offers/${hidden}`);
      expect([refused.statusCode, refused.json().message]).toEqual([404, offerMessages.notFound]);
    }
  });

  it('one repository function answers the same on either database, ranked', async () => {
    const page = await searchOffers(
      testApp.app.db,
      { scope: { kind: 'open' }, today: dayFromToday(0), q: 'tecnologia' },
      { page: 1, per_page: 10 },
    );
    expect(page.items.map((row) => row.id)).toEqual([offers.inTitle, offers.inDescription]);
    expect(page.items[0]!.rank).toBeGreaterThan(page.items[1]!.rank);
  });
});

/** The search as each instance keeps it (plugins/kept-answers.ts): every change through the API shows at the next read. */
describe.each(testDialects())('the offer search kept in memory on %s', (dialect) => {
  let testApp: TestApp;
  let company: TestAccount;
  let student: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    company = await approvedCompany(testApp.app);
    student = await studentWithCv(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const cards = async (query: string, caller = student) =>
    (await caller.caller.get(`/api/offers?q=${query}`)).json().data.items as Array<Card & { area: { name: string } }>;

  it('keeps a page, and every change to an offer or a catalog through the API shows at the next read', async () => {
    const word = `kept${Date.now()}`;
    expect(await cards(word)).toEqual([]);

    // A new offer: a draft is not listed, the published offer is.
    const id = await draftOffer(company, { titulo: `Analista ${word}` });
    expect(await cards(word)).toEqual([]);
    expect((await company.caller.post(`/api/company/offers/${id}/publish`)).statusCode).toBe(200);
    expect((await cards(word)).map((card) => card.titulo)).toEqual([`Analista ${word}`]);

    // A hand edit of the database is not seen while the page is kept…
    await testApp.app.db
      .updateTable('offers')
      .set({ titulo: `Editada ${word}` })
      .where('id', '=', id)
      .execute();
    expect((await cards(word)).map((card) => card.titulo)).toEqual([`Analista ${word}`]);
    // …but the company's edit drops it.
    expect((await company.caller.put(`/api/company/offers/${id}`, offerBody({ titulo: `Coordinador ${word}` }))).statusCode).toBe(200);
    expect((await cards(word)).map((card) => card.titulo)).toEqual([`Coordinador ${word}`]);

    // An administrator renames the offer's area.
    const admin = await adminAccount(testApp.app);
    const area = await admin.caller.post('/api/admin/catalogs/areas', { code: word, name: `Área ${word}` });
    expect(area.statusCode).toBe(201);
    expect(
      (await company.caller.put(`/api/company/offers/${id}`, offerBody({ titulo: `Coordinador ${word}`, area: word }))).statusCode,
    ).toBe(200);
    expect((await cards(word))[0]?.area.name).toBe(`Área ${word}`);
    expect((await admin.caller.put(`/api/admin/catalogs/areas/${area.json().data.id}`, { name: `Gestión ${word}` })).statusCode).toBe(200);
    expect((await cards(word))[0]?.area.name).toBe(`Gestión ${word}`);

    // Closed: gone at once.
    expect((await company.caller.post(`/api/company/offers/${id}/close`)).statusCode).toBe(200);
    expect(await cards(word)).toEqual([]);
  });

  it('tells each student whether they applied, on the same kept page', async () => {
    const word = `aplica${Date.now()}`;
    const id = await publishedOffer(company, { titulo: `Pasante ${word}` });
    const other = await studentWithCv(testApp.app);
    expect((await cards(word)).map((card) => card.applied)).toEqual([false]);

    expect((await student.caller.post(`/api/offers/${id}/applications`, {})).statusCode).toBe(201);

    expect((await cards(word)).map((card) => card.applied)).toEqual([true]);
    expect((await cards(word, other)).map((card) => card.applied)).toEqual([false]);
  });

  it('keeps nothing with OFFER_SEARCH_CACHE_SECONDS=0: a hand edit shows at the next read', async () => {
    const uncached = await startTestApp({ dialect, env: { OFFER_SEARCH_CACHE_SECONDS: '0' } });
    try {
      const word = `sin${Date.now()}`;
      const owner = await approvedCompany(uncached.app);
      const reader = await createAccount(uncached.app, { role: ROLE_IDS.student });
      const id = await publishedOffer(owner, { titulo: `Auxiliar ${word}` });
      expect((await cards(word, reader)).map((card) => card.titulo)).toEqual([`Auxiliar ${word}`]);
      await uncached.app.db
        .updateTable('offers')
        .set({ titulo: `Editada ${word}` })
        .where('id', '=', id)
        .execute();
      expect((await cards(word, reader)).map((card) => card.titulo)).toEqual([`Editada ${word}`]);
    } finally {
      await uncached.close();
    }
  });
});

/** Two instances on one database and one Redis: an offer published through A shows in B's kept search at once. */
describe('the offer search kept across two instances (redis driver)', () => {
  let pair: InstancePair;

  beforeAll(async () => {
    pair = await startInstancePair();
  });

  afterAll(async () => {
    await pair?.close();
  });

  it('B lists an offer published on A, though B had kept the page', async () => {
    const { a, b } = pair;
    const word = `par${Date.now()}`;
    const reader = await createAccount(b, { role: ROLE_IDS.student });
    const titles = async () => ((await reader.caller.get(`/api/offers?q=${word}`)).json().data.items as Card[]).map((card) => card.titulo);
    expect(await titles()).toEqual([]);

    const heard = pair.heardOnB((control) => control.type === 'offers');
    await publishedOffer(await approvedCompany(a), { titulo: `Soporte ${word}` });
    await heard;

    expect(await titles()).toEqual([`Soporte ${word}`]);
  });
});
