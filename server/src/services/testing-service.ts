import { latestMailTo } from '../db/repositories/outbox.ts';
import { normalizeEmail } from '../db/repositories/users.ts';
import type { ServiceContext } from './context.ts';

/** The latest mail sent to an address and the first link in it (e2e only: GET /api/testing/outbox). */
export async function latestMail(context: ServiceContext, email: string) {
  const mail = await latestMailTo(context.db, normalizeEmail(email));
  if (!mail) return null;
  return {
    to: mail.to_email,
    subject: mail.subject,
    text: mail.body_text,
    link: /https?:\/\/\S+/.exec(mail.body_text)?.[0] ?? null,
    status: mail.status,
    created_at: mail.created_at,
  };
}
