import { parse } from 'csv-parse/sync';
import { applicationMessages, applicationMoveMessage, fillMessage, ROLE_IDS, validationMessages } from '@portal/contracts';
import { createAccount, type TestAccount } from './helpers/accounts.ts';
import { savePhotoRow } from '../src/db/repositories/cv-photos.ts';
import { isoNow } from '../src/lib/time.ts';
import { pngImage } from './helpers/images.ts';
import { approvedCompany, auditOf, draftOffer, letOfferLapse, publishedOffer, studentWithCv } from './helpers/offers.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

describe.each(testDialects())('applications on %s', (dialect) => {
  let testApp: TestApp;
  let company: TestAccount;
  let otherCompany: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    company = await approvedCompany(testApp.app);
    otherCompany = await approvedCompany(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const app = () => testApp.app;
  const newStudent = () => studentWithCv(app());
  const apply = (student: TestAccount, offerId: number, carta?: string | null) =>
    student.caller.post(`/api/offers/${offerId}/applications`, carta === undefined ? {} : { carta });
  const applied = async (student: TestAccount, offerId: number, carta?: string) => {
    const response = await apply(student, offerId, carta);
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; status: string };
  };
  const notificationsOf = (userId: number) =>
    app().db.selectFrom('notifications').select(['type', 'text', 'link']).where('user_id', '=', userId).orderBy('id').execute();
  const mailTo = (email: string) =>
    app().db.selectFrom('mail_outbox').select(['subject', 'body_text']).where('to_email', '=', email).orderBy('id').execute();

  it('applies with a cover letter: 201, the offer shows it applied, the company is notified', async () => {
    const offerId = await publishedOffer(company, { titulo: 'Contador junior' });
    const student = await newStudent();
    const response = await apply(student, offerId, '  Me interesa mucho la contabilidad.  ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: applicationMessages.applied,
      data: {
        status: 'postulado',
        carta: 'Me interesa mucho la contabilidad.',
        offer: { id: offerId, titulo: 'Contador junior', empresa: `Empresa ${company.id}`, status: 'publicada' },
      },
    });
    expect((await student.caller.get(`/api/offers/${offerId}`)).json().data.applied).toBe(true);
    const cards = (await student.caller.get('/api/offers?q=contador')).json().data.items;
    expect(cards.find((card: { id: number }) => card.id === offerId)).toMatchObject({ applied: true });
    expect(await notificationsOf(company.id)).toContainEqual({
      type: 'application.created',
      text: 'María José Quishpe Núñez postuló a su oferta «Contador junior».',
      link: `/company/my-offers/${offerId}/applicants`,
    });
    expect((await company.caller.get(`/api/company/offers/${offerId}`)).json().data.applicants).toMatchObject({ total: 1, postulado: 1 });
  });

  it('answers 422 on cv to a student whose CV lacks its basic section, and saves nothing', async () => {
    const offerId = await publishedOffer(company);
    const student = await createAccount(app(), { role: ROLE_IDS.student });
    const response = await apply(student, offerId, 'Hola');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ cv: [applicationMessages.cvMissing] });
    expect((await student.caller.get('/api/applications')).json().data.total).toBe(0);
  });

  it('answers 409 to a second application to the same offer, even at the same moment', async () => {
    const offerId = await publishedOffer(company);
    const student = await newStudent();
    const [first, second] = await Promise.all([apply(student, offerId), apply(student, offerId)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const third = await apply(student, offerId);
    expect([third.statusCode, third.json().message]).toEqual([409, applicationMessages.alreadyApplied]);
  });

  it('answers 409 to an application to a closed or expired offer, 404 to a draft', async () => {
    const student = await newStudent();
    const closed = await publishedOffer(company);
    await company.caller.post(`/api/company/offers/${closed}/close`);
    const lapsed = await publishedOffer(company);
    await letOfferLapse(app(), lapsed);
    for (const offerId of [closed, lapsed]) {
      const response = await apply(student, offerId);
      expect([response.statusCode, response.json().message]).toEqual([409, applicationMessages.offerNotOpen]);
    }
    expect((await apply(student, await draftOffer(company))).statusCode).toBe(404);
  });

  it('refuses a cover letter over 3000 characters with the rule’s message', async () => {
    const response = await apply(await newStudent(), await publishedOffer(company), 'x'.repeat(3001));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ carta: [fillMessage(validationMessages.maxLength, { max: 3000 })] });
  });

  it('lists the student’s own applications only; another student’s cannot be withdrawn', async () => {
    const [ana, luis] = [await newStudent(), await newStudent()];
    const offerId = await publishedOffer(company, { titulo: 'Auxiliar de bodega' });
    const mine = await applied(ana, offerId);
    await applied(luis, offerId);
    const list = (await ana.caller.get('/api/applications')).json().data;
    expect(list).toMatchObject({ total: 1, page: 1 });
    expect(list.items[0]).toMatchObject({
      id: mine.id,
      status: 'postulado',
      offer: { titulo: 'Auxiliar de bodega', modalidad: { code: 'hibrido', name: 'Híbrido' }, ciudad: { code: 'quito', name: 'Quito' } },
    });
    const refused = await luis.caller.delete(`/api/applications/${mine.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([404, applicationMessages.notFound]);
    expect((await ana.caller.get('/api/applications')).json().data.total).toBe(1);
  });

  it('withdraws while postulado, and not once the company has moved it', async () => {
    const student = await newStudent();
    const first = await applied(student, await publishedOffer(company));
    const withdrawn = await student.caller.delete(`/api/applications/${first.id}`);
    expect([withdrawn.statusCode, withdrawn.json().message]).toEqual([200, applicationMessages.withdrawn]);
    expect(await auditOf(app(), 'application', first.id)).toEqual([
      expect.objectContaining({ action: 'create', actor_id: student.id }),
      expect.objectContaining({ action: 'withdraw', actor_id: student.id }),
    ]);

    const second = await applied(student, await publishedOffer(company));
    expect((await company.caller.patch(`/api/company/applications/${second.id}`, { status: 'en_revision' })).statusCode).toBe(200);
    const refused = await student.caller.delete(`/api/applications/${second.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, applicationMessages.cannotWithdraw]);
  });

  it('moves an application along the pipeline: notification and e-mail for the student, an audit entry, 409 backwards', async () => {
    const offerId = await publishedOffer(company, { titulo: 'Diseñador gráfico' });
    const student = await newStudent();
    const { id } = await applied(student, offerId);

    const moved = await company.caller.patch(`/api/company/applications/${id}`, { status: 'entrevista' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ message: applicationMessages.moved, data: { id, status: 'entrevista' } });
    expect((await student.caller.get('/api/applications')).json().data.items[0].status).toBe('entrevista');
    expect(await notificationsOf(student.id)).toEqual([
      {
        type: 'application.status',
        text: `Su postulación a «Diseñador gráfico» de Empresa ${company.id} pasó a «Entrevista».`,
        link: '/applications',
      },
    ]);
    const [mail] = await mailTo(student.email);
    expect(mail?.subject).toContain('Diseñador gráfico');
    expect(mail?.body_text).toContain('avanzó a la etapa de entrevista');
    expect(await auditOf(app(), 'application', id)).toContainEqual(
      expect.objectContaining({
        action: 'status',
        actor_id: company.id,
        before: { status: 'postulado' },
        after: expect.objectContaining({ status: 'entrevista' }),
      }),
    );

    const back = await company.caller.patch(`/api/company/applications/${id}`, { status: 'en_revision' });
    expect([back.statusCode, back.json().message]).toEqual([409, applicationMoveMessage('entrevista', 'en_revision')]);
    expect((await company.caller.patch(`/api/company/applications/${id}`, { status: 'seleccionado' })).statusCode).toBe(200);
    expect((await company.caller.patch(`/api/company/applications/${id}`, { status: 'no_seleccionado' })).statusCode).toBe(409);
    expect((await company.caller.patch(`/api/company/applications/${id}`, { status: 'postulado' })).statusCode).toBe(422);
    expect(await notificationsOf(student.id)).toHaveLength(2);
  });

  it('carries the statuses an application passed through (historial), oldest first, to the student and the company', async () => {
    const offerId = await publishedOffer(company);
    const student = await newStudent();
    const { id } = await applied(student, offerId);
    expect((await company.caller.patch(`/api/company/applications/${id}`, { status: 'no_seleccionado' })).statusCode).toBe(200);

    const mine = (await student.caller.get('/api/applications')).json().data.items.find((item: { id: number }) => item.id === id);
    const theirs = (await company.caller.get(`/api/company/offers/${offerId}/applications`)).json().data.items[0];
    for (const application of [mine, theirs]) {
      expect(application.historial.map((step: { status: string }) => step.status)).toEqual(['postulado', 'no_seleccionado']);
      expect(application.historial[1].at).toBe(application.updated_at);
    }
  });

  it('keeps applicants to the company of the offer: another company cannot list or move them', async () => {
    const offerId = await publishedOffer(company);
    const { id } = await applied(await newStudent(), offerId);
    const refused = await otherCompany.caller.patch(`/api/company/applications/${id}`, { status: 'en_revision' });
    expect([refused.statusCode, refused.json().message]).toEqual([404, applicationMessages.notFound]);
    expect((await otherCompany.caller.get(`/api/company/offers/${offerId}/applications`)).statusCode).toBe(404);
    expect((await company.caller.get(`/api/company/offers/${offerId}/applications`)).json().data.items[0].status).toBe('postulado');
  });

  it('lists an offer’s applicants in the order they applied, with a status filter and pages', async () => {
    const offerId = await publishedOffer(company);
    const students = [await newStudent(), await newStudent(), await newStudent()];
    const ids = [];
    for (const student of students) ids.push((await applied(student, offerId)).id);
    await company.caller.patch(`/api/company/applications/${ids[1]}`, { status: 'no_seleccionado' });
    const list = async (query: string) => (await company.caller.get(`/api/company/offers/${offerId}/applications${query}`)).json().data;
    expect((await list('')).items.map((item: { id: number }) => item.id)).toEqual(ids);
    expect((await list('?status=postulado')).items.map((item: { id: number }) => item.id)).toEqual([ids[0], ids[2]]);
    const page = await list('?per_page=2&page=2');
    expect(page).toMatchObject({ total: 3, page: 2, per_page: 2 });
    expect(page.items[0]).toMatchObject({ id: ids[2], cv: { student_id: students[2]!.id, nombre: 'María José Quishpe Núñez' } });
  });

  it('exports the applicants as a CSV that parses back with its accents, its BOM and its guarded formulas', async () => {
    const offerId = await publishedOffer(company);
    const student = await studentWithCv(app(), { basic: { nombres: 'José', apellidos: 'Ñúñez Peña', email: 'jose.nunez@correo.ec' } });
    await applied(student, offerId, '=HYPERLINK("http://malo.example";"clic"); y una línea\nmás, con "comillas"');
    const response = await company.caller.get(`/api/company/offers/${offerId}/applications.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="postulantes-oferta-${offerId}.csv"`);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')[0]).toBe(
      '\ufeffNombre;Correo electrónico;Celular;Ciudad;Estado;Fecha de postulación;Formación más reciente;Experiencia más reciente;Hoja de vida completa (%);Carta de presentación',
    );
    const rows = parse(bytes, { bom: true, delimiter: ';', columns: true, record_delimiter: '\r\n' }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Nombre: 'José Ñúñez Peña',
      'Correo electrónico': 'jose.nunez@correo.ec',
      Celular: '0991234567',
      Ciudad: 'Quito',
      Estado: 'Postulado',
      'Carta de presentación': `'=HYPERLINK("http://malo.example";"clic"); y una línea\nmás, con "comillas"`,
    });
    expect(rows[0]!['Fecha de postulación']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('summarizes each applicant’s CV: name and contact, city, latest studies and job, completeness', async () => {
    const offerId = await publishedOffer(company);
    const student = await studentWithCv(app(), { sections: ['education-out', 'education-in', 'work'] });
    await applied(student, offerId);
    const [applicant] = (await company.caller.get(`/api/company/offers/${offerId}/applications`)).json().data.items;
    expect(applicant.cv).toEqual({
      student_id: student.id,
      nombre: 'María José Quishpe Núñez',
      email: 'maria.quishpe@correo.ec',
      celular: '0991234567',
      ciudad: { code: 'quito', name: 'Quito' },
      // Still studying at the university: ahead of the finished secondary school.
      educacion: { titulo: 'Computación', institucion: 'Universidad Central del Ecuador', fecha_fin: null },
      trabajo: { cargo: 'Pasante de sistemas', empresa: 'Corporación Favorita C.A.', fecha_fin: '2023-08-31' },
      completeness: { percent: 44, missing: ['languages', 'computer', 'other', 'courses', 'extra'] },
    });
  });

  it('shows the applicant’s whole CV, photo included, and its PDF to the company applied to, and to no other', async () => {
    const offerId = await publishedOffer(company);
    const student = await studentWithCv(app(), { sections: ['work'] });
    const { id } = await applied(student, offerId);
    const fileName = app().photos.store.newName();
    await app().photos.store.write(fileName, await pngImage(10, 10));
    await savePhotoRow(app().db, { user_id: student.id, file_name: fileName, width: 10, height: 10, updated_at: isoNow() });

    const cv = await company.caller.get(`/api/company/applications/${id}/cv`);
    expect(cv.statusCode).toBe(200);
    expect(cv.json().data).toMatchObject({
      basic: { nombres: 'María José', apellidos: 'Quishpe Núñez', ciudad: { code: 'quito', name: 'Quito' } },
      work: [expect.objectContaining({ cargo: 'Pasante de sistemas' })],
      photo_url: expect.stringContaining(fileName),
    });
    expect(cv.json().data).not.toHaveProperty('account');
    const photo = await company.caller.get(cv.json().data.photo_url);
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await company.caller.get(`/api/students/${student.id}/photo`)).statusCode).toBe(200);

    const pdf = await company.caller.get(`/api/company/applications/${id}/cv.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="hoja-de-vida-quishpe-nunez-maria-jose.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    for (const url of [`/api/company/applications/${id}/cv`, `/api/company/applications/${id}/cv.pdf`]) {
      const refused = await otherCompany.caller.get(url);
      expect([refused.statusCode, refused.json().message]).toEqual([404, applicationMessages.notFound]);
    }
    expect((await otherCompany.caller.get(`/api/students/${student.id}/photo`)).statusCode).toBe(404);
  });
});
