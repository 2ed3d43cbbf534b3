/**
 * `npm run bench:soak`: simulated users against the cluster (`npm run cluster`: 2 instances behind
 * nginx on PostgreSQL and Redis) on loopback, in rounds of a fixed time. Students search, open and
 * apply to offers and list their applications; companies list their offers and applicants and
 * move applications along; administrators list users and open the dashboard. Each user waits
 * 0.5–3 s between calls. Prints, per action, count, req/s, p50/p99, expected refusals (4xx) and
 * errors (5xx, network), the same per round, and each instance's memory after the set-up, at the
 * end of each round and once it has idled after it: RSS, and V8's heap used, heap total and
 * external (read with Node's diagnostic report, support/instance-memory.ts). The same load run
 * again shows whether memory is flat: a leak grows with every round, a heap reaching its working
 * size only in the first. Figures, not assertions: exits 0 unless it could not run.
 *
 * SOAK_USERS (default 500: 90 % students, 8 % company sessions, 2 % administrator sessions),
 * SOAK_SECONDS (default 300: each round), SOAK_ROUNDS (default 2),
 * SOAK_SETUP_SECONDS (default 600: the set-up's limit),
 * SOAK_IDLE_SECONDS (default 15: idle time after each round before memory is read again),
 * SOAK_HEAP_SNAPSHOTS (a folder: a heap snapshot of each instance after the set-up and after
 * each idle period, to compare objects by constructor; each costs the instance seconds and memory),
 * BENCH_PORT (default 8282). Ctrl-C stops the run, prints what it measured and stops the cluster.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cvSampleBodies } from '@portal/contracts/test-cases';
import { accounts } from '../support/accounts';
import { type Cluster, startCluster } from '../support/cluster';
import { companySignupBody } from '../support/company-signup';
import { InstanceMemory, type MemoryReading } from '../support/instance-memory';
import { randomCedula, uniqueEmail } from '../support/identities';
import { latestVerificationPathInPostgres } from '../support/outbox';

const userCount = Number(process.env.SOAK_USERS ?? 500);
const runSeconds = Number(process.env.SOAK_SECONDS ?? 300);
const setupSeconds = Number(process.env.SOAK_SETUP_SECONDS ?? 600);
const port = Number(process.env.BENCH_PORT ?? 8282);

/** Companies publishing offers (the demo company and ones signed up for the run), offers each. */
const companyCount = 4;
const offersPerCompany = 10;
/** Calls made at once during the set-up (account creation hashes passwords: slow by design). */
const setupConcurrency = 8;
const requestTimeoutMs = 30_000;
/** After each round, memory is read again once the instances have been idle this long (what the load left behind). */
const idleSeconds = Number(process.env.SOAK_IDLE_SECONDS ?? 15);
const roundCount = Math.max(1, Number(process.env.SOAK_ROUNDS ?? 2));
/** Where heap snapshots go (an investigation's option: each costs the instance seconds and memory). */
const snapshotsDir = process.env.SOAK_HEAP_SNAPSHOTS ? path.resolve(process.env.SOAK_HEAP_SNAPSHOTS) : undefined;
const password = 'Clave-segura-2026';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const thinkMs = () => 500 + Math.random() * 2500;

/** Aborted by Ctrl-C or when the set-up overruns its limit: every call in flight stops. */
const hardStop = new AbortController();

// ---------------------------------------------------------------------------------------------
// Figures

interface ActionFigures {
  latencies: number[];
  /** Expected refusals by status (e.g. 409: already applied, moved by another session). */
  refused: Map<number, number>;
  /** Failures by kind: `HTTP 5xx` or the network error's code. */
  errors: Map<string, number>;
}

/** The current round's figures. */
let figures = new Map<string, ActionFigures>();
/** While false (the set-up), calls are not counted. */
let measuring = false;

function record(action: string, outcome: { ms: number; status?: number; error?: string }) {
  // Calls cut by Ctrl-C are not the server's doing.
  if (!measuring || hardStop.signal.aborted) return;
  let entry = figures.get(action);
  if (!entry) figures.set(action, (entry = { latencies: [], refused: new Map(), errors: new Map() }));
  const bump = <K>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);
  if (outcome.error !== undefined) return void bump(entry.errors, outcome.error);
  entry.latencies.push(outcome.ms);
  if (outcome.status! >= 500) bump(entry.errors, `HTTP ${outcome.status}`);
  else if (outcome.status! >= 400) bump(entry.refused, outcome.status!);
}

/** The network error's kind: undici's code (ECONNRESET, UND_ERR_SOCKET…) or timeout. */
function errorKind(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timeout';
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error instanceof Error ? error.name : 'error');
}

// ---------------------------------------------------------------------------------------------
// A lean API client: bearer token + the CSRF cookie echoed in X-XSRF-TOKEN, as the portal's client

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

interface Answer<T> {
  status: number;
  data: T;
  text: string;
}

class ApiClient {
  private csrf = '';
  private token = '';

  constructor(private readonly baseUrl: string) {}

  /** One call; network errors throw. Counted under `action` while measuring. */
  async send<T = unknown>(action: string, method: Method, url: string, body?: unknown): Promise<Answer<T>> {
    const started = performance.now();
    try {
      const response = await fetch(`${this.baseUrl}${url}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body !== undefined && { 'content-type': 'application/json' }),
          ...(this.csrf && { 'x-xsrf-token': this.csrf, cookie: `XSRF-TOKEN=${encodeURIComponent(this.csrf)}` }),
          ...(this.token && { authorization: `Bearer ${this.token}` }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.any([hardStop.signal, AbortSignal.timeout(requestTimeoutMs)]),
      });
      const text = await response.text();
      record(action, { ms: performance.now() - started, status: response.status });
      const cookie = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '');
      if (cookie) this.csrf = decodeURIComponent(cookie[1]!);
      const json = response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { data?: T }) : {};
      return { status: response.status, data: json.data as T, text };
    } catch (error) {
      record(action, { ms: performance.now() - started, error: errorKind(error) });
      throw error;
    }
  }

  /** A set-up call: retried while the server is busy (503: password hashing full), else must succeed. */
  async call<T = unknown>(method: Method, url: string, body?: unknown): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const answer = await this.send<T>('set-up', method, url, body);
      if (answer.status < 300) return answer.data;
      if (answer.status !== 503 || attempt === 20) throw new Error(`${method} ${url} → ${answer.status} ${answer.text}`);
      await sleep(200 * attempt);
    }
  }

  async login(credentials: { email: string; password: string }) {
    if (!this.csrf) await this.call('GET', '/api/refresh');
    this.token = (await this.call<{ token: string }>('POST', '/api/user/login', credentials)).token;
    return this;
  }
}

/** Runs `task` on every item, at most `limit` at a time. */
async function inPool<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// ---------------------------------------------------------------------------------------------
// Set-up: companies with published offers, students with the CV's basic section, sessions

const jobs = [
  ['Desarrollador web junior', 'tecnologia'],
  ['Analista de datos', 'tecnologia'],
  ['Técnico de soporte informático', 'tecnologia'],
  ['Asistente contable', 'contabilidad'],
  ['Pasante de marketing digital', 'marketing'],
  ['Asistente de recursos humanos', 'recursos-humanos'],
  ['Diseñador gráfico', 'diseno'],
  ['Residente de obra civil', 'ingenieria-civil'],
  ['Ejecutivo de atención al cliente', 'atencion-al-cliente'],
  ['Coordinador de logística', 'logistica'],
] as const;
const searchWords = ['', 'desarrollador', 'analista', 'tecnologia', 'contable', 'marketing', 'diseno', 'logistica', 'soporte', 'quito'];

function offerBody(company: number, index: number) {
  const [titulo, area] = jobs[index % jobs.length]!;
  const closing = new Date(Date.now() + (20 + index) * 86_400_000).toISOString().slice(0, 10);
  return {
    titulo: `${titulo} ${company + 1}-${index + 1}`,
    descripcion: `${titulo}: trabajo en un equipo pequeño con acompañamiento de un mentor durante los primeros meses.`,
    area,
    tipo_contrato: pick(['tiempo-completo', 'medio-tiempo', 'pasantia', 'practicas']),
    modalidad: pick(['presencial', 'remoto', 'hibrido']),
    provincia: index % 2 === 0 ? '17' : '09',
    ciudad: index % 2 === 0 ? 'quito' : 'guayaquil',
    vacantes: 1 + (index % 3),
    salario_min: 600,
    salario_max: 1100,
    requisitos: 'Estudiante de los últimos semestres, con disponibilidad inmediata.',
    carreras: [],
    experiencia: 'Sin experiencia previa',
    fecha_cierre: closing,
  };
}

/** The CV's basic section (applying needs it): the contract's sample with this student's names and e-mail. */
const { basic: sampleBasic } = cvSampleBodies({ universidad_id: 0, facultad: '', carrera: '' });
const studentBasic = (index: number) => ({
  ...sampleBasic,
  nombres: pick(['María José', 'Lucía Fernanda', 'Carlos Andrés', 'Diego Javier', 'Ana Belén']),
  apellidos: pick(['Quishpe Núñez', 'Chávez Muñoz', 'Andrade Torres', 'Guamán Pilco']),
  email: `estudiante.soak.${index}@e2e.test`,
});

/** A company signed up through the API and verified with the link in the cluster's outbox (approved later by the administrator). */
async function signUpCompany(cluster: Cluster, number: number) {
  const account = { email: uniqueEmail(`empresa-soak-${number}`), password };
  const client = new ApiClient(cluster.url);
  await client.call('GET', '/api/refresh');
  await client.call('POST', '/api/user/singup/company', companySignupBody({ ...account, empresa: `Empresa de Carga ${number} S.A.` }));
  await client.call('POST', '/api/user/verify', {
    hash: latestVerificationPathInPostgres(cluster.databaseUrl, account.email).split('/').at(-1),
  });
  return account;
}

interface Population {
  students: ApiClient[];
  companies: ApiClient[];
  admins: ApiClient[];
  offerIds: number[];
}

async function setUp(cluster: Cluster): Promise<Population> {
  const companySessions = Math.max(1, Math.round(userCount * 0.08));
  const adminSessions = Math.max(1, Math.round(userCount * 0.02));
  const studentCount = Math.max(1, userCount - companySessions - adminSessions);
  const admin = await new ApiClient(cluster.url).login(accounts.admin);
  const step = (what: string) => console.log(`set-up: ${what}`);

  step(`${companyCount} companies (the demo company and ${companyCount - 1} signed up, approved), ${offersPerCompany} offers each`);
  const companyAccounts = [
    accounts.company,
    ...(await inPool([...Array(companyCount - 1).keys()], 1, (n) => signUpCompany(cluster, n + 1))),
  ];
  for (const account of companyAccounts.slice(1)) {
    const found = await admin.call<{ items: Array<{ id_us: number }> }>(
      'GET',
      `/api/admin/users?search=${encodeURIComponent(account.email)}`,
    );
    await admin.call('POST', `/api/admin/users/${found.items[0]!.id_us}/approval`, { status: 'aprobada' });
  }
  const publishers = await inPool(companyAccounts, 1, (account) => new ApiClient(cluster.url).login(account));
  const offerIds = (
    await inPool(
      publishers.flatMap((client, company) => Array.from({ length: offersPerCompany }, (_, index) => ({ client, company, index }))),
      setupConcurrency,
      async ({ client, company, index }) => {
        const { id } = await client.call<{ id: number }>('POST', '/api/company/offers', offerBody(company, index));
        await client.call('POST', `/api/company/offers/${id}/publish`);
        return id;
      },
    )
  ).sort((a, b) => a - b);

  step(`${studentCount} students (created by the administrator, signed in, CV basic section saved)`);
  const students = await inPool([...Array(studentCount).keys()], setupConcurrency, async (index) => {
    const account = { email: uniqueEmail(`estudiante-soak-${index}`), password };
    await admin.call('POST', '/api/admin/users', { name_us: `Estudiante Soak ${index}`, role_id: 3, dni: randomCedula(), ...account });
    const client = await new ApiClient(cluster.url).login(account);
    await client.call('PUT', '/api/cv/basic', studentBasic(index));
    return client;
  });

  // Sign-ins of one e-mail are throttled when many are in flight at once: these go one by one.
  step(`${companySessions} company sessions over ${companyCount} companies, ${adminSessions} administrator sessions`);
  const companies = await inPool([...Array(companySessions).keys()], 1, (n) =>
    n < publishers.length ? Promise.resolve(publishers[n]!) : new ApiClient(cluster.url).login(companyAccounts[n % companyCount]!),
  );
  const admins = await inPool([...Array(adminSessions).keys()], 1, (n) =>
    n === 0 ? Promise.resolve(admin) : new ApiClient(cluster.url).login(accounts.admin),
  );
  return { students, companies, admins, offerIds };
}

// ---------------------------------------------------------------------------------------------
// The simulated users: a loop of calls with think time until the deadline

type Loop = (client: ApiClient, offerIds: number[]) => () => Promise<void>;

interface OfferCard {
  id: number;
}

/** Students: search, open one of the results, sometimes apply (once per offer), list their applications. */
const student: Loop = (client, offerIds) => {
  let seen: number[] = [];
  let opened: { id: number; applied: boolean } | null = null;
  return async () => {
    const roll = Math.random();
    if (roll < 0.4) {
      const q = pick(searchWords);
      const page = Math.random() < 0.75 ? 1 : 2;
      const answer = await client.send<{ items: OfferCard[] }>(
        'student: search offers',
        'GET',
        `/api/offers?${q ? `q=${q}&` : ''}page=${page}&per_page=10`,
      );
      if (answer.status === 200 && answer.data.items.length > 0) seen = answer.data.items.map((offer) => offer.id);
    } else if (roll < 0.7 || !opened) {
      const id = pick(seen.length > 0 ? seen : offerIds);
      const answer = await client.send<{ applied: boolean }>('student: open offer', 'GET', `/api/offers/${id}`);
      if (answer.status === 200) opened = { id, applied: answer.data.applied };
    } else if (roll < 0.85 && !opened.applied) {
      const answer = await client.send('student: apply', 'POST', `/api/offers/${opened.id}/applications`, {
        carta: 'Me interesa la oferta y tengo disponibilidad inmediata.',
      });
      if (answer.status === 201 || answer.status === 409) opened.applied = true;
    } else {
      await client.send('student: my applications', 'GET', '/api/applications');
    }
  };
};

const nextStatus: Record<string, string | undefined> = {
  postulado: 'en_revision',
  en_revision: 'entrevista',
  entrevista: 'seleccionado',
};

/** Company sessions: list their offers, an offer's applicants, move an applicant one stage on. */
const company: Loop = (client) => {
  let offers: number[] = [];
  let applicants: Array<{ id: number; status: string }> = [];
  return async () => {
    const roll = Math.random();
    if (roll < 0.3 || offers.length === 0) {
      const answer = await client.send<{ items: OfferCard[] }>('company: my offers', 'GET', `/api/company/offers?page=1&per_page=20`);
      if (answer.status === 200) offers = answer.data.items.map((offer) => offer.id);
    } else if (roll < 0.7 || applicants.length === 0) {
      const answer = await client.send<{ items: Array<{ id: number; status: string }> }>(
        'company: applicants',
        'GET',
        `/api/company/offers/${pick(offers)}/applications?page=1&per_page=20`,
      );
      if (answer.status === 200) applicants = answer.data.items.filter((item) => nextStatus[item.status]);
    } else {
      const applicant = pick(applicants);
      applicants = applicants.filter((item) => item !== applicant);
      // Now and then turned down at once, as the pipeline allows from any stage.
      const status = Math.random() < 0.2 ? 'no_seleccionado' : nextStatus[applicant.status]!;
      await client.send('company: move application', 'PATCH', `/api/company/applications/${applicant.id}`, { status });
    }
  };
};

/** Administrator sessions: the users list with and without a search, and the dashboard. */
const administrator: Loop = (client) => async () => {
  const roll = Math.random();
  if (roll < 0.35) {
    await client.send('admin: users', 'GET', `/api/admin/users?page=${1 + Math.floor(Math.random() * 5)}&per_page=20`);
  } else if (roll < 0.7) {
    const search = pick(['soak', 'estudiante', 'empresa', 'demo', `soak-${Math.floor(Math.random() * 400)}`]);
    await client.send('admin: users search', 'GET', `/api/admin/users?per_page=20&search=${encodeURIComponent(search)}`);
  } else {
    await client.send('admin: dashboard', 'GET', '/api/dashboard');
  }
};

async function simulate(step: () => Promise<void>, deadline: number) {
  await sleep(Math.random() * 3000); // Users arrive spread over the first seconds.
  while (Date.now() < deadline && !hardStop.signal.aborted) {
    await step().catch(() => undefined); // Counted by the client.
    await sleep(Math.min(thinkMs(), Math.max(0, deadline - Date.now())));
  }
}

// ---------------------------------------------------------------------------------------------
// Memory and the report

/** RSS from /proc (cheap: sampled every few seconds for the peak). */
const rssMiB = (pid: number | null) => {
  if (pid === null) return NaN;
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
  } catch {
    return NaN;
  }
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (value: number) => Math.round(value * 10) / 10;
const counts = <K>(map: Map<K, number>) => [...map].map(([key, n]) => `${key}×${n}`).join(', ') || '—';

function merge(into: ActionFigures, entry: ActionFigures) {
  into.latencies.push(...entry.latencies);
  for (const [key, n] of entry.refused) into.refused.set(key, (into.refused.get(key) ?? 0) + n);
  for (const [key, n] of entry.errors) into.errors.set(key, (into.errors.get(key) ?? 0) + n);
}

const emptyFigures = (): ActionFigures => ({ latencies: [], refused: new Map(), errors: new Map() });

function line(action: string, entry: ActionFigures, seconds: number) {
  const sorted = [...entry.latencies].sort((a, b) => a - b);
  const networkErrors = [...entry.errors].filter(([kind]) => !kind.startsWith('HTTP')).reduce((sum, [, n]) => sum + n, 0);
  const calls = sorted.length + networkErrors;
  return {
    action,
    calls,
    'req/s': round(calls / seconds),
    'p50 ms': round(percentile(sorted, 50)),
    'p99 ms': round(percentile(sorted, 99)),
    'max ms': Math.round(sorted.at(-1) ?? NaN),
    'expected 4xx': counts(entry.refused),
    errors: counts(entry.errors),
  };
}

interface Round {
  figures: Map<string, ActionFigures>;
  seconds: number;
}

/** One memory reading of one instance at one point of the run. */
interface MemoryPoint {
  point: string;
  instance: number;
  port: number;
  pid: number | null;
  reading: MemoryReading | null;
  /** Highest RSS sampled during the round that ended here. */
  peakRss?: number;
}

function report(rounds: Round[], memory: MemoryPoint[]) {
  const seconds = rounds.reduce((sum, { seconds: s }) => sum + s, 0);
  const byAction = new Map<string, ActionFigures>();
  for (const { figures: roundFigures } of rounds) {
    for (const [action, entry] of roundFigures) {
      if (!byAction.has(action)) byAction.set(action, emptyFigures());
      merge(byAction.get(action)!, entry);
    }
  }
  const all = emptyFigures();
  for (const entry of byAction.values()) merge(all, entry);
  console.log(
    `\nSoak: ${userCount} users, ${rounds.length} round(s) of ${runSeconds} s (${seconds.toFixed(0)} s in all) against 2 instances ` +
      `behind nginx (PostgreSQL, Redis), think time 0.5–3 s, ${idleSeconds} s idle after each round\n`,
  );
  const rows = [...byAction].sort(([a], [b]) => a.localeCompare(b));
  console.table([...rows.map(([action, entry]) => line(action, entry, seconds)), line('TOTAL', all, seconds)]);
  if (rounds.length > 1) {
    console.log('\nPer round\n');
    console.table(
      rounds.map(({ figures: roundFigures, seconds: roundSeconds }, index) => {
        const total = emptyFigures();
        for (const entry of roundFigures.values()) merge(total, entry);
        return line(`round ${index + 1}`, total, roundSeconds);
      }),
    );
  }
  console.log(
    '\nServer memory (MiB): RSS from the kernel; heap used, heap total and external from V8 (Node diagnostic report);' +
      ' after the set-up and after idling, read after a full garbage collection\n',
  );
  console.table(
    memory.map((entry) => ({
      instance: `${entry.instance} (:${entry.port})`,
      point: entry.point,
      RSS: round(entry.reading?.rss ?? NaN),
      'peak RSS': entry.peakRss === undefined ? '' : round(entry.peakRss),
      'heap used': round(entry.reading?.heapUsed ?? NaN),
      'heap total': round(entry.reading?.heapTotal ?? NaN),
      external: round(entry.reading?.external ?? NaN),
    })),
  );
  // Flat: after the same load again, an instance ends where the previous round left it.
  const idle = memory.filter((entry) => entry.point.endsWith('idle'));
  for (const instance of new Set(idle.map((entry) => entry.instance))) {
    const points = idle.filter((entry) => entry.instance === instance);
    for (let index = 1; index < points.length; index += 1) {
      const [before, after] = [points[index - 1]!, points[index]!];
      if (before.pid !== after.pid || !before.reading || !after.reading) {
        console.log(`instance ${instance}: ${after.point} not comparable with ${before.point} (restarted or not read)`);
        continue;
      }
      const delta = (key: keyof MemoryReading) => {
        const value = round(after.reading![key] - before.reading![key]);
        return `${value >= 0 ? '+' : ''}${value}`;
      };
      console.log(
        `instance ${instance}: ${after.point} vs ${before.point}: RSS ${delta('rss')} MiB, heap used ${delta('heapUsed')} MiB, ` +
          `heap total ${delta('heapTotal')} MiB, external ${delta('external')} MiB`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------

async function main() {
  let interrupted = false;
  const onSigint = () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console.log('\nbench:soak: interrupted; stopping (Ctrl-C again to quit at once)');
    hardStop.abort(new Error('interrupted'));
  };
  process.on('SIGINT', onSigint);
  console.log(`bench:soak: starting the cluster on port ${port}…`);
  if (snapshotsDir) mkdirSync(snapshotsDir, { recursive: true });
  const memoryProbe = new InstanceMemory(snapshotsDir);
  const cluster = await startCluster(port, { NODE_OPTIONS: memoryProbe.nodeOptions });
  const memory: MemoryPoint[] = [];
  const rounds: Round[] = [];
  /**
   * Each instance's memory. At the points compared (after the set-up, after idling) each first
   * collects its garbage, so their heap figures are what it holds; at a round's end they are read
   * as the load left them.
   */
  const readMemory = async (point: string, peaks?: number[], settled = false) => {
    for (const [index, instance] of cluster.state().instances.entries()) {
      if (settled && instance.pid !== null) await memoryProbe.collect(`http://127.0.0.1:${instance.port}`).catch(() => undefined);
      const reading = instance.pid === null ? null : await memoryProbe.read(instance.pid).catch(() => null);
      memory.push({ point, instance: index + 1, ...instance, reading, ...(peaks && { peakRss: peaks[index] }) });
    }
    // After the readings: a snapshot forces a collection and takes memory of its own.
    if (snapshotsDir && settled) {
      for (const instance of cluster.state().instances) {
        if (instance.pid !== null) console.log(`  heap snapshot: ${await memoryProbe.snapshot(instance.pid)}`);
      }
    }
  };
  try {
    const setupTimer = setTimeout(() => hardStop.abort(new Error(`set-up longer than ${setupSeconds} s`)), setupSeconds * 1000);
    const setupStarted = Date.now();
    const population = await setUp(cluster).finally(() => clearTimeout(setupTimer));
    console.log(`set-up: done in ${((Date.now() - setupStarted) / 1000).toFixed(0)} s`);
    await readMemory('after set-up', undefined, true);

    const loops = [
      ...population.students.map((client) => student(client, population.offerIds)),
      ...population.companies.map((client) => company(client, population.offerIds)),
      ...population.admins.map((client) => administrator(client, population.offerIds)),
    ];
    for (let number = 1; number <= roundCount && !hardStop.signal.aborted; number += 1) {
      console.log(`round ${number}/${roundCount}: running ${runSeconds} s…`);
      const peaks = cluster.state().instances.map((instance) => rssMiB(instance.pid));
      const sampler = setInterval(() => {
        cluster.state().instances.forEach((instance, index) => {
          peaks[index] = Math.max(peaks[index]!, rssMiB(instance.pid));
        });
      }, 5000);
      figures = new Map();
      measuring = true;
      const started = Date.now();
      const deadline = started + runSeconds * 1000;
      const progress = setInterval(() => {
        const calls = [...figures.values()].reduce((sum, entry) => sum + entry.latencies.length, 0);
        console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s: ${calls} calls`);
      }, 30_000);
      // Calls in flight at the deadline finish (each is bounded by its timeout).
      await Promise.all(loops.map((loop) => simulate(loop, deadline)));
      measuring = false;
      clearInterval(progress);
      clearInterval(sampler);
      rounds.push({ figures, seconds: (Date.now() - started) / 1000 });
      if (hardStop.signal.aborted) break;
      await readMemory(`round ${number} end`, peaks);
      console.log(`  idle ${idleSeconds} s before the next memory reading…`);
      await sleep(idleSeconds * 1000);
      await readMemory(`round ${number} +${idleSeconds} s idle`, undefined, true);
    }
    report(rounds, memory);
  } finally {
    process.off('SIGINT', onSigint);
    await cluster.stop();
    memoryProbe.dispose();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    // Stopped on purpose (Ctrl-C, the set-up's limit): the reason is enough.
    console.error(hardStop.signal.aborted ? `bench:soak: could not run: ${(hardStop.signal.reason as Error).message}` : error);
    process.exit(1);
  },
);
