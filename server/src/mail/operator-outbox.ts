import type { Kysely } from 'kysely';
import { clearMailBodies, waitingMail } from '../db/repositories/outbox.ts';
import type { Database } from '../db/types.ts';

/**
 * `npm run outbox`: writes the mails that wait for the operator of an install without SMTP (to,
 * subject, date and the whole body with its links), oldest first, and returns how many. Then,
 * unless `keep`, clears their bodies: a link is handed over once, as a sent mail would be, and
 * does not stay readable in the database (to, subject and status stay). A user who missed it asks
 * for a new one ("Reenviar verificación", "¿Olvidaste tu contraseña?").
 */
export async function printWaitingMail(
  db: Kysely<Database>,
  write: (text: string) => void,
  options: { keep?: boolean } = {},
): Promise<number> {
  const mails = await waitingMail(db);
  if (mails.length === 0) {
    write('No hay correos en espera en el outbox.');
    return 0;
  }
  for (const mail of mails) {
    write(
      [`── Correo ${mail.id} · ${mail.created_at}`, `Para: ${mail.to_email}`, `Asunto: ${mail.subject}`, '', mail.body_text, ''].join('\n'),
    );
  }
  if (!options.keep)
    await clearMailBodies(
      db,
      mails.map((mail) => mail.id),
    );
  write(
    options.keep
      ? `${mails.length} correo(s) en espera; se conservan (--keep).`
      : `${mails.length} correo(s) mostrados; su texto ya no se guarda en el outbox.`,
  );
  return mails.length;
}
