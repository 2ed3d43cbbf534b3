import type { Kysely } from 'kysely';
import { claimMail, dueMail, finishMail, recordMailFailure } from '../db/repositories/outbox.ts';
import type { Database } from '../db/types.ts';
import { isoIn, isoNow } from '../lib/time.ts';

/** What delivers one mail: nodemailer's SMTP transport in production, a fake in tests. */
export interface MailTransport {
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
}

export interface DeliveryLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** After this many failed attempts a mail is marked failed (kept in the outbox, visible to an operator). */
export const MAX_ATTEMPTS = 10;

/** 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(30 * 2 ** (attempt - 1), 3600);
}

/**
 * Delivers the mail that is due. Without a transport (no SMTP_URL) each mail is kept in the
 * outbox as `logged` and the log says it waits there (to whom, subject; never the body, whose
 * links are secrets): the operator reads it with `npm run outbox`. Over SMTP, a mail's body is
 * cleared once sent.
 *
 * Each mail is claimed before it is sent and marked sent right after, one by one: a run that
 * dies part-way has marked what it sent, and the next run sends the rest. Only a mail whose
 * sending was under way at the crash is tried again once its claim lapses (the SMTP server may
 * or may not have taken it; a mail is never lost).
 */
export async function deliverDueMail(
  db: Kysely<Database>,
  transport: MailTransport | null,
  log: DeliveryLog,
  { now = new Date(), batchSize = 20 }: { now?: Date; batchSize?: number } = {},
): Promise<number> {
  const due = await dueMail(db, isoNow(now), batchSize);
  let handled = 0;
  for (const mail of due) {
    const attempt = mail.attempts + 1;
    if (!(await claimMail(db, mail, isoIn(retryDelaySeconds(attempt), now)))) continue;
    handled += 1;
    if (!transport) {
      // Never the body: its links (verification, reset) would let whoever reads the log in.
      log.info(
        { mailId: mail.id, to: mail.to_email, subject: mail.subject },
        'Correo en espera en el outbox (no hay SMTP_URL): `npm run outbox` lo muestra',
      );
      await finishMail(db, mail.id, { status: 'logged', now: isoNow(now) });
      continue;
    }
    try {
      await transport.send({ to: mail.to_email, subject: mail.subject, text: mail.body_text });
      await finishMail(db, mail.id, { status: 'sent', now: isoNow(now) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = attempt >= MAX_ATTEMPTS;
      log.warn({ mailId: mail.id, attempt, giveUp, err: message }, 'Mail delivery failed');
      await recordMailFailure(db, mail.id, message, giveUp);
    }
  }
  return handled;
}
