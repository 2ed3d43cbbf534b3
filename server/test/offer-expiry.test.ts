import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { jobLockKeys, tryJobLock } from '../src/db/job-lock.ts';
import { type TestAccount } from './helpers/accounts.ts';
import { approvedCompany, auditOf, letOfferLapse, publishedOffer } from './helpers/offers.ts';
import { startTestApp, testConfig, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

/** The background timer stays off: each test runs the job itself. */
const manualJob = { OFFER_EXPIRY_INTERVAL_SECONDS: '0' };

describe.each(testDialects())('the offer expiry job on %s', (dialect) => {
  let first: TestApp;
  let second: FastifyInstance;
  let company: TestAccount;

  beforeAll(async () => {
    first = await startTestApp({ dialect, env: manualJob });
    // A second instance on the same database, as behind a load balancer.
    second = await buildApp(testConfig({ ...manualJob, ...first.database.env }));
    company = await approvedCompany(first.app);
  });

  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /**
   * Both instances run the job: at once on PostgreSQL, which instances share. Two SQLite
   * connections in one process cannot wait for each other's write lock (better-sqlite3 waits
   * synchronously, blocking the event loop the other needs), so there they take turns;
   * separate processes wait for each other as they should.
   */
  const runBoth = async (a: FastifyInstance, b: FastifyInstance) =>
    dialect === 'postgres'
      ? Promise.all([a.jobs.run('offer-expiry'), b.jobs.run('offer-expiry')])
      : [await a.jobs.run('offer-expiry'), await b.jobs.run('offer-expiry')];
  const statusOf = async (id: number) =>
    (await first.app.db.selectFrom('offers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const lapsedOffers = async (count: number) => {
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const id = await publishedOffer(company, { titulo: `Oferta por vencer ${index + 1}` });
      await letOfferLapse(first.app, id);
      ids.push(id);
    }
    return ids;
  };

  it('run by two instances (at once on PostgreSQL), expires each offer once with one audit entry and one notification', async () => {
    const due = await lapsedOffers(8);
    const open = await publishedOffer(company, { titulo: 'Oferta vigente' });
    const counts = await runBoth(first.app, second);
    // Whichever ran second found nothing left (or skipped while the other held the lock).
    const again = await runBoth(second, first.app);

    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(due.length);
    expect(again).toEqual([0, 0]);
    for (const id of due) {
      expect(await statusOf(id)).toBe('expirada');
      expect((await auditOf(first.app, 'offer', id)).filter((entry) => entry.action === 'expire')).toEqual([
        {
          actor_id: null,
          action: 'expire',
          before: expect.objectContaining({ status: 'publicada' }),
          after: expect.objectContaining({ status: 'expirada' }),
        },
      ]);
    }
    expect(await statusOf(open)).toBe('publicada');
    const notices = await first.app.db
      .selectFrom('notifications')
      .select('text')
      .where('user_id', '=', company.id)
      .where('type', '=', 'offer.expired')
      .execute();
    expect(notices).toHaveLength(due.length);
    expect(notices.map((notice) => notice.text)).toContainEqual(expect.stringContaining('«Oferta por vencer 1» expiró'));
  });

  it('reads the offer as expired in the company’s answers before and after the run alike', async () => {
    const [id] = await lapsedOffers(1);
    const read = async () => (await company.caller.get(`/api/company/offers/${id}`)).json().data.status;
    expect(await statusOf(id!)).toBe('publicada');
    expect(await read()).toBe('expirada');
    await second.jobs.run('offer-expiry');
    expect(await statusOf(id!)).toBe('expirada');
    expect(await read()).toBe('expirada');
  });

  if (dialect === 'postgres') {
    it('skips its turn while another instance holds the job’s lock, and does the work on the next one', async () => {
      const [id] = await lapsedOffers(1);
      await first.app.db.transaction().execute(async (trx) => {
        expect(await tryJobLock(trx, jobLockKeys.offerExpiry)).toBe(true);
        expect(await second.jobs.run('offer-expiry')).toBe(0);
      });
      expect(await statusOf(id!)).toBe('publicada');
      expect(await second.jobs.run('offer-expiry')).toBe(1);
      expect(await statusOf(id!)).toBe('expirada');
    });
  }
});

describe('the offer expiry job and the server’s start and shutdown', () => {
  /** A server with the job off, and one published offer whose closing date has passed. */
  async function withLapsedOffer(test: (testApp: TestApp, id: number) => Promise<void>) {
    const testApp = await startTestApp({ env: manualJob });
    try {
      const id = await publishedOffer(await approvedCompany(testApp.app));
      await letOfferLapse(testApp.app, id);
      await test(testApp, id);
    } finally {
      await testApp.close();
    }
  }

  it('runs by itself once the server is ready: an offer that lapsed while the server was down is expired without a call', () =>
    withLapsedOffer(async (testApp, id) => {
      const statusOf = async () =>
        (await testApp.app.db.selectFrom('offers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
      expect(await statusOf()).toBe('publicada');

      const restarted = await buildApp(testConfig({ ...testApp.database.env, OFFER_EXPIRY_INTERVAL_SECONDS: '3600' }));
      try {
        await restarted.ready();
        // Nobody calls the job: the server's own start does (the test's timeout fails it otherwise).
        while ((await statusOf()) !== 'expirada') await new Promise((resolve) => setTimeout(resolve, 20));
      } finally {
        await restarted.close();
      }
    }));

  it('closing the server waits for a run under way instead of cutting its database', () =>
    withLapsedOffer(async (testApp) => {
      const run = testApp.app.jobs.run('offer-expiry');
      await testApp.app.close();
      await expect(run).resolves.toBe(1);
    }));
});
