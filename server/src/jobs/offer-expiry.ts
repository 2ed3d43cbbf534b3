import type { Config } from '../config.ts';
import { expireOffers } from '../services/offer-expiry-service.ts';
import type { Job } from './job.ts';

/** Published offers past their closing date become `expirada` (services/offer-expiry-service.ts). */
export const offerExpiryJob = (config: Config): Job<'offer-expiry'> => ({
  name: 'offer-expiry',
  schedule: config.jobs.offerExpirySeconds > 0 ? { everySeconds: config.jobs.offerExpirySeconds, atStart: true } : null,
  async run({ db, events, log }, now) {
    const count = await expireOffers({ db, events, actorId: null }, now);
    if (count > 0) log.info({ count }, 'Ofertas expiradas');
    return count;
  },
});
