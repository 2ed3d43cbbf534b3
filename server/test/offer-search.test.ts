import { offerMessages, ROLE_IDS } from '@portal/contracts';
import { searchOffers, searchTerms } from '../src/db/repositories/offer-search.ts';
import { createAccount, type TestAccount } from './helpers/accounts.ts';
import { approvedCompany, dayFromToday, draftOffer, letOfferLapse, publishedOffer } from './helpers/offers.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
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
