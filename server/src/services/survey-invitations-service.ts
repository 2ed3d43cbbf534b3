import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../auth/secrets.ts';
import { tryJobLock } from '../db/job-lock.ts';
import { invitationsToRemind, markInvitationSent, unsentInvitations } from '../db/repositories/surveys.ts';
import { enqueueMail } from '../db/repositories/outbox.ts';
import { isoIn, isoNow } from '../lib/time.ts';
import { surveyInvitationMail, surveyInvitationNotification } from '../mail/survey-templates.ts';
import { applyChange, type ChangeContext } from './changes.ts';
import { notifyUser } from './notifications-service.ts';

/** Advisory-lock keys of the two survey jobs (db/job-lock.ts keeps the others'). */
export const surveyJobLocks = { invitations: 74_110_601, reminders: 74_110_602 } as const;

export interface SurveyMailOptions {
  site: { productTitle: string; appUrl: string };
  batchSize: number;
  now: Date;
  /** The reminder run: mail once more those who have not answered a week after their invitation. */
  reminder: boolean;
}

const WEEK_SECONDS = 7 * 24 * 3600;

/**
 * Mails the invitations of open surveys (or the reminders) in batches, each batch in one
 * transaction: every invitation's link (256 random bits, only its SHA-256 stored), its mail in the
 * outbox and its notification commit together, so a run that dies part-way leaves whole batches
 * done and the next run does the rest, never one twice. On PostgreSQL each batch takes the job's
 * advisory lock, so of instances running at once one sends; the update only takes invitations
 * still unsent, so none is mailed twice even without it.
 */
export async function sendSurveyMail(context: Pick<ChangeContext, 'db' | 'events'>, options: SurveyMailOptions): Promise<number> {
  let sent = 0;
  const now = isoNow(options.now);
  const cutoff = isoIn(-WEEK_SECONDS, options.now);
  for (;;) {
    const batch = await applyChange({ ...context, actorId: null }, async (trx, changes) => {
      if (!(await tryJobLock(trx, options.reminder ? surveyJobLocks.reminders : surveyJobLocks.invitations))) return null;
      const due = options.reminder
        ? await invitationsToRemind(trx, cutoff, options.batchSize)
        : await unsentInvitations(trx, options.batchSize);
      let done = 0;
      for (const invitation of due) {
        const secret = randomBytes(32).toString('base64url');
        if (!(await markInvitationSent(trx, invitation.id, sha256Hex(secret), now, options.reminder))) continue;
        const invitee = { ...invitation, user_id: invitation.user_id };
        await enqueueMail(trx, surveyInvitationMail(options.site, invitee, secret, options.reminder), now);
        if (!options.reminder) await notifyUser(trx, changes, surveyInvitationNotification(invitee, secret));
        done += 1;
      }
      return { due: due.length, done };
    });
    if (batch === null) return sent;
    sent += batch.done;
    if (batch.due < options.batchSize) return sent;
  }
}
