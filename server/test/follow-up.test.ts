import { ROLE_IDS } from '@portal/contracts';
import type { FollowUpRow } from '@portal/contracts/schemas';
import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import type { JobDeps } from '../src/jobs/job.ts';
import { surveyInvitationsJob, surveyRemindersJob } from '../src/jobs/survey-invitations.ts';
import { isoNow } from '../src/lib/time.ts';
import { adminAccount, createAccount, type TestAccount } from './helpers/accounts.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { seededUniversity } from './helpers/cv.ts';
import { approvedCompany, publishedOffer } from './helpers/offers.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

const DAY = 24 * 3600 * 1000;
const silentLog = { info: () => undefined, warn: () => undefined };

/** Fails the `count`-th insert into `table`: the process dying in the middle of a run. */
function dieAtInsert(table: string, count: number): KyselyPlugin {
  let seen = 0;
  return {
    transformQuery: ({ node }) => {
      if (InsertQueryNode.is(node) && node.into?.table.identifier.name === table && ++seen === count)
        throw new Error('the process died here');
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

interface Graduate {
  account: TestAccount;
  token?: string;
}

describe.each(testDialects())('graduate follow-up on %s', (dialect) => {
  let testApp: TestApp;
  let admin: TestAccount;
  let computacion: Graduate[];
  let civil: Graduate[];
  let surveyId: number;
  let questionIds: { escala: number; unica: number; texto: number };
  const publicCaller = () => new ApiCaller(testApp.app, null, '10.9.9.9');
  const app = () => testApp.app;
  const deps = (overrides: Partial<JobDeps> = {}): JobDeps => ({
    db: app().db,
    events: app().events,
    mailTransport: () => null,
    log: silentLog,
    ...overrides,
  });

  async function graduate(universidadId: number, facultad: string, carrera: string, fechaFin: string | null, titulo: string | null) {
    const account = await createAccount(app(), { role: ROLE_IDS.student });
    const now = isoNow();
    await app()
      .db.insertInto('cv_education_in')
      .values({
        user_id: account.id,
        universidad_id: universidadId,
        facultad,
        carrera,
        nivel: 'tercer',
        semestre: '10',
        fecha_inicio: '2019-04-01',
        fecha_fin: fechaFin,
        titulo,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { account };
  }

  const mailsTo = async (email: string) =>
    app().db.selectFrom('mail_outbox').select(['subject', 'body_text']).where('to_email', '=', email).orderBy('id').execute();
  const tokenIn = (text: string) => /\/encuesta\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

  beforeAll(async () => {
    testApp = await startTestApp({
      dialect,
      env: {
        MAIL_SWEEP_INTERVAL_SECONDS: '0',
        SURVEY_INVITATIONS_INTERVAL_SECONDS: '0',
        SURVEY_REMINDERS_INTERVAL_SECONDS: '0',
        SURVEY_MAIL_BATCH: '3',
      },
    });
    admin = await adminAccount(app());
    const comp = await seededUniversity(app(), 'UCE', 'Computación');
    const civ = await seededUniversity(app(), 'UCE', 'Ingeniería Civil');
    computacion = [];
    for (let index = 0; index < 7; index += 1)
      computacion.push(await graduate(comp.universidad_id, comp.facultad, comp.carrera, '2024-06-30', 'Ingeniero en Computación'));
    civil = [];
    for (let index = 0; index < 4; index += 1)
      civil.push(await graduate(civ.universidad_id, civ.facultad, civ.carrera, '2023-03-15', 'Ingeniero Civil'));
    // Not graduates: no título, or a fecha_fin still to come.
    await graduate(comp.universidad_id, comp.facultad, comp.carrera, '2024-06-30', null);
    await graduate(comp.universidad_id, comp.facultad, comp.carrera, '2099-01-01', 'Ingeniero en Computación');
    // A civil graduate hired through the portal.
    const company = await approvedCompany(app());
    const offerId = await publishedOffer(company, { titulo: 'Residente de obra' });
    await app()
      .db.insertInto('applications')
      .values({
        offer_id: offerId,
        student_id: civil[0]!.account.id,
        carta: null,
        status: 'seleccionado',
        created_at: isoNow(),
        updated_at: isoNow(),
      })
      .execute();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const surveyBody = (overrides: Record<string, unknown> = {}) => ({
    titulo: 'Seguimiento 2026',
    introduccion: 'Queremos saber cómo te va.',
    carreras: [{ universidad_id: 1, carrera: 'Computación' }],
    preguntas: [
      { tipo: 'escala', enunciado: '¿Qué tan útil fue tu formación?', obligatoria: true },
      { tipo: 'unica', enunciado: '¿Recomendarías la carrera?', opciones: ['Sí', 'No', 'Tal vez'], obligatoria: false },
      { tipo: 'texto', enunciado: 'Comentarios', obligatoria: false },
    ],
    ...overrides,
  });

  it('builds a draft, refuses broken questions on their field, and counts the graduates it reaches', async () => {
    const uce = await seededUniversity(app(), 'UCE', 'Computación');
    const careers = [
      { universidad_id: uce.universidad_id, carrera: 'Computación' },
      { universidad_id: uce.universidad_id, carrera: 'Ingeniería Civil' },
    ];
    const broken = await admin.caller.post('/api/admin/surveys', {
      ...surveyBody({ carreras: [...careers, { universidad_id: uce.universidad_id, carrera: 'Astrología' }] }),
      preguntas: [{ tipo: 'unica', enunciado: 'Una sola opción', opciones: ['Sí'], obligatoria: true }],
    });
    expect(broken.statusCode).toBe(422);
    expect(Object.keys(broken.json().errors).sort()).toEqual(['carreras.2.carrera', 'preguntas.0.opciones']);

    const reach = await admin.caller.post('/api/admin/surveys/reach', { carreras: careers });
    expect(reach.json().data).toEqual({ graduados: 11 });

    const created = await admin.caller.post('/api/admin/surveys', surveyBody({ carreras: careers }));
    expect(created.statusCode).toBe(201);
    const survey = created.json().data;
    surveyId = survey.id;
    expect(survey).toMatchObject({ estado: 'borrador', bloque_laboral: true, alcance: 11, invitados: 0 });
    const [escala, unica, texto] = survey.preguntas.map((question: { id: number }) => question.id);
    questionIds = { escala, unica, texto };

    const edited = await admin.caller.put(
      `/api/admin/surveys/${surveyId}`,
      surveyBody({ carreras: careers, titulo: 'Seguimiento de graduados 2026' }),
    );
    expect(edited.statusCode).toBe(200);
    const again = edited.json().data;
    questionIds = { escala: again.preguntas[0].id, unica: again.preguntas[1].id, texto: again.preguntas[2].id };

    const student = await createAccount(app(), { role: ROLE_IDS.student });
    expect((await student.caller.get('/api/admin/surveys')).statusCode).toBe(403);
  });

  it('opens once; an open survey can be neither edited nor deleted (409)', async () => {
    const opened = await admin.caller.post(`/api/admin/surveys/${surveyId}/open`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toEqual({ id: surveyId, estado: 'abierta', invitados: 11 });
    expect((await admin.caller.put(`/api/admin/surveys/${surveyId}`, surveyBody({ carreras: [] }))).statusCode).toBe(422);
    const uce = await seededUniversity(app(), 'UCE', 'Computación');
    expect(
      (
        await admin.caller.put(
          `/api/admin/surveys/${surveyId}`,
          surveyBody({ carreras: [{ universidad_id: uce.universidad_id, carrera: 'Computación' }] }),
        )
      ).statusCode,
    ).toBe(409);
    expect((await admin.caller.delete(`/api/admin/surveys/${surveyId}`)).statusCode).toBe(409);
    expect((await admin.caller.post(`/api/admin/surveys/${surveyId}/open`)).statusCode).toBe(409);
  });

  it('mails each graduate exactly one invitation, after a run that died part-way and with two runners at once', async () => {
    const job = surveyInvitationsJob(app().config);
    // The route's own run (not awaited) may be under way: a run that died, then two at once, finish it.
    await expect(job.run(deps({ db: app().db.withPlugin(dieAtInsert('mail_outbox', 2)) }), new Date())).rejects.toThrow(
      'the process died here',
    );
    await Promise.all([job.run(deps(), new Date()), job.run(deps(), new Date())]);
    await app().jobs.run('survey-invitations');
    for (const person of [...computacion, ...civil]) {
      const mails = await mailsTo(person.account.email);
      expect(mails).toHaveLength(1);
      person.token = tokenIn(mails[0]!.body_text);
      const notices = await app()
        .db.selectFrom('notifications')
        .select('link')
        .where('user_id', '=', person.account.id)
        .where('type', '=', 'survey.invitation')
        .execute();
      expect(notices).toEqual([{ link: `/encuesta/${person.token}` }]);
    }
    const stored = await app().db.selectFrom('survey_invitations').select('token_hash').where('survey_id', '=', surveyId).execute();
    expect(stored.every((row) => row.token_hash !== null && row.token_hash.length === 64)).toBe(true);
    expect(stored.map((row) => row.token_hash)).not.toContain(computacion[0]!.token);
    expect(computacion[0]!.token!.length).toBeGreaterThanOrEqual(22);
  });

  it('answers from the link without a session: Spanish errors name the question; a link answers once', async () => {
    const caller = publicCaller();
    const token = computacion[0]!.token!;
    const form = await caller.get(`/api/surveys/answer/${token}`);
    expect(form.statusCode).toBe(200);
    expect(form.json().data).toMatchObject({
      titulo: 'Seguimiento de graduados 2026',
      carrera: 'Computación',
      cohorte: 2024,
      bloque_laboral: true,
    });
    expect((await caller.get('/api/surveys/answer/no-such-link')).statusCode).toBe(404);

    const missing = await caller.post(`/api/surveys/answer/${token}`, {
      respuestas: [{ pregunta_id: questionIds.unica, valor: 'Quizás' }],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      [`respuestas.${questionIds.escala}`]: ['La pregunta «¿Qué tan útil fue tu formación?» es obligatoria.'],
      [`respuestas.${questionIds.unica}`]: ['Elige una de las opciones de «¿Recomendarías la carrera?».'],
      'laboral.situacion': ['La pregunta «Situación laboral» es obligatoria.'],
    });
    const wrongKind = await caller.post(`/api/surveys/answer/${token}`, {
      respuestas: [{ pregunta_id: questionIds.escala, valor: 7 }],
      laboral: { situacion: 'jubilado' },
    });
    expect(Object.keys(wrongKind.json().errors).sort()).toEqual(['laboral.situacion', `respuestas.${questionIds.escala}`]);
  });

  const answer = (person: Graduate, laboral: Record<string, unknown>) =>
    publicCaller().post(`/api/surveys/answer/${person.token}`, {
      respuestas: [
        { pregunta_id: questionIds.escala, valor: 4 },
        { pregunta_id: questionIds.texto, valor: 'Bien' },
      ],
      laboral,
    });

  const row = async (carrera: string, query = '') => {
    const report = await admin.caller.get(`/api/admin/follow-up${query}`);
    expect(report.statusCode).toBe(200);
    return (report.json().data.items as FollowUpRow[]).find((item) => item.carrera === carrera)!;
  };

  it('reports hand-computed figures per career × cohort, with the median of an even and then an odd count', async () => {
    // Graduated 2024-06-30. Months to the first job: 1, 6, 12, (none), 0.
    const answers = [
      { situacion: 'empleado', fecha_primer_empleo: '2024-08-15', relacion_carrera: 5, sector: 'privado', rango_salarial: 'r2' },
      { situacion: 'emprendedor', fecha_primer_empleo: '2024-12-30', relacion_carrera: 4, sector: 'propio', rango_salarial: 'r3' },
      { situacion: 'empleado', fecha_primer_empleo: '2025-06-30', relacion_carrera: 3, sector: 'publico', rango_salarial: 'r2' },
      { situacion: 'desempleado' },
      { situacion: 'empleado', fecha_primer_empleo: '2024-07-01', relacion_carrera: 4, sector: 'privado' },
    ];
    for (const [index, laboral] of answers.entries()) expect((await answer(computacion[index]!, laboral)).statusCode).toBe(201);
    expect((await answer(computacion[0]!, { situacion: 'empleado' })).statusCode).toBe(410);

    expect(await row('Computación')).toEqual({
      universidad_id: expect.any(Number),
      universidad: 'Universidad Central del Ecuador',
      carrera: 'Computación',
      cohorte: 2024,
      graduados: 7,
      respuestas: 5,
      tasa_respuesta: 0.7143,
      tasa_empleo: 0.8,
      mediana_meses_primer_empleo: 3.5,
      relacion_carrera_promedio: 4,
      sectores: { publico: 0.25, privado: 0.5, ong: 0, propio: 0.25 },
      rangos_salariales: { r1: 0, r2: 0.6667, r3: 0.3333, r4: 0, r5: 0 },
      contratados_portal: 0,
      suprimido: false,
    });

    expect((await answer(computacion[5]!, { situacion: 'empleado', fecha_primer_empleo: '2026-06-30' })).statusCode).toBe(201);
    expect(await row('Computación', '?cohorte=2024')).toMatchObject({
      respuestas: 6,
      tasa_respuesta: 0.8571,
      tasa_empleo: 0.8333,
      mediana_meses_primer_empleo: 6,
    });
  });

  it('suppresses every figure from answers at 4 answers, keeping graduates, answers and hires', async () => {
    for (const person of civil)
      expect(
        (await answer(person, { situacion: 'empleado', sector: 'publico', rango_salarial: 'r5', relacion_carrera: 5 })).statusCode,
      ).toBe(201);
    expect(await row('Ingeniería Civil')).toMatchObject({
      cohorte: 2023,
      graduados: 4,
      respuestas: 4,
      tasa_respuesta: null,
      tasa_empleo: null,
      mediana_meses_primer_empleo: null,
      relacion_carrera_promedio: null,
      sectores: null,
      rangos_salariales: null,
      contratados_portal: 1,
      suprimido: true,
    });

    const csv = await admin.caller.get('/api/admin/follow-up.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.startsWith('\uFEFFUniversidad;Carrera;Cohorte;Graduados;Respuestas;Tasa de respuesta (%)')).toBe(true);
    const civilLine = csv.body.split('\r\n').find((line) => line.includes('Ingeniería Civil'))!;
    expect(civilLine).toBe(`Universidad Central del Ecuador;Ingeniería Civil;2023;4;4;;;;;;;;;;;;;;1;Sí`);
    const pdf = await admin.caller.get('/api/admin/follow-up.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reminds once a week later those who have not answered, and a closed survey refuses its links (410)', async () => {
    const reminders = surveyRemindersJob(app().config);
    expect(await reminders.run(deps(), new Date(Date.now() + 6 * DAY))).toBe(0);
    expect(await reminders.run(deps(), new Date(Date.now() + 8 * DAY))).toBe(1);
    expect(await reminders.run(deps(), new Date(Date.now() + 9 * DAY))).toBe(0);
    const mails = await mailsTo(computacion[6]!.account.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain('recordatorio');
    const reminderToken = tokenIn(mails[1]!.body_text);
    expect((await publicCaller().get(`/api/surveys/answer/${reminderToken}`)).statusCode).toBe(200);

    const closed = await admin.caller.post(`/api/admin/surveys/${surveyId}/close`);
    expect(closed.json().data).toMatchObject({ estado: 'cerrada', invitados: 11, respuestas: 10, tasa_respuesta: 0.9091 });
    const refused = await publicCaller().get(`/api/surveys/answer/${computacion[6]!.token}`);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe('Esta encuesta ya está cerrada y no recibe respuestas.');
    expect((await answer(computacion[6]!, { situacion: 'otro' })).statusCode).toBe(410);
  });
});
