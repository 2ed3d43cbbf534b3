import type { Config } from '../config.ts';
import { sendSurveyMail } from '../services/survey-invitations-service.ts';
import type { Job } from './job.ts';

/**
 * Mails the invitations of open surveys in batches (services/survey-invitations-service.ts).
 * Opening a survey also runs it at once on the instance that opened it; the schedule picks up what
 * a restart or another instance left.
 */
export const surveyInvitationsJob = (config: Config): Job<'survey-invitations'> => ({
  name: 'survey-invitations',
  schedule: config.jobs.surveyInvitationsSeconds > 0 ? { everySeconds: config.jobs.surveyInvitationsSeconds, atStart: true } : null,
  async run({ db, events, log }, now) {
    const count = await sendSurveyMail(
      { db, events },
      { site: { productTitle: config.productTitle, appUrl: config.appUrl }, batchSize: config.jobs.surveyMailBatch, now, reminder: false },
    );
    if (count > 0) log.info({ count }, 'Invitaciones a encuestas enviadas');
    return count;
  },
});

/** Once, a week after the invitation, mails a reminder to those who have not answered. */
export const surveyRemindersJob = (config: Config): Job<'survey-reminders'> => ({
  name: 'survey-reminders',
  schedule: config.jobs.surveyRemindersSeconds > 0 ? { everySeconds: config.jobs.surveyRemindersSeconds } : null,
  async run({ db, events, log }, now) {
    const count = await sendSurveyMail(
      { db, events },
      { site: { productTitle: config.productTitle, appUrl: config.appUrl }, batchSize: config.jobs.surveyMailBatch, now, reminder: true },
    );
    if (count > 0) log.info({ count }, 'Recordatorios de encuestas enviados');
    return count;
  },
});
