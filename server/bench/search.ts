import { performance } from 'node:perf_hooks';
import { offerToday } from '@portal/contracts';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { issueAccessToken } from '../src/auth/access-tokens.ts';
import type { Config } from '../src/config.ts';
import { type OfferFilters, searchOffers } from '../src/db/repositories/offer-search.ts';
import { insertUser } from '../src/db/repositories/users.ts';
import { isoNow } from '../src/lib/time.ts';
import { benchConfig, benchOnEachDatabase } from './databases.ts';
import { benchCareers, seededRandom, seedBenchCompanies, seedBenchOffers } from './offer-corpus.ts';

/**
 * `npm run bench:search`: 10,000 offers, then 200 mixed searches (words with and without
 * accents, filters, pages, both sorts) through the repository function and through the whole
 * HTTP call (`GET /api/offers`, auth and answer building included); median and p95 on SQLite,
 * and on PostgreSQL when TEST_DATABASE_URL names a server (a database is created and dropped).
 * Goal: p95 ≤ 20 ms.
 */

const OFFERS = Number(process.env.BENCH_OFFERS ?? 10_000);
const COMPANIES = 300;
const SEARCHES = 200;
const WARM_UP = 20;

const words = [
  'tecnologia',
  'tecnología',
  'desarrollador web',
  'contador',
  'contabilidad quito',
  'enfermera',
  'enfermería',
  'ingeniero civil',
  'marketing digital',
  'ventas',
  'atención al cliente',
  'atencion cliente',
  'logística importaciones',
  'analista',
  'practicas',
  'pasantía',
  'diseño gráfico',
  'docente matematicas',
  'nómina',
  'react node',
  'galapagos',
  'andes tecnologia',
  'bodega',
  'junior',
  'supervisor produccion',
];
const provinces = ['17', '09', '01', '13'];
const modes = ['presencial', 'remoto', 'hibrido'];
const contracts = ['tiempo-completo', 'pasantia', 'practicas'];
const areas = ['tecnologia', 'salud', 'marketing', 'contabilidad', 'logistica'];

type Search = Omit<OfferFilters, 'scope' | 'today'> & { page: number };

/** The same 200 searches on every run and database. */
function searches(count: number): Search[] {
  const random = seededRandom(2026);
  const maybe = <T>(chance: number, list: readonly T[]) => (random() < chance ? list[Math.floor(random() * list.length)] : undefined);
  return Array.from({ length: count }, () => ({
    q: maybe(0.8, words),
    provincia: maybe(0.3, provinces),
    modalidad: maybe(0.2, modes),
    tipo_contrato: maybe(0.15, contracts),
    area: maybe(0.15, areas),
    carrera: maybe(0.1, benchCareers),
    sort: random() < 0.2 ? 'cierre' : 'recientes',
    page: random() < 0.7 ? 1 : 2 + Math.floor(random() * 3),
  }));
}

const queryString = (search: Search) =>
  new URLSearchParams(
    Object.entries(search).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])) as Array<[string, string]>,
  ).toString();

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (quantile: number) => sorted[Math.min(sorted.length - 1, Math.ceil(quantile * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

const isSqliteConfig = (config: Config) => config.databaseUrl === null;
const ms = (value: number) => `${value.toFixed(2)} ms`;

async function measure(run: (search: Search) => Promise<unknown>, list: Search[]) {
  for (const search of list.slice(0, WARM_UP)) await run(search);
  const times: number[] = [];
  for (const search of list) {
    const started = performance.now();
    await run(search);
    times.push(performance.now() - started);
  }
  return summary(times);
}

async function seed(config: Config): Promise<number> {
  const app = await buildApp(config);
  try {
    const random = seededRandom(42);
    const started = performance.now();
    const companies = await seedBenchCompanies(app.db, COMPANIES, random);
    await seedBenchOffers(app.db, companies, OFFERS, random);
    return performance.now() - started;
  } finally {
    await app.close();
  }
}

async function bench(label: string, env: Record<string, string>): Promise<boolean> {
  const config = benchConfig(env);
  const seeded = await seed(config);
  // Measured on a server started on the seeded database, as in production (SQLite's planner
  // statistics are refreshed when it opens; PostgreSQL's autovacuum analyzes on its own).
  const app = await buildApp(config);
  try {
    if (!isSqliteConfig(config)) await sql`analyze`.execute(app.db);

    const now = isoNow();
    const studentId = await insertUser(app.db, {
      name_us: 'Estudiante de prueba',
      email: 'estudiante@bench.test',
      dni: '1710034065',
      dni_type: 'cedula',
      password_hash: 'x',
      role_id: 3,
      status: 'activo',
      email_verified_at: now,
      created_at: now,
      updated_at: now,
    });
    const token = await issueAccessToken(app.db, studentId, false, config.tokenIdleSeconds);
    const list = searches(SEARCHES);
    const today = offerToday();

    let found = 0;
    const repository = await measure(async ({ page, ...filters }) => {
      const result = await searchOffers(app.db, { ...filters, scope: { kind: 'open' }, today }, { page, per_page: 20 });
      found += result.total;
    }, list);
    const http = await measure(async (search) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/offers?${queryString(search)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`GET /api/offers?${queryString(search)}: ${response.statusCode} ${response.body}`);
    }, list);

    console.info(`\n${label}: ${OFFERS} offers, ${COMPANIES} companies seeded in ${(seeded / 1000).toFixed(1)} s`);
    console.info(`  ${SEARCHES} searches (${WARM_UP} more to warm up), ${(found / (SEARCHES + WARM_UP)).toFixed(0)} matches on average`);
    console.info(`  repository searchOffers: median ${ms(repository.median)}  p95 ${ms(repository.p95)}  max ${ms(repository.max)}`);
    console.info(`  HTTP GET /api/offers:    median ${ms(http.median)}  p95 ${ms(http.p95)}  max ${ms(http.max)}`);
    const pass = repository.p95 <= 20;
    console.info(`  goal p95 ≤ 20 ms (repository): ${pass ? 'met' : 'NOT met'}`);
    return pass;
  } finally {
    await app.close();
  }
}

await benchOnEachDatabase(bench);
