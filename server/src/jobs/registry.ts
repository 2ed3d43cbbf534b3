import type { Config } from '../config.ts';
import { accountPurgeJob } from './account-purge.ts';
import type { Job } from './job.ts';
import { mailSweepJob } from './mail-sweep.ts';
import { offerExpiryJob } from './offer-expiry.ts';
import { practicumStatusJob } from './practicum-status.ts';
import { surveyInvitationsJob, surveyRemindersJob } from './survey-invitations.ts';

/** Every background job with its schedule: the one list the scheduler (plugins/jobs.ts) runs. */
export function jobRegistry(config: Config) {
  return [
    offerExpiryJob(config),
    mailSweepJob(config),
    practicumStatusJob(config),
    accountPurgeJob(config),
    surveyInvitationsJob(config),
    surveyRemindersJob(config),
  ] as const satisfies readonly Job[];
}

export type JobName = ReturnType<typeof jobRegistry>[number]['name'];
