import { ROLE_IDS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { movePracticumStatuses } from '../src/services/practicums-service.ts';
import { setMenuFlag } from './helpers/flags.ts';
import { adminAccount, createAccount, relaxThrottle, TEST_PASSWORD, type TestAccount, uniqueEmail } from './helpers/accounts.ts';
import { seededUniversity } from './helpers/cv.ts';
import { approvedCompany, auditOf, dayFromToday, studentWithCv } from './helpers/offers.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

/** The status job stays off: the job's case runs it by hand with a fake clock. */
const manualJob = { PRACTICUM_STATUS_INTERVAL_SECONDS: '0' };

describe.each(testDialects())('prácticas pre-profesionales on %s', (dialect) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let admin: TestAccount;
  let company: TestAccount;
  let otherCompany: TestAccount;
  let student: TestAccount;
  let otherStudent: TestAccount;
  let tutor: TestAccount;
  let otherTutor: TestAccount;
  let university: { universidad_id: number; carrera: string };
  let convenioId: number;

  const tables = async () => {
    const count = async (table: 'practicas' | 'practica_horas' | 'convenios') =>
      Number(
        (
          await app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { practicas: await count('practicas'), horas: await count('practica_horas'), convenios: await count('convenios') };
  };

  const practicaBody = (overrides: Record<string, unknown> = {}) => ({
    student_id: student.id,
    company_id: company.id,
    tipo: 'laborales',
    universidad_id: university.universidad_id,
    carrera: university.carrera,
    tutor_id: tutor.id,
    fecha_inicio: dayFromToday(-10),
    fecha_fin: dayFromToday(20),
    horas_planificadas: 10,
    ...overrides,
  });

  const register = async (overrides: Record<string, unknown> = {}) => {
    const response = await admin.caller.post('/api/admin/practicas', practicaBody(overrides));
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number; estado: string };
  };

  const entry = (overrides: Record<string, unknown> = {}) => ({
    fecha: dayFromToday(-1),
    horas: 4,
    actividades: 'Desarrollo de pantallas del sistema de inventario.',
    ...overrides,
  });

  beforeAll(async () => {
    testApp = await startTestApp({ dialect, env: manualJob, configure: relaxThrottle });
    app = testApp.app;
    admin = await adminAccount(app);
    company = await approvedCompany(app);
    otherCompany = await approvedCompany(app);
    university = await seededUniversity(app);
    student = await studentWithCv(app, { sections: ['education-in'] });
    otherStudent = await studentWithCv(app, { sections: ['education-in'] });
    const tutorAccount = async () => {
      const email = uniqueEmail('tutor');
      const response = await admin.caller.post('/api/admin/users', {
        name_us: 'Tutora Rivas',
        email,
        password: TEST_PASSWORD,
        role_id: ROLE_IDS.tutor,
        universidad_id: university.universidad_id,
        carreras: [university.carrera],
      });
      expect(response.statusCode).toBe(201);
      const account = await createAccount(app, { role: ROLE_IDS.tutor });
      return account;
    };
    tutor = await tutorAccount();
    otherTutor = await createAccount(app, { role: ROLE_IDS.tutor });
    const convenio = await admin.caller.post('/api/admin/convenios', {
      company_id: company.id,
      numero: 'UCE-2026-001',
      objeto: 'Prácticas de estudiantes de Computación.',
      fecha_inicio: dayFromToday(-100),
      fecha_fin: dayFromToday(200),
    });
    expect(convenio.statusCode).toBe(201);
    convenioId = convenio.json().data.id;
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('creates tutors only with role 4 and their careers', async () => {
    const tutors = await app.db.selectFrom('tutor_careers').selectAll().execute();
    expect(tutors).toEqual([expect.objectContaining({ universidad_id: university.universidad_id, carrera: university.carrera })]);
    const refused = await admin.caller.post('/api/admin/users', {
      name_us: 'Otro',
      email: uniqueEmail('x'),
      password: TEST_PASSWORD,
      role_id: ROLE_IDS.student,
      universidad_id: university.universidad_id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.universidad_id).toEqual(['Solo un tutor académico tiene universidad y carreras.']);
  });

  it('refuses each wrong registration with 422 on its field and writes nothing', async () => {
    const before = await tables();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ company_id: otherCompany.id }, 'company_id', 'La empresa no tiene un convenio vigente durante todas las fechas de la práctica.'],
      [{ fecha_fin: dayFromToday(400) }, 'company_id', 'La empresa no tiene un convenio vigente durante todas las fechas de la práctica.'],
      [{ carrera: 'Medicina' }, 'carrera', 'El estudiante no registra estudios en esa carrera.'],
      [{ tutor_id: company.id }, 'tutor_id', 'El usuario elegido no es un tutor académico.'],
      [{ fecha_fin: dayFromToday(-20) }, 'fecha_fin', 'La fecha de fin no puede ser anterior a la de inicio.'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await admin.caller.post('/api/admin/practicas', practicaBody(overrides));
      expect([response.statusCode, response.json().errors?.[field]]).toEqual([422, [message]]);
    }
    expect(await tables()).toEqual(before);
  });

  it('runs the whole flow: log, reject with reason, correct, approve, evaluate, grade, certificate, verify', async () => {
    const practica = await register();
    expect(practica.estado).toBe('en_curso');
    expect(await auditOf(app, 'practica', practica.id)).toEqual([expect.objectContaining({ action: 'create', actor_id: admin.id })]);
    const companyNotes = await app.db.selectFrom('notifications').select('type').where('user_id', '=', company.id).execute();
    expect(companyNotes.map((note) => note.type)).toContain('practica.created');

    const url = `/api/practicas/${practica.id}/horas`;
    const first = await student.caller.post(url, entry());
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toEqual(expect.objectContaining({ estado: 'pendiente', motivo: null, horas: 4 }));
    const second = await student.caller.post(url, entry({ fecha: dayFromToday(-2), horas: 6 }));
    expect(second.statusCode).toBe(201);

    // Refusals of the log: nothing is written.
    const before = await tables();
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [entry({ fecha: dayFromToday(1) }), 'fecha', 'La fecha no puede ser posterior a hoy.'],
      [entry({ fecha: dayFromToday(-30) }), 'fecha', 'La fecha debe estar dentro de las fechas de la práctica.'],
      [entry({ horas: 9 }), 'horas', 'No se pueden registrar más de 12 horas en un mismo día (ya hay 4 h ese día).'],
      [entry({ actividades: 'Poco texto' }), 'actividades', 'El campo actividades debe tener al menos 20 caracteres.'],
    ];
    for (const [body, field, message] of refusals) {
      const response = await student.caller.post(url, body);
      expect([response.statusCode, response.json().errors?.[field]]).toEqual([422, [message]]);
    }
    const companyUrl = `/api/company/practicas/${practica.id}/horas`;
    const noReason = await company.caller.post(`${companyUrl}/${first.json().data.id}/revision`, { decision: 'rechazada' });
    expect([noReason.statusCode, noReason.json().errors?.motivo]).toEqual([422, ['Indique el motivo del rechazo.']]);
    const tooEarly = await company.caller.post(`/api/company/practicas/${practica.id}/evaluacion`, {
      puntualidad: 5,
      responsabilidad: 5,
      trabajo_equipo: 4,
      conocimientos: 4,
      comunicacion: 5,
      comentario: 'Muy bien',
    });
    expect(tooEarly.statusCode).toBe(409);
    expect(await tables()).toEqual(before);

    // The company's list puts interns with pending entries first and never shows the student's evaluation.
    const list = await company.caller.get('/api/company/practicas');
    expect(list.json().data.items[0]).toEqual(expect.objectContaining({ id: practica.id, horas_pendientes: 10 }));
    expect(list.json().data.items[0]).not.toHaveProperty('evaluacion_estudiante');

    const rejected = await company.caller.post(`${companyUrl}/${first.json().data.id}/revision`, {
      decision: 'rechazada',
      motivo: 'Faltan detalles de la tarea.',
    });
    expect(rejected.json().data).toEqual(expect.objectContaining({ estado: 'rechazada', motivo: 'Faltan detalles de la tarea.' }));
    const mine = await student.caller.get(url);
    expect(mine.json().data.items).toContainEqual(
      expect.objectContaining({ id: first.json().data.id, motivo: 'Faltan detalles de la tarea.' }),
    );
    const corrected = await student.caller.put(
      `${url}/${first.json().data.id}`,
      entry({ actividades: 'Desarrollo de la pantalla de altas del inventario.' }),
    );
    expect(corrected.json().data).toEqual(expect.objectContaining({ estado: 'pendiente', motivo: null }));
    for (const id of [first.json().data.id, second.json().data.id]) {
      const approved = await company.caller.post(`${companyUrl}/${id}/revision`, { decision: 'aprobada' });
      expect(approved.statusCode).toBe(200);
    }
    // An approved entry is locked for both sides.
    expect((await student.caller.put(`${url}/${first.json().data.id}`, entry())).statusCode).toBe(409);
    expect(
      (await company.caller.post(`${companyUrl}/${first.json().data.id}/revision`, { decision: 'rechazada', motivo: 'Otra razón' }))
        .statusCode,
    ).toBe(409);

    // All planned hours approved: finalizada at once.
    const finished = (await student.caller.get(`/api/practicas/${practica.id}`)).json().data;
    expect(finished).toEqual(expect.objectContaining({ estado: 'finalizada', horas_aprobadas: 10, horas_pendientes: 0 }));

    const noEvaluation = await tutor.caller.post(`/api/tutor/practicas/${practica.id}/calificacion`, {
      resultado: 'aprobada',
      nota: 9.5,
      observaciones: '',
    });
    expect(noEvaluation.statusCode).toBe(409);
    const evaluated = await company.caller.post(`/api/company/practicas/${practica.id}/evaluacion`, {
      puntualidad: 5,
      responsabilidad: 5,
      trabajo_equipo: 4,
      conocimientos: 4,
      comunicacion: 5,
      comentario: 'Muy comprometido.',
    });
    expect(evaluated.statusCode).toBe(201);
    expect(
      (await company.caller.post(`/api/company/practicas/${practica.id}/evaluacion`, evaluated.json().data.evaluacion_empresa)).statusCode,
    ).not.toBe(201);
    const studentEval = await student.caller.post(`/api/practicas/${practica.id}/evaluacion-estudiante`, {
      puntaje: 4,
      comentario: 'Buen ambiente.',
    });
    expect(studentEval.statusCode).toBe(201);
    expect((await company.caller.get(`/api/company/practicas/${practica.id}`)).json().data).not.toHaveProperty('evaluacion_estudiante');
    expect((await admin.caller.get(`/api/admin/practicas/${practica.id}`)).json().data.evaluacion_estudiante).toEqual(
      expect.objectContaining({ puntaje: 4, comentario: 'Buen ambiente.' }),
    );

    expect((await student.caller.get(`/api/practicas/${practica.id}/certificado.pdf`)).statusCode).toBe(404);
    const graded = await tutor.caller.post(`/api/tutor/practicas/${practica.id}/calificacion`, {
      resultado: 'aprobada',
      nota: 9.5,
      observaciones: 'Excelente.',
    });
    expect(graded.statusCode).toBe(201);
    const codigo = graded.json().data.certificado_codigo as string;
    expect(codigo).toMatch(/^[2-9A-HJ-NP-Z]{12}$/);
    expect(graded.json().data.estado).toBe('aprobada');
    // Once graded, hours can no longer be logged.
    expect((await student.caller.post(url, entry({ fecha: dayFromToday(-3), horas: 1 }))).statusCode).toBe(409);

    const pdf = await student.caller.get(`/api/practicas/${practica.id}/certificado.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(pdf.rawPayload)).pages.join('\n');
    const cv = (await student.caller.get('/api/cv')).json().data.basic;
    expect(text).toContain(`${cv.nombres} ${cv.apellidos}`);
    expect(text).toContain('10 horas');
    expect(text).toContain(codigo);

    const anonymous = await app.inject({ method: 'GET', url: `/api/verificar/${codigo}` });
    expect(anonymous.statusCode).toBe(200);
    expect(Object.keys(anonymous.json().data).sort()).toEqual(
      ['carrera', 'emitido_en', 'empresa', 'estudiante', 'fecha_fin', 'fecha_inicio', 'horas', 'tipo', 'universidad'].sort(),
    );
    expect(anonymous.json().data).toEqual(
      expect.objectContaining({ estudiante: `${cv.nombres} ${cv.apellidos}`, horas: 10, carrera: university.carrera }),
    );
    const unknown = await app.inject({ method: 'GET', url: '/api/verificar/ZZZZZZZZZZZZ' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Certificado no encontrado.']);

    // The report counts the student; its CSV is the applicants' format.
    const report = await admin.caller.get(`/api/admin/practicas/report?universidad_id=${university.universidad_id}`);
    expect(report.json().data.items).toContainEqual(
      expect.objectContaining({ carrera: university.carrera, estudiantes: 1, horas_aprobadas: 10, pendientes: 1 }),
    );
    const csv = await admin.caller.get('/api/admin/practicas/report.csv');
    expect(csv.body.startsWith('\uFEFFUniversidad;Carrera;Año;')).toBe(true);

    // A convenio with practicums cannot be deleted.
    expect((await admin.caller.delete(`/api/admin/convenios/${convenioId}`)).statusCode).toBe(409);
  });

  it('guards every route by menu item, flag and ownership (another side’s practicum is a 404)', async () => {
    const practica = await register({ student_id: otherStudent.id, fecha_inicio: dayFromToday(-5), fecha_fin: dayFromToday(5) });
    const own = await otherStudent.caller.post(`/api/practicas/${practica.id}/horas`, entry({ horas: 1 }));
    expect(own.statusCode).toBe(201);
    const entryId = own.json().data.id as number;
    const matrix: Array<[TestAccount, 'GET' | 'POST' | 'PUT', string, number]> = [
      [student, 'GET', `/api/practicas/${practica.id}`, 404],
      [student, 'POST', `/api/practicas/${practica.id}/horas`, 404],
      [student, 'PUT', `/api/practicas/${practica.id}/horas/${entryId}`, 404],
      [otherCompany, 'GET', `/api/company/practicas/${practica.id}`, 404],
      [otherCompany, 'POST', `/api/company/practicas/${practica.id}/horas/${entryId}/revision`, 404],
      [otherTutor, 'GET', `/api/tutor/practicas/${practica.id}`, 404],
      [otherTutor, 'POST', `/api/tutor/practicas/${practica.id}/calificacion`, 404],
      [student, 'GET', '/api/admin/practicas', 403],
      [company, 'GET', '/api/admin/convenios', 403],
      [tutor, 'GET', '/api/company/practicas', 403],
      [company, 'GET', '/api/practicas', 403],
      [student, 'GET', '/api/tutor/practicas', 403],
      [tutor, 'GET', '/api/admin/practicas/report', 403],
    ];
    const bodies: Record<string, unknown> = {
      revision: { decision: 'aprobada' },
      calificacion: { resultado: 'reprobada', nota: 3, observaciones: '' },
      horas: entry({ horas: 1 }),
    };
    for (const [account, method, url, status] of matrix) {
      const body = method === 'GET' ? undefined : (bodies[Object.keys(bodies).find((key) => url.includes(key)) ?? 'horas'] ?? {});
      const response = await account.caller.call(method, url, body);
      expect([method, url, response.statusCode]).toEqual([method, url, status]);
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/practicas' });
    expect(anonymous.statusCode).toBe(401);

    // A flag switched off refuses the write: the student without c on `practicas`.
    await setMenuFlag(app, ROLE_IDS.student, 'practicas', 'c', 0);
    const denied = await otherStudent.caller.post(`/api/practicas/${practica.id}/horas`, entry({ fecha: dayFromToday(-2), horas: 1 }));
    expect(denied.statusCode).toBe(403);
    await setMenuFlag(app, ROLE_IDS.student, 'practicas', 'c', 1);
  });

  it('moves practicums by date with the job, once with two instances', async () => {
    const second = await buildApp(testConfig({ ...manualJob, ...testApp.database.env }));
    try {
      const soon = await register({
        student_id: otherStudent.id,
        tipo: 'servicio_comunitario',
        fecha_inicio: dayFromToday(2),
        fecha_fin: dayFromToday(4),
      });
      expect(soon.estado).toBe('planificada');
      const site = { productTitle: 'Portal', appUrl: 'http://localhost' };
      const move = (instance: FastifyInstance, now: Date) => movePracticumStatuses({ db: instance.db, events: instance.events, site }, now);
      const clock = (days: number) => new Date(Date.now() + days * 86_400_000);
      const run = async (days: number) =>
        dialect === 'postgres'
          ? Promise.all([move(app, clock(days)), move(second, clock(days))])
          : [await move(app, clock(days)), await move(second, clock(days))];
      const estado = async () =>
        (await app.db.selectFrom('practicas').select('estado').where('id', '=', soon.id).executeTakeFirstOrThrow()).estado;
      await run(3);
      expect(await estado()).toBe('en_curso');
      const counts = await run(6);
      expect(await estado()).toBe('finalizada');
      expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
      const moves = (await auditOf(app, 'practica', soon.id)).filter((item) => item.action === 'estado');
      expect(moves.map((move) => move.after.estado)).toEqual(['en_curso', 'finalizada']);
    } finally {
      await second.close();
    }
  });
});
