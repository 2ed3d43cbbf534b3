import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import { enqueueMail } from '../src/db/repositories/outbox.ts';
import type { JobDeps } from '../src/jobs/job.ts';
import { mailSweepJob } from '../src/jobs/mail-sweep.ts';
import { offerExpiryJob } from '../src/jobs/offer-expiry.ts';
import { isoIn, isoNow } from '../src/lib/time.ts';
import type { MailTransport } from '../src/mail/deliver.ts';
import type { TestAccount } from './helpers/accounts.ts';
import { approvedCompany, auditOf, dayFromToday, publishedOffer } from './helpers/offers.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

const DAY = 24 * 3600 * 1000;
const silentLog = { info: () => undefined, warn: () => undefined };

/** Fails the `count`-th insert into `table`: the process dying in the middle of a run. */
function dieAtInsert(table: string, count: number): KyselyPlugin & { died: boolean } {
  let seen = 0;
  const plugin = {
    died: false,
    transformQuery: ({ node }: Parameters<KyselyPlugin['transformQuery']>[0]) => {
      if (InsertQueryNode.is(node) && node.into?.table.identifier.name === table && ++seen === count) {
        plugin.died = true;
        throw new Error('the process died here');
      }
      return node;
    },
    transformResult: async ({ result }: Parameters<KyselyPlugin['transformResult']>[0]) => result,
  };
  return plugin;
}

describe.each(testDialects())('the job functions, run with a fake clock, on %s', (dialect) => {
  let testApp: TestApp;
  let company: TestAccount;

  beforeAll(async () => {
    // No sweep of its own: it would deliver this file's mails, dated on a fake clock, under it.
    testApp = await startTestApp({ dialect, env: { MAIL_SWEEP_INTERVAL_SECONDS: '0' } });
    company = await approvedCompany(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const app = () => testApp.app;
  const deps = (overrides: Partial<JobDeps> = {}): JobDeps => ({
    db: app().db,
    events: app().events,
    mailTransport: () => null,
    log: silentLog,
    ...overrides,
  });

  describe('offer expiry', () => {
    const job = () => offerExpiryJob(app().config);
    const statusOf = async (id: number) =>
      (await app().db.selectFrom('offers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    const expiryNotices = async () =>
      (
        await app()
          .db.selectFrom('notifications')
          .select('text')
          .where('user_id', '=', company.id)
          .where('type', '=', 'offer.expired')
          .execute()
      ).map((notice) => notice.text);

    it('expires an offer only once its closing day has passed on the clock it is given', async () => {
      const id = await publishedOffer(company, { titulo: 'Cierra en diez días', fecha_cierre: dayFromToday(10) });
      const now = Date.now();

      expect(await job().run(deps(), new Date(now + 10 * DAY))).toBe(0);
      expect(await statusOf(id)).toBe('publicada');

      expect(await job().run(deps(), new Date(now + 11 * DAY))).toBe(1);
      expect(await statusOf(id)).toBe('expirada');
      expect(await job().run(deps(), new Date(now + 12 * DAY))).toBe(0);
      expect((await auditOf(app(), 'offer', id)).filter((entry) => entry.action === 'expire')).toHaveLength(1);
    });

    it('dies part-way, leaves nothing half done; run again, expires each offer once with one notice', async () => {
      const titles = ['Vence A', 'Vence B', 'Vence C', 'Vence D'];
      const ids: number[] = [];
      for (const titulo of titles) ids.push(await publishedOffer(company, { titulo, fecha_cierre: dayFromToday(5) }));
      const later = new Date(Date.now() + 6 * DAY);
      const before = (await expiryNotices()).length;

      const dying = dieAtInsert('notifications', 3);
      await expect(job().run(deps({ db: app().db.withPlugin(dying) }), later)).rejects.toThrow('the process died here');
      expect(dying.died).toBe(true);
      for (const id of ids) expect(await statusOf(id)).toBe('publicada');
      expect(await expiryNotices()).toHaveLength(before);

      expect(await job().run(deps(), later)).toBe(titles.length);
      for (const id of ids) {
        expect(await statusOf(id)).toBe('expirada');
        expect((await auditOf(app(), 'offer', id)).filter((entry) => entry.action === 'expire')).toHaveLength(1);
      }
      const notices = await expiryNotices();
      expect(notices).toHaveLength(before + titles.length);
      for (const titulo of titles) expect(notices.filter((text) => text.includes(`«${titulo}»`))).toHaveLength(1);
    });
  });

  describe('mail sweep', () => {
    const job = () => mailSweepJob(app().config);
    // A year ahead: a delivery on the real clock (the app's own kick) finds these mails not yet due.
    const start = new Date(Date.now() + 365 * DAY);
    const rows = () => app().db.selectFrom('mail_outbox').select(['to_email', 'status', 'attempts']).orderBy('id').execute();

    beforeEach(async () => {
      await app().db.deleteFrom('mail_outbox').execute();
    });

    /** A transport that records what the SMTP server took. */
    const recordingTransport = (onSend: (to: string) => Promise<void> = async () => undefined) => {
      const taken: string[] = [];
      const transport: MailTransport = {
        send: async (mail) => {
          await onSend(mail.to);
          taken.push(mail.to);
        },
      };
      return { taken, transport };
    };

    it('sends only what is due on its clock: a failed mail waits for its retry time', async () => {
      await enqueueMail(app().db, { to: 'uno@test.local', subject: 'Asunto', text: 'Texto' }, isoNow(start));
      let up = false;
      const smtp = recordingTransport(async () => {
        if (!up) throw new Error('SMTP 421');
      });
      const sweep = (at: Date) => job().run(deps({ mailTransport: () => smtp.transport }), at);

      expect(await sweep(start)).toBe(1);
      up = true;
      expect(await sweep(new Date(start.getTime() + 29_000))).toBe(0);
      expect(await sweep(new Date(start.getTime() + 30_000))).toBe(1);

      expect(smtp.taken).toEqual(['uno@test.local']);
      expect(await rows()).toEqual([{ to_email: 'uno@test.local', status: 'sent', attempts: 2 }]);
    });

    it('dies while sending the third of five; run again, sends the rest, and none the SMTP server took twice', async () => {
      const addresses = ['a', 'b', 'c', 'd', 'e'].map((name) => `${name}@test.local`);
      for (const to of addresses) await enqueueMail(app().db, { to, subject: 'Asunto', text: 'Texto' }, isoNow(start));

      let reachedThird!: () => void;
      const third = new Promise<void>((resolve) => (reachedThird = resolve));
      // The process stops while the SMTP server has the third mail: its send never finishes.
      const first = recordingTransport((to) =>
        to === 'c@test.local' ? (reachedThird(), new Promise<void>(() => undefined)) : Promise.resolve(),
      );
      void job().run(deps({ mailTransport: () => first.transport }), start);
      await third;
      expect(first.taken).toEqual(['a@test.local', 'b@test.local']);

      const second = recordingTransport();
      const restarted = (at: Date) => job().run(deps({ mailTransport: () => second.transport }), at);
      expect(await restarted(start)).toBe(2);
      expect(second.taken).toEqual(['d@test.local', 'e@test.local']);

      // The third's claim lapses at its retry time: the SMTP server never answered for it.
      expect(await restarted(new Date(isoIn(30, start)))).toBe(1);
      expect([...first.taken, ...second.taken].sort()).toEqual(addresses);
      expect(await rows()).toEqual(
        addresses.map((to_email) => ({ to_email, status: 'sent', attempts: to_email === 'c@test.local' ? 2 : 1 })),
      );
      expect(await restarted(new Date(isoIn(3600, start)))).toBe(0);
    });
  });
});
