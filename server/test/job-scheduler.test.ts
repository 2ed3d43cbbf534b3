import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import type { Job } from '../src/jobs/job.ts';
import { startPgBossRunner } from '../src/jobs/pg-boss-runner.ts';
import { startTimers } from '../src/jobs/timers.ts';
import { approvedCompany, auditOf, letOfferLapse, publishedOffer } from './helpers/offers.ts';
import { capturedLog, testConfig } from './helpers/test-app.ts';
import { createTestDatabase, type TestDatabase } from './helpers/test-db.ts';

const job = (name: string, schedule: Job['schedule']): Job => ({ name, schedule, run: async () => 0 });

describe('the in-process timers (croner) on a fake clock', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  /** Starts the timers; `ran` lists each tick as "name HH:MM:SS" (UTC). */
  function startRecording(jobs: Job[], tick: (job: Job) => Promise<void> = async () => undefined) {
    const ran: string[] = [];
    const timers = startTimers(jobs, (started) => {
      ran.push(`${started.name} ${new Date().toISOString().slice(11, 19)}`);
      return tick(started);
    });
    const count = (name: string) => ran.filter((entry) => entry.startsWith(`${name} `)).length;
    return { ran, timers, count };
  }

  it('runs an interval job after each interval, and at once with atStart; never a job without a schedule', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-02T12:00:00.000Z') });
    const { ran, timers, count } = startRecording([
      job('sweep', { everySeconds: 30 }),
      job('expiry', { everySeconds: 600, atStart: true }),
      job('manual', null),
    ]);
    expect(ran).toEqual(['expiry 12:00:00']);

    await jest.advanceTimersByTimeAsync(30_000);
    expect(ran).toEqual(['expiry 12:00:00', 'sweep 12:00:30']);

    await jest.advanceTimersByTimeAsync(570_000);
    expect(count('sweep')).toBe(20);
    expect(count('expiry')).toBe(2);
    expect(ran.at(-1)).toMatch(/^(sweep|expiry) 12:10:00$/);
    expect(count('manual')).toBe(0);
    timers.stop();
  });

  it('runs a cron job at its time in Ecuador (03:00 there is 08:00 UTC), every day', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-02T07:59:00.000Z') });
    const { ran, timers } = startRecording([job('purge', { cron: '0 3 * * *' })]);

    await jest.advanceTimersByTimeAsync(59_000);
    expect(ran).toEqual([]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(ran).toEqual(['purge 08:00:00']);
    await jest.advanceTimersByTimeAsync(24 * 3600 * 1000);
    expect(ran).toEqual(['purge 08:00:00', 'purge 08:00:00']);
    timers.stop();
  });

  it('skips the ticks that come while a run is still going, and goes on once it ends', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-02T12:00:00.000Z') });
    let finish!: () => void;
    const { ran, timers } = startRecording([job('slow', { everySeconds: 10 })], () => new Promise<void>((resolve) => (finish = resolve)));

    await jest.advanceTimersByTimeAsync(45_000);
    expect(ran).toEqual(['slow 12:00:10']);
    finish();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(ran).toEqual(['slow 12:00:10', 'slow 12:00:50']);
    timers.stop();
  });

  it('leaves no timer behind once stopped', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-02T12:00:00.000Z') });
    const { ran, timers } = startRecording([job('sweep', { everySeconds: 30 }), job('purge', { cron: '0 3 * * *' })]);
    expect(jest.getTimerCount()).toBeGreaterThan(0);

    timers.stop();

    expect(jest.getTimerCount()).toBe(0);
    await jest.advanceTimersByTimeAsync(48 * 3600 * 1000);
    expect(ran).toEqual([]);
  });
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('the PostgreSQL runner (pg-boss), several instances on one database', () => {
  let database: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    client = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  /** The rows pg-boss keeps of a job's runs, one per time slot it admitted. */
  const runRows = async (name: string) =>
    (
      await client.query<{ state: string; slot: string; retries: number }>(
        `select state, singleton_on::text as slot, retry_count as retries from pgboss.job where name = $1`,
        [name],
      )
    ).rows;

  /** Connections pg-boss holds on this database (jobs/pg-boss-runner.ts names them). */
  const jobConnections = async () =>
    Number(
      (
        await client.query<{ count: string }>(
          `select count(*) from pg_stat_activity where datname = current_database() and application_name = 'portal-jobs'`,
        )
      ).rows[0]!.count,
    );

  /** Polls until `done` holds (the test's timeout fails it otherwise). */
  async function until(done: () => Promise<boolean>) {
    while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  it('two runners that both offer a due job at once run it once', async () => {
    const ranOn: string[] = [];
    const probe = job('probe', { everySeconds: 3600, atStart: true });
    const runner = (label: string) =>
      startPgBossRunner({
        connectionString: database.env.DATABASE_URL!,
        jobs: [probe],
        execute: async () => void ranOn.push(label),
        log: { warn: () => undefined, error: (object) => ranOn.push(`error ${JSON.stringify(object)}`) },
      });
    const runners = await Promise.all([runner('a'), runner('b')]);
    try {
      await until(async () => (await runRows('probe')).some((row) => row.state === 'completed'));
    } finally {
      await Promise.all(runners.map((started) => started.stop()));
    }

    const rows = await runRows('probe');
    // Both offered a run at start, in one time slot (an hour): one row was admitted, run by one.
    expect(new Set(rows.map((row) => row.slot)).size).toBe(rows.length);
    expect(rows.every((row) => row.state === 'completed' && row.retries === 0)).toBe(true);
    expect(ranOn).toHaveLength(rows.length);
    expect(ranOn.every((label) => label === 'a' || label === 'b')).toBe(true);
  });

  it('two app instances expire each lapsed offer once, each scheduled run on one of them', async () => {
    const env = { ...database.env, OFFER_EXPIRY_INTERVAL_SECONDS: '0', MAIL_SWEEP_INTERVAL_SECONDS: '0' };
    const setUp = await buildApp(testConfig(env));
    const company = await approvedCompany(setUp);
    const ids: number[] = [];
    for (const titulo of ['Vence uno', 'Vence dos', 'Vence tres']) {
      const id = await publishedOffer(company, { titulo });
      await letOfferLapse(setUp, id);
      ids.push(id);
    }
    await setUp.close();

    // Every second: each instance offers a run each second, pg-boss admits one per second.
    const logs = [capturedLog(), capturedLog()];
    const scheduled = { ...env, OFFER_EXPIRY_INTERVAL_SECONDS: '1', LOG_LEVEL: 'debug' };
    const instances: FastifyInstance[] = [];
    try {
      for (const log of logs) instances.push(await buildApp(testConfig(scheduled), { logStream: log.stream }));
      await Promise.all(instances.map((instance) => instance.ready()));
      await until(async () => (await runRows('offer-expiry')).filter((row) => row.state === 'completed').length >= 3);
      expect(await jobConnections()).toBeGreaterThan(0);
    } finally {
      for (const instance of instances) await instance.close();
    }
    // Closed, the instances let go of pg-boss's connections too (the server ends them as they go).
    await until(async () => (await jobConnections()) === 0);

    const runsLogged = logs
      .flatMap((log) => log.lines.map((line) => JSON.parse(line)))
      .filter((entry) => entry.msg === 'Background job ran' && entry.job === 'offer-expiry');
    const rows = await runRows('offer-expiry');
    // A run admitted just before the close may wait unstarted ('created'); none failed or hangs.
    expect(rows.filter((row) => row.state !== 'completed' && row.state !== 'created')).toEqual([]);
    expect(runsLogged).toHaveLength(rows.filter((row) => row.state === 'completed').length);
    expect(runsLogged.reduce((sum, entry) => sum + entry.count, 0)).toBe(ids.length);

    const check = await buildApp(testConfig(env));
    try {
      for (const id of ids) {
        expect((await auditOf(check, 'offer', id)).filter((entry) => entry.action === 'expire')).toHaveLength(1);
      }
    } finally {
      await check.close();
    }
  });
});
