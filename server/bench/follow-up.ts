import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { isoNow } from '../src/lib/time.ts';
import { followUpReport } from '../src/services/follow-up-report-service.ts';
import { sendSurveyMail } from '../src/services/survey-invitations-service.ts';
import { benchConfig, benchOnEachDatabase } from './databases.ts';
import { seededRandom, seedBenchStudents } from './offer-corpus.ts';

/**
 * `npm run bench:follow-up`: the employability report (GET /api/admin/follow-up) over 100,000
 * graduates of UCE's careers (cohorts 2016–2025) and 40,000 answers, median and p95 of 50 calls
 * (goal p95 ≤ 300 ms); then 10,000 invitations mailed to the outbox by the job's function: total
 * time and the process's peak RSS. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
const GRADUATES = Number(process.env.BENCH_ROWS ?? 100_000);
const ANSWERS = Math.round(GRADUATES * 0.4);
const INVITATIONS = Math.min(10_000, GRADUATES);
const RUNS = 50;
const BATCH = 500;
const situaciones = ['empleado', 'empleado', 'emprendedor', 'desempleado', 'estudiando', 'otro'];
const sectores = ['publico', 'privado', 'ong', 'propio'];
const rangos = ['r1', 'r2', 'r3', 'r4', 'r5'];

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95) };
}

async function bench(label: string, env: Record<string, string>): Promise<boolean> {
  const config: Config = benchConfig({
    ...env,
    SURVEY_INVITATIONS_INTERVAL_SECONDS: '0',
    SURVEY_REMINDERS_INTERVAL_SECONDS: '0',
    MAIL_SWEEP_INTERVAL_SECONDS: '0',
  });
  const app = await buildApp(config);
  const db = app.db;
  try {
    const random = seededRandom(46);
    const started = performance.now();
    const careers = await db
      .selectFrom('university_careers')
      .innerJoin('universities', 'universities.id', 'university_careers.university_id')
      .select(['universities.id as universidad_id', 'university_careers.nombre as carrera', 'university_careers.facultad'])
      .where('universities.siglas', '=', 'UCE')
      .execute();
    const students = await seedBenchStudents(db, GRADUATES);
    const now = isoNow();
    const { id: surveyId } = await db
      .insertInto('surveys')
      .values({
        titulo: 'Bench',
        introduccion: '',
        graduados_desde: null,
        graduados_hasta: null,
        bloque_laboral: 1,
        estado: 'cerrada',
        created_by: null,
        opened_at: now,
        closed_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entries = students.map((user_id) => {
      const career = careers[Math.floor(random() * careers.length)]!;
      const year = 2016 + Math.floor(random() * 10);
      return { user_id, career, fecha_fin: `${year}-0${1 + Math.floor(random() * 9)}-15`, year };
    });
    for (let start = 0; start < entries.length; start += BATCH) {
      await db
        .insertInto('cv_education_in')
        .values(
          entries.slice(start, start + BATCH).map((entry) => ({
            user_id: entry.user_id,
            universidad_id: entry.career.universidad_id,
            facultad: entry.career.facultad,
            carrera: entry.career.carrera,
            nivel: 'tercer',
            semestre: '10',
            fecha_inicio: '2012-04-01',
            fecha_fin: entry.fecha_fin,
            titulo: 'Título',
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
    const answered = entries.slice(0, ANSWERS);
    for (let start = 0; start < answered.length; start += BATCH) {
      const slice = answered.slice(start, start + BATCH);
      const invitations = await db
        .insertInto('survey_invitations')
        .values(
          slice.map((entry) => ({
            survey_id: surveyId,
            user_id: entry.user_id,
            universidad_id: entry.career.universidad_id,
            carrera: entry.career.carrera,
            cohorte: entry.year,
            fecha_grado: entry.fecha_fin,
            token_hash: null,
            reminder_token_hash: null,
            sent_at: now,
            reminded_at: null,
            answered_at: now,
            created_at: now,
          })),
        )
        .returning('id')
        .execute();
      await db
        .insertInto('survey_answers')
        .values(
          slice.map((entry, index) => {
            const situacion = situaciones[Math.floor(random() * situaciones.length)]!;
            const works = situacion === 'empleado' || situacion === 'emprendedor';
            return {
              survey_id: surveyId,
              invitation_id: invitations[index]!.id,
              user_id: entry.user_id,
              universidad_id: entry.career.universidad_id,
              carrera: entry.career.carrera,
              cohorte: entry.year,
              situacion,
              fecha_primer_empleo: null,
              meses_primer_empleo: works ? Math.floor(random() * 24) : null,
              relacion_carrera: works ? 1 + Math.floor(random() * 5) : null,
              sector: works ? sectores[Math.floor(random() * sectores.length)]! : null,
              rango_salarial: works ? rangos[Math.floor(random() * rangos.length)]! : null,
              respuestas: '[]',
              created_at: now,
            };
          }),
        )
        .execute();
    }
    const seeded = performance.now() - started;
    await sql.raw(config.databaseUrl === null ? 'analyze' : 'vacuum analyze').execute(db);

    for (let run = 0; run < 3; run += 1) await followUpReport({ db }, {});
    const times: number[] = [];
    let rows = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const begin = performance.now();
      rows = (await followUpReport({ db }, {})).items.length;
      times.push(performance.now() - begin);
    }
    const { median, p95 } = summary(times);
    console.info(`\n${label}: ${GRADUATES} graduates and ${ANSWERS} answers seeded in ${(seeded / 1000).toFixed(1)} s`);
    console.info(`  report (${rows} career × cohort rows): median ${median.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms (${RUNS} calls)`);

    // 10,000 invitations of an open survey, mailed by the job's function to the outbox.
    const { id: openId } = await db
      .insertInto('surveys')
      .values({
        titulo: 'Bench abierta',
        introduccion: '',
        graduados_desde: null,
        graduados_hasta: null,
        bloque_laboral: 1,
        estado: 'abierta',
        created_by: null,
        opened_at: now,
        closed_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const invited = entries.slice(GRADUATES - INVITATIONS);
    for (let start = 0; start < invited.length; start += BATCH) {
      await db
        .insertInto('survey_invitations')
        .values(
          invited.slice(start, start + BATCH).map((entry) => ({
            survey_id: openId,
            user_id: entry.user_id,
            universidad_id: entry.career.universidad_id,
            carrera: entry.career.carrera,
            cohorte: entry.year,
            fecha_grado: entry.fecha_fin,
            token_hash: null,
            reminder_token_hash: null,
            sent_at: null,
            reminded_at: null,
            answered_at: null,
            created_at: now,
          })),
        )
        .execute();
    }
    let peak = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const begin = performance.now();
    const sent = await sendSurveyMail(
      { db, events: app.events },
      {
        site: { productTitle: config.productTitle, appUrl: config.appUrl },
        batchSize: config.jobs.surveyMailBatch,
        now: new Date(),
        reminder: false,
      },
    );
    const took = performance.now() - begin;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    console.info(
      `  invitations: ${sent} mailed to the outbox in ${(took / 1000).toFixed(1)} s, peak RSS ${(peak / 1024 / 1024).toFixed(0)} MiB`,
    );
    const pass = p95 <= 300 && sent === INVITATIONS;
    console.info(`  goal report p95 ≤ 300 ms: ${p95 <= 300 ? 'met' : 'NOT met'}`);
    return pass;
  } finally {
    await app.close();
  }
}

await benchOnEachDatabase(bench);
