import { performance } from 'node:perf_hooks';
import { type Kysely, sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/types.ts';
import { adminDashboard } from '../src/services/dashboard-service.ts';
import { benchConfig, benchOnEachDatabase } from './databases.ts';
import { seededRandom, seedBenchCompanies, seedBenchOffers, seedBenchStudents } from './offer-corpus.ts';

/**
 * `npm run bench:dashboard`: the administrator's landing figures (GET /api/dashboard) on 100,000
 * users, 100,000 offers and 100,000 applications spread over twenty weeks; median and p95 of
 * `adminDashboard` on SQLite, and on PostgreSQL when TEST_DATABASE_URL names a server (a database
 * is created and dropped). Goal: p95 ≤ 100 ms.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const COMPANIES = 300;
const RUNS = 50;
const BATCH = 500;
const DAY_MS = 86_400_000;

/** One application per student, to offers taken in turn, created over the last 140 days. */
async function seedApplications(db: Kysely<Database>, students: number[], offers: number[], random: () => number) {
  const now = Date.now();
  for (let start = 0; start < students.length; start += BATCH) {
    const rows = students.slice(start, start + BATCH).map((student, offset) => {
      const created = new Date(now - Math.floor(random() * 140 * DAY_MS)).toISOString();
      return {
        offer_id: offers[(start + offset) % offers.length]!,
        student_id: student,
        carta: null,
        status: 'postulado' as const,
        created_at: created,
        updated_at: created,
      };
    });
    await db.insertInto('applications').values(rows).execute();
  }
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95) };
}

async function bench(label: string, env: Record<string, string>): Promise<boolean> {
  const config: Config = benchConfig(env);
  const app = await buildApp(config);
  try {
    const random = seededRandom(7);
    const started = performance.now();
    const companies = await seedBenchCompanies(app.db, COMPANIES, random);
    await seedBenchOffers(app.db, companies, ROWS, random);
    const offers = (await app.db.selectFrom('offers').select('id').execute()).map((row) => row.id);
    await seedApplications(app.db, await seedBenchStudents(app.db, ROWS), offers, random);
    const seeded = performance.now() - started;
    // The planner's statistics, and on PostgreSQL the visibility map that lets counts read indexes
    // alone: what a running database has once (auto)vacuum has passed after the bulk load.
    await sql.raw(config.databaseUrl === null ? 'analyze' : 'vacuum analyze').execute(app.db);

    for (let run = 0; run < 5; run += 1) await adminDashboard(app.db);
    const times: number[] = [];
    let figures = await adminDashboard(app.db);
    for (let run = 0; run < RUNS; run += 1) {
      const begin = performance.now();
      figures = await adminDashboard(app.db);
      times.push(performance.now() - begin);
    }
    const { median, p95 } = summary(times);
    const weeks = figures.applications_per_week.reduce((sum, week) => sum + week.total, 0);
    console.info(`\n${label}: ${ROWS} users, offers and applications seeded in ${(seeded / 1000).toFixed(1)} s`);
    console.info(`  users by role: ${figures.users_by_role.map((entry) => `${entry.role.name_ro} ${entry.total}`).join(', ')}`);
    console.info(`  offers by status: ${figures.offers_by_status.map((entry) => `${entry.status} ${entry.total}`).join(', ')}`);
    console.info(`  applications in the 12 weeks shown: ${weeks}`);
    console.info(`  adminDashboard: median ${median.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms (${RUNS} runs)`);
    const pass = p95 <= 100;
    console.info(`  goal p95 ≤ 100 ms: ${pass ? 'met' : 'NOT met'}`);
    return pass;
  } finally {
    await app.close();
  }
}

await benchOnEachDatabase(bench);
