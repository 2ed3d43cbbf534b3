import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { issueAccessToken } from '../src/auth/access-tokens.ts';
import { insertUser } from '../src/db/repositories/users.ts';
import { isoNow } from '../src/lib/time.ts';
import type { RecordedAnswer } from './answer-floor.ts';
import { benchConfig, benchOnEachDatabase } from './databases.ts';
import { seededRandom, seedBenchCompanies, seedBenchOffers, seedBenchStudents } from './offer-corpus.ts';

/**
 * `npm run bench:api`: the built server (server/dist, LOG_LEVEL info as in production) on a fresh
 * database holding 1,000 users and 10,000 offers, and a bare Fastify hello-world, each in a
 * process of its own, loaded with autocannon (100 connections, BENCH_SECONDS each, 10 by default,
 * after a one-second warm-up). Prints req/s, p50/p99 and the share of the bare server's req/s for
 * each call; on SQLite, and on PostgreSQL when TEST_DATABASE_URL names a server. A benchmark, not
 * a test: it prints, it does not fail. "failed": answers other than 2xx and calls without an
 * answer (connection errors, timeouts: autocannon counts a timeout among its errors too);
 * "CPU/req": the server process's CPU time per answered request, steadier than req/s on a busy machine.
 *
 * The machine's speed drifts by half within minutes (shared cores), so the bare server is loaded
 * again between every two calls, and each call's share is taken against the bare runs just before
 * and just after it (their mean), by req/s and by CPU time per request; the bare row shows the
 * range of its runs.
 *
 * "floor": the share of bare reached by a bare Fastify that sends each call's recorded answer
 * (the same status, headers and body, bench/answer-floor.ts) and does nothing else, loaded
 * between the same two bare runs. A big answer costs its sending whatever the server does, so
 * the floor is the most this call can reach on this machine; the gap between it and "of bare" is
 * the server's own work. BENCH_FLOOR=0 leaves it out.
 */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Only the calls whose line contains this text (`BENCH_ONLY=offers`). */
const ONLY = process.env.BENCH_ONLY ?? '';
/** A folder: the server writes a CPU profile there when it stops (node --cpu-prof). */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
const CONNECTIONS = 100;
const COMPANIES = 300;
const STUDENTS = 1_000 - COMPANIES - 2;
const OFFERS = 10_000;

/** The built server; BENCH_SERVER names another build (another commit's dist/server.js) to compare. */
const serverEntry = process.env.BENCH_SERVER ?? fileURLToPath(new URL('../dist/server.js', import.meta.url));
const bareEntry = fileURLToPath(new URL('./bare-fastify.ts', import.meta.url));
const floorEntry = fileURLToPath(new URL('./answer-floor.ts', import.meta.url));
const WITH_FLOOR = process.env.BENCH_FLOOR !== '0';

interface Call {
  what: string;
  method?: 'GET' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  /** CPU time the server process spent per answered request (µs); null where /proc is missing. */
  cpuPerRequest: number | null;
}

/**
 * CPU seconds a process has used (user + system, from /proc), or null off Linux. Unlike req/s it
 * hardly moves when other work shares the machine, so it compares two runs fairly.
 */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    // utime and stime are fields 14 and 15 of stat; 12 and 13 once pid and name are cut off.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

/** Starts `args` with `env` and waits until `readyPath` answers 200. */
async function startProcess(args: string[], env: Record<string, string>, readyPath: string) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ready = await fetch(`${base}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { base, child };
    await sleep(100);
  }
  child.kill();
  throw new Error(`${args.join(' ')} did not answer ${readyPath}`);
}

type Started = Awaited<ReturnType<typeof startProcess>>;

async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

async function load(server: Started, call: Call, seconds: number): Promise<Measured> {
  const cpuBefore = cpuSeconds(server.child.pid);
  const result = await autocannon({
    url: `${server.base}${call.path}`,
    method: call.method ?? 'GET',
    headers: call.headers,
    body: call.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon's `errors` already count its `timeouts` (no answer within 10 s).
    failed: result.non2xx + result.errors,
    cpuPerRequest: cpuBefore === null ? null : (((cpuSeconds(server.child.pid) ?? cpuBefore) - cpuBefore) * 1e6) / result.requests.total,
  };
}

async function measure(server: Started, call: Call): Promise<Measured> {
  await load(server, call, 1);
  return load(server, call, SECONDS);
}

/** 1,000 users (an administrator, a student with a CV entry, companies, students), 10,000 offers. */
async function seed(env: Record<string, string>) {
  const config = benchConfig(env);
  const app = await buildApp(config);
  try {
    const random = seededRandom(14);
    const companies = await seedBenchCompanies(app.db, COMPANIES, random);
    await seedBenchOffers(app.db, companies, OFFERS, random);
    await seedBenchStudents(app.db, STUDENTS);
    const now = isoNow();
    const person = {
      dni_type: 'pasaporte' as const,
      password_hash: 'x',
      status: 'activo' as const,
      email_verified_at: now,
      created_at: now,
    };
    const adminId = await insertUser(app.db, {
      ...person,
      name_us: 'Administrador de prueba',
      email: 'admin@bench.test',
      dni: 'A000000001',
      role_id: 1,
      updated_at: now,
    });
    const studentId = await insertUser(app.db, {
      ...person,
      name_us: 'Estudiante de prueba',
      email: 'estudiante@bench.test',
      dni: 'E000000001',
      role_id: 3,
      updated_at: now,
    });
    const adminToken = await issueAccessToken(app.db, adminId, true, config.tokenIdleSeconds);
    const studentToken = await issueAccessToken(app.db, studentId, true, config.tokenIdleSeconds);
    const { id: entryId } = await app.db
      .insertInto('cv_other')
      .values({ user_id: studentId, habilidad: 'Oratoria', descripcion: null, nivel: 'basico', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (config.databaseUrl !== null) await sql`vacuum analyze`.execute(app.db);
    return { adminToken, studentToken, entryId };
  } finally {
    await app.close();
  }
}

const csrfOf = (response: Response) => decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? '');

function calls(seeded: Awaited<ReturnType<typeof seed>>, csrf: string): Call[] {
  const admin = { authorization: `Bearer ${seeded.adminToken}` };
  const student = { authorization: `Bearer ${seeded.studentToken}` };
  return [
    { what: 'GET /api/catalogs/provincias (public)', path: '/api/catalogs/provincias' },
    { what: 'GET /api/user/me (bearer)', path: '/api/user/me', headers: student },
    { what: 'GET /api/admin/users?per_page=20', path: '/api/admin/users?per_page=20', headers: admin },
    { what: '  same with search=estudiante 4', path: '/api/admin/users?per_page=20&search=estudiante%204', headers: admin },
    { what: 'GET /api/offers?q=tecnologia (student)', path: '/api/offers?q=tecnologia', headers: student },
    {
      what: 'PUT /api/cv/other/:id (student, CSRF)',
      method: 'PUT',
      path: `/api/cv/other/${seeded.entryId}`,
      headers: {
        ...student,
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${encodeURIComponent(csrf)}`,
        'x-xsrf-token': csrf,
      },
      body: JSON.stringify({ habilidad: 'Oratoria', descripcion: 'Presentaciones ante público numeroso.', nivel: 'avanzado' }),
    },
  ];
}

/** The bare server's figures around one call: the mean of its runs just before and just after. */
function around(before: Measured, after: Measured): Measured {
  const mean = (a: number, b: number) => (a + b) / 2;
  return {
    requestsPerSecond: mean(before.requestsPerSecond, after.requestsPerSecond),
    p50: mean(before.p50, after.p50),
    p99: mean(before.p99, after.p99),
    failed: before.failed + after.failed,
    cpuPerRequest: before.cpuPerRequest === null || after.cpuPerRequest === null ? null : mean(before.cpuPerRequest, after.cpuPerRequest),
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

const columns = [
  'call'.padEnd(42),
  'req/s'.padStart(7),
  'of bare'.padStart(8),
  'p50'.padStart(9),
  'p99'.padStart(9),
  'failed'.padStart(7),
  'CPU/req'.padStart(10),
  'of bare CPU'.padStart(12),
  ...(WITH_FLOOR ? ['floor'.padStart(8)] : []),
];

const row = (what: string, measured: Measured, bare: Measured, floor: Measured | null) =>
  [
    what.padEnd(42),
    measured.requestsPerSecond.toFixed(0).padStart(7),
    percent(measured.requestsPerSecond / bare.requestsPerSecond).padStart(8),
    `${measured.p50} ms`.padStart(9),
    `${measured.p99} ms`.padStart(9),
    String(measured.failed).padStart(7),
    (measured.cpuPerRequest === null ? '' : `${measured.cpuPerRequest.toFixed(0)} µs`).padStart(10),
    // The bare server's CPU time per request over this call's: the same share, told by CPU time.
    (measured.cpuPerRequest === null || bare.cpuPerRequest === null ? '' : percent(bare.cpuPerRequest / measured.cpuPerRequest)).padStart(
      12,
    ),
    ...(floor ? [percent(floor.requestsPerSecond / bare.requestsPerSecond).padStart(8)] : []),
  ].join('  ');

/**
 * Each call's answer as the server gives it (status, headers, body), for the floor to send back.
 * The headers of the connection and of the body's length are the floor's own to write.
 */
async function recordAnswers(server: Started, calls: Call[]): Promise<RecordedAnswer[]> {
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'set-cookie']);
  const answers: RecordedAnswer[] = [];
  for (const call of calls) {
    const method = call.method ?? 'GET';
    const response = await fetch(`${server.base}${call.path}`, { method, headers: call.headers, body: call.body });
    const headers: RecordedAnswer['headers'] = Object.fromEntries([...response.headers].filter(([name]) => !own.has(name)));
    // Iterating the headers joins several Set-Cookie into one line: each is sent as it came.
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) headers['set-cookie'] = cookies;
    answers.push({ method, url: call.path, status: response.status, headers, body: await response.text() });
  }
  return answers;
}

/** The floor (bench/answer-floor.ts) sending these answers; stop it with `stopProcess`. */
async function startFloor(answers: RecordedAnswer[]) {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-floor-'));
  const file = path.join(folder, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  try {
    return await startProcess([...process.execArgv, floorEntry], { FLOOR_ANSWERS: file }, '/');
  } finally {
    // The floor has read its answers once it answers.
    rmSync(folder, { recursive: true, force: true });
  }
}

const range = (values: number[], unit = '') => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[0]!.toFixed(0)}–${sorted.at(-1)!.toFixed(0)}${unit}`;
};

async function bench(label: string, env: Record<string, string>): Promise<boolean> {
  const seeded = await seed(env);
  const bare = await startProcess([...process.execArgv, bareEntry], {}, '/');
  const server = await startProcess(
    [...(CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : []), serverEntry],
    { ...env, HOST: '127.0.0.1', NODE_ENV: 'production', OFFER_EXPIRY_INTERVAL_SECONDS: '0', STATIC_ROOT: benchConfig(env).staticRoot },
    '/api/health',
  ).catch(async (error: unknown) => {
    await stopProcess(bare.child);
    throw error;
  });
  try {
    const csrf = csrfOf(await fetch(`${server.base}/api/refresh`));
    const measured = calls(seeded, csrf).filter(({ what }) => what.includes(ONLY));
    const floor = WITH_FLOOR ? await startFloor(await recordAnswers(server, measured)) : null;
    const measureBare = () => measure(bare, { what: 'bare', path: '/' });
    const bareRuns = [await measureBare()];
    const lines: string[] = [];
    try {
      for (const call of measured) {
        const figures = await measure(server, call);
        const floorFigures = floor ? await measure(floor, call) : null;
        bareRuns.push(await measureBare());
        lines.push(row(call.what, figures, around(bareRuns.at(-2)!, bareRuns.at(-1)!), floorFigures));
      }
    } finally {
      if (floor) await stopProcess(floor.child);
    }
    console.info(`\n${label}: ${COMPANIES + STUDENTS + 2} users, ${OFFERS} offers; ${CONNECTIONS} connections, ${SECONDS} s a call`);
    console.info(columns.join('  '));
    console.info(
      [
        `bare Fastify hello-world (${bareRuns.length} runs)`.padEnd(42),
        range(bareRuns.map((run) => run.requestsPerSecond)).padStart(7 + 2 + 8),
        ''.padStart(9),
        ''.padStart(9),
        ''.padStart(7),
        range(
          bareRuns.map((run) => run.cpuPerRequest ?? 0),
          ' µs',
        ).padStart(10),
      ].join('  '),
    );
    for (const line of lines) console.info(line);
  } finally {
    await Promise.all([stopProcess(server.child), stopProcess(bare.child)]);
  }
  return true;
}

await benchOnEachDatabase(bench);
