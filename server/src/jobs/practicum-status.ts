import type { Config } from '../config.ts';
import { movePracticumStatuses } from '../services/practicums-service.ts';
import type { Job } from './job.ts';

/** Running practicums follow their dates: planificada → en_curso → finalizada (services/practicums-service.ts). */
export const practicumStatusJob = (config: Config): Job<'practicum-status'> => ({
  name: 'practicum-status',
  schedule: config.jobs.practicumStatusSeconds > 0 ? { everySeconds: config.jobs.practicumStatusSeconds, atStart: true } : null,
  async run({ db, events, log }, now) {
    const count = await movePracticumStatuses({ db, events, site: { productTitle: config.productTitle, appUrl: config.appUrl } }, now);
    if (count > 0) log.info({ count }, 'Prácticas actualizadas por fecha');
    return count;
  },
});
