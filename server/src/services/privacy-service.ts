import type { PrivacyConsent, PrivacyNotice } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { fieldError, notFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { applyChange, type ChangeSet } from './changes.ts';
import { type ServiceContext, signedIn } from './context.ts';

export const privacyMessages = {
  noNotice: 'No hay un aviso de privacidad publicado.',
  notCurrent: 'Esta no es la versión vigente del aviso de privacidad. Recarga la página y acepta la vigente.',
  accepted: 'Aceptaste el aviso de privacidad.',
  published: (version: number) =>
    `Se publicó la versión ${version} del aviso de privacidad. Cada usuario la aceptará en su próximo ingreso.`,
} as const;

/** The entity the audit log files consents and notices under. */
export const PRIVACY_ENTITY = 'privacy';

export async function findCurrentNotice(db: Kysely<Database>): Promise<PrivacyNotice | undefined> {
  return db.selectFrom('privacy_notices').selectAll().orderBy('version', 'desc').limit(1).executeTakeFirst();
}

export async function currentNotice(context: Pick<ServiceContext, 'db'>): Promise<PrivacyNotice> {
  const notice = await findCurrentNotice(context.db);
  if (!notice) throw notFound(privacyMessages.noNotice);
  return notice;
}

/** Whether the account still has to accept the current version (login and user/me answer it). */
export async function consentRequired(db: Kysely<Database>, userId: number): Promise<boolean> {
  const [user, notice] = await Promise.all([
    db.selectFrom('users').select('privacy_version').where('id_us', '=', userId).executeTakeFirst(),
    findCurrentNotice(db),
  ]);
  return notice !== undefined && Number(user?.privacy_version ?? 0) < notice.version;
}

/**
 * Records the account's acceptance of a version (version, time, address) in the caller's
 * transaction, with its audit entry: signup and the consent screen both come here.
 */
export async function recordConsent(
  trx: Kysely<Database>,
  changes: ChangeSet,
  consent: { userId: number; version: number; ip: string },
): Promise<PrivacyConsent> {
  const aceptado_en = isoNow();
  await trx
    .insertInto('privacy_consents')
    .values({ user_id: consent.userId, version: consent.version, aceptado_en, ip: consent.ip })
    .execute();
  await trx.updateTable('users').set({ privacy_version: consent.version }).where('id_us', '=', consent.userId).execute();
  changes.record({
    entity: PRIVACY_ENTITY,
    entityId: consent.userId,
    action: 'consent',
    after: { version: consent.version, ip: consent.ip },
  });
  return { version: consent.version, aceptado_en };
}

/** The caller accepts the current version (only that one: an older one is a 422). */
export async function acceptNotice(context: ServiceContext, version: number): Promise<PrivacyConsent> {
  const userId = signedIn(context).user.id_us;
  const notice = await currentNotice(context);
  if (version !== notice.version) throw fieldError('version', privacyMessages.notCurrent);
  return applyChange(context, async (trx, changes) => {
    const consent = await recordConsent(trx, changes, { userId, version, ip: context.ip });
    // The auth check keeps the session a few seconds: it must stop refusing at once.
    changes.announce({ name: 'user.updated', payload: { userId, signedOut: false } });
    return consent;
  });
}

/** A new version: every user is asked to accept it at their next call (the gate, plugins/auth.ts). */
export async function publishNotice(context: ServiceContext, texto: string): Promise<PrivacyNotice> {
  const notice = await applyChange(context, async (trx, changes) => {
    const latest = await findCurrentNotice(trx);
    const version = (latest?.version ?? 0) + 1;
    const row = { version, texto: texto.trim(), publicado_en: isoNow() };
    await trx.insertInto('privacy_notices').values(row).execute();
    changes.record({ entity: PRIVACY_ENTITY, entityId: version, action: 'publish', after: { version } });
    changes.announce({ name: 'privacy.published', payload: { version } });
    return row;
  });
  return notice;
}
