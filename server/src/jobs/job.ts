import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import type { DeliveryLog, MailTransport } from '../mail/deliver.ts';
import type { PhotoStore } from '../photos/photo-store.ts';
import type { PortalEventBus } from '../services/events.ts';

/** What a job may use: the app's parts, never the app itself, so a test hands it fakes. */
export interface JobDeps {
  db: Kysely<Database>;
  events: PortalEventBus;
  /** The mail transport in use right now (null: no SMTP_URL, mail waits in the outbox). */
  mailTransport(): MailTransport | null;
  log: DeliveryLog;
  /** Where CV photo files are (the account purge removes them); absent in tests that need none. */
  photoStore?(): PhotoStore | null;
}

/**
 * When a job runs by itself: every so many seconds (`atStart`: also once when the server is
 * ready, for work that came due while it was down), or at the times of a cron expression (five
 * fields, Ecuador's time zone); null: only when asked (`app.jobs.run`), as when its interval is 0.
 */
export type JobSchedule = { everySeconds: number; atStart?: boolean } | { cron: string } | null;

/**
 * One piece of background work. `run` is a plain function of its dependencies and the instant
 * it runs at (tests pass a fake one); it resolves with how many things it did. It must be safe
 * to run again after it died part-way: it marks each thing done as it does it, or does all in one
 * transaction, so a second run does the rest and nothing twice.
 */
export interface Job<Name extends string = string> {
  name: Name;
  schedule: JobSchedule;
  run(deps: JobDeps, now: Date): Promise<number>;
}

/** The portal's days are Ecuador's (UTC−5 all year, lib/time.ts): cron times are read there. */
export const JOB_TIME_ZONE = 'America/Guayaquil';
