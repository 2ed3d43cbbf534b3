import { offerToday } from '@portal/contracts';
import { jobLockKeys, tryJobLock } from '../db/job-lock.ts';
import { expireDueOffers } from '../db/repositories/offers.ts';
import { isoNow } from '../lib/time.ts';
import { offerExpiredNotification } from '../mail/offer-templates.ts';
import { applyChange, type ChangeContext } from './changes.ts';
import { OFFER_ENTITY } from './company-offers-service.ts';
import { notifyUser } from './notifications-service.ts';

/**
 * Marks the published offers whose closing date has passed by `now` as `expirada`, each with one
 * audit entry (by the system) and a notification for its company; returns how many. All in one
 * transaction: a run that dies part-way leaves nothing done, and the next does it all. Safe to
 * run on every instance at once: one holds the job's lock and does the work (db/job-lock.ts), and
 * the update itself only takes offers still published, so none is expired or audited twice.
 */
export async function expireOffers(context: ChangeContext, now: Date = new Date()): Promise<number> {
  return applyChange({ ...context, actorId: null }, async (trx, changes) => {
    if (!(await tryJobLock(trx, jobLockKeys.offerExpiry))) return 0;
    const expired = await expireDueOffers(trx, offerToday(now), isoNow(now));
    for (const offer of expired) {
      changes.record({
        entity: OFFER_ENTITY,
        entityId: offer.id,
        action: 'expire',
        before: { status: 'publicada', fecha_cierre: offer.fecha_cierre },
        after: { status: 'expirada', fecha_cierre: offer.fecha_cierre },
      });
      await notifyUser(trx, changes, offerExpiredNotification(offer.company_id, offer));
    }
    return expired.length;
  });
}
