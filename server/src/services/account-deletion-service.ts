import type { DeletionCancelBody, DeletionData } from '@portal/contracts/schemas';
import { ecuadorDay } from '@portal/contracts';
import { randomSecret } from '../auth/secrets.ts';
import { consumeOrThrow } from '../auth/throttle.ts';
import { deleteUserAccessTokens } from '../db/repositories/access-tokens.ts';
import { findCredentialsByEmail, findPasswordHash } from '../db/repositories/users.ts';
import { jobLockKeys, tryJobLock } from '../db/job-lock.ts';
import { fieldError } from '../domain/errors.ts';
import { isoIn, isoNow } from '../lib/time.ts';
import type { PhotoStore } from '../photos/photo-store.ts';
import { PURGED_APPLICANT } from './applicant-cv.ts';
import { logAuthEvent } from './auth-events.ts';
import { applyChange, type ChangeContext } from './changes.ts';
import { type ServiceContext, signedIn } from './context.ts';
import { purgeParts } from './data-export/registry.ts';

/** PRODUCT.md "Deletion": disabled at once, purged 30 days later. */
export const DELETION_GRACE_DAYS = 30;

export const deletionMessages = {
  wrongPassword: 'La contraseña no es correcta.',
  requested: (day: string) => `Tu cuenta quedó desactivada y se eliminará el ${day}. Hasta entonces puedes cancelar la eliminación.`,
  failedCancel: 'Estas credenciales no coinciden con una cuenta con eliminación pendiente.',
  cancelled: 'Cancelaste la eliminación. Tu cuenta está activa de nuevo; ya puedes ingresar.',
} as const;

/**
 * The owner asks to delete the account, with the password: it is disabled at once (every token
 * deleted, the sockets close through `user.updated`) and purged at `purge_at`. Wrong passwords
 * are counted per account, as for a password change.
 */
export async function requestDeletion(context: ServiceContext, password: string): Promise<DeletionData> {
  const session = signedIn(context);
  const userId = session.user.id_us;
  const key = `deletion:${userId}`;
  await consumeOrThrow(context.throttle, [key, context.limits.deletionCancel]);
  const hash = await findPasswordHash(context.db, userId);
  if (hash === undefined || !(await context.passwords.verify(hash, password))) throw fieldError('password', deletionMessages.wrongPassword);
  await context.throttle.clear(key);
  const purgeAt = isoIn(DELETION_GRACE_DAYS * 24 * 3600);
  await applyChange({ ...context, actorId: userId }, async (trx, changes) => {
    await trx.updateTable('users').set({ purge_at: purgeAt, updated_at: isoNow() }).where('id_us', '=', userId).execute();
    await deleteUserAccessTokens(trx, userId);
    changes.record({ entity: 'user', entityId: userId, action: 'deletion.request', after: { purge_at: purgeAt } });
    changes.announce({ name: 'user.updated', payload: { userId, signedOut: true } });
  });
  logAuthEvent(context.log, 'logout', { ip: context.ip, userId });
  return { purge_at: purgeAt };
}

export function deletionRequestedMessage(purgeAt: string): string {
  return deletionMessages.requested(ecuadorDay(new Date(purgeAt)));
}

/** Public: the owner, with e-mail and password, keeps the account during the 30 days (throttled per address). */
export async function cancelDeletion(context: ServiceContext, input: DeletionCancelBody): Promise<void> {
  await consumeOrThrow(context.throttle, [`deletion-cancel:${context.ip}`, context.limits.deletionCancel]);
  const account = await findCredentialsByEmail(context.db, input.email);
  const valid = account
    ? await context.passwords.verify(account.password_hash, input.password)
    : await context.passwords.verifyAgainstDummy(input.password);
  if (!account || !valid || account.purge_at === null) throw fieldError('email', deletionMessages.failedCancel);
  await applyChange({ ...context, actorId: account.id_us }, async (trx, changes) => {
    await trx.updateTable('users').set({ purge_at: null, updated_at: isoNow() }).where('id_us', '=', account.id_us).execute();
    changes.record({ entity: 'user', entityId: account.id_us, action: 'deletion.cancel', before: { purge_at: account.purge_at } });
    changes.announce({ name: 'user.updated', payload: { userId: account.id_us, signedOut: false } });
  });
}

/** What the purge job needs: the database, the events and where photo files are. */
export interface PurgeDeps extends Pick<ChangeContext, 'db' | 'events'> {
  photos: PhotoStore | null;
}

const pseudonym = () => `seud-${randomSecret().slice(0, 16)}`;

/**
 * Purges one account whose deletion came due: its CV, photo (row and file), notifications,
 * tokens and every other area's personal rows (the registry's purge parts) go; application rows
 * stay, anonymised; consent and audit rows keep only a pseudonym; the user row stays as a
 * tombstone (its id is still named by those rows) without e-mail, document or name, so both can
 * sign up again. Answers false when another run purged it first (the guarded update).
 */
async function purgeAccount(deps: PurgeDeps, userId: number, now: Date): Promise<boolean> {
  const nowIso = isoNow(now);
  const seudonimo = pseudonym();
  let photoFile: string | undefined;
  const purged = await applyChange({ ...deps, actorId: null }, async (trx, changes) => {
    const claimed = await trx
      .updateTable('users')
      .set({
        name_us: PURGED_APPLICANT,
        email: `${seudonimo}@eliminado.invalid`,
        dni: null,
        dni_type: null,
        password_hash: `!purged-${randomSecret()}`,
        status: 'inactivo',
        purge_at: null,
        purged_at: nowIso,
        seudonimo,
        updated_at: nowIso,
      })
      .where('id_us', '=', userId)
      .where('purged_at', 'is', null)
      .where('purge_at', '<=', nowIso)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return false;
    const photo = await trx.selectFrom('cv_photos').select('file_name').where('user_id', '=', userId).executeTakeFirst();
    photoFile = photo?.file_name;
    for (const part of purgeParts) await part.purge(trx, userId);
    await trx.updateTable('privacy_consents').set({ ip: null, seudonimo }).where('user_id', '=', userId).execute();
    // Audit entries about the account keep the step, the time and the pseudonym, not the data.
    await trx
      .updateTable('audit_log')
      .set({ before_data: null, after_data: JSON.stringify({ seudonimo }) })
      .where('entity', 'in', ['user', 'company', 'privacy'])
      .where('entity_id', '=', String(userId))
      .execute();
    changes.record({ entity: 'user', entityId: userId, action: 'purge', after: { seudonimo } });
    return true;
  });
  // After the commit: the row that named the file is gone, so nothing can serve it again.
  if (purged && photoFile && deps.photos) await deps.photos.remove(photoFile);
  return purged;
}

/**
 * The daily purge (jobs/account-purge.ts): every account whose `purge_at` has passed, each in
 * its own transaction, so a run that dies part-way leaves the rest for the next. With several
 * instances one holds the job's lock; the guarded update makes a second run purge nothing twice.
 */
export async function purgeDueAccounts(deps: PurgeDeps, now: Date = new Date()): Promise<number> {
  const locked = await deps.db.transaction().execute(async (trx) => {
    if (!(await tryJobLock(trx, jobLockKeys.accountPurge))) return null;
    return trx.selectFrom('users').select('id_us').where('purge_at', '<=', isoNow(now)).where('purged_at', 'is', null).execute();
  });
  if (!locked) return 0;
  let count = 0;
  for (const { id_us } of locked) if (await purgeAccount(deps, id_us, now)) count += 1;
  return count;
}
