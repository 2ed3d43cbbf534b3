import type { Kysely } from 'kysely';
import type { Database, MailOutbox, MailStatus } from '../types.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Written in the caller's transaction: the mail exists exactly when the change it announces does. */
export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail, now: string): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({
      to_email: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      status: 'pending',
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

export function dueMail(db: Kysely<Database>, now: string, limit: number): Promise<MailOutbox[]> {
  return db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Takes the mail for one attempt by moving its next attempt forward; false when another
 * process took it first. A crash after this leaves the mail to be retried, never lost.
 */
export async function claimMail(db: Kysely<Database>, mail: MailOutbox, retryAt: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ attempts: mail.attempts + 1, next_attempt_at: retryAt })
    .where('id', '=', mail.id)
    .where('attempts', '=', mail.attempts)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finishMail(
  db: Kysely<Database>,
  id: number,
  outcome: { status: MailStatus; now: string; error?: string },
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: outcome.status,
      last_error: outcome.error ?? null,
      // Once the SMTP server took it, the body (its links) is not kept: to, subject and status are.
      ...(outcome.status === 'sent' && { sent_at: outcome.now, body_text: '' }),
    })
    .where('id', '=', id)
    .execute();
}

export async function recordMailFailure(db: Kysely<Database>, id: number, error: string, giveUp: boolean) {
  await db
    .updateTable('mail_outbox')
    .set({ last_error: error.slice(0, 2000), ...(giveUp && { status: 'failed' as const }) })
    .where('id', '=', id)
    .execute();
}

/**
 * Mail kept for the operator of an install without SMTP (`logged`) whose body nobody has read
 * yet (`npm run outbox`), oldest first.
 */
export function waitingMail(db: Kysely<Database>): Promise<MailOutbox[]> {
  return db.selectFrom('mail_outbox').selectAll().where('status', '=', 'logged').where('body_text', '<>', '').orderBy('id').execute();
}

/** The operator has read these mails: their bodies (links) are not kept any longer. */
export async function clearMailBodies(db: Kysely<Database>, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('mail_outbox').set({ body_text: '' }).where('id', 'in', ids).execute();
}

export function latestMailTo(db: Kysely<Database>, email: string): Promise<MailOutbox | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('to_email', '=', email).orderBy('id', 'desc').limit(1).executeTakeFirst();
}
