import type { Config } from '../config.ts';
import { deliverDueMail } from '../mail/deliver.ts';
import type { Job } from './job.ts';

/**
 * Delivers what is due in the outbox: mail whose delivery failed (at its retry time) and mail a
 * crash left behind. Fresh mail does not wait for it: a change that queues mail kicks delivery
 * right after its commit (plugins/mail.ts).
 */
export const mailSweepJob = (config: Config): Job<'mail-sweep'> => ({
  name: 'mail-sweep',
  schedule: config.jobs.mailSweepSeconds > 0 ? { everySeconds: config.jobs.mailSweepSeconds } : null,
  run: ({ db, mailTransport, log }, now) => deliverDueMail(db, mailTransport(), log, { now }),
});
