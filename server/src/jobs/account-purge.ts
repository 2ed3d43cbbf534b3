import type { Config } from '../config.ts';
import { purgeDueAccounts } from '../services/account-deletion-service.ts';
import type { Job } from './job.ts';

/**
 * Once a day (Ecuador's time), the accounts whose deletion came due 30 days after it was asked
 * are purged (services/account-deletion-service.ts): once across instances, resumable, idempotent.
 */
export const accountPurgeJob = (config: Config): Job<'account-purge'> => ({
  name: 'account-purge',
  schedule: config.jobs.accountPurgeCron.trim() ? { cron: config.jobs.accountPurgeCron.trim() } : null,
  async run({ db, events, log, photoStore }, now) {
    const count = await purgeDueAccounts({ db, events, photos: photoStore?.() ?? null }, now);
    if (count > 0) log.info({ count }, 'Cuentas eliminadas');
    return count;
  },
});
