import { fillMessage, moderationReasonMessage, trustMessages } from '@portal/contracts';
import type { UserView } from '@portal/contracts/schemas';
import type { Kysely, Transaction } from 'kysely';
import { deleteUserAccessTokens } from '../db/repositories/access-tokens.ts';
import { findCompanyProfile } from '../db/repositories/company-profiles.ts';
import { setSuspension } from '../db/repositories/trust.ts';
import { findUserById } from '../db/repositories/users.ts';
import type { CompanyProfile, Database } from '../db/types.ts';
import { conflict, fieldError, notFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { suspensionMail } from '../mail/trust-templates.ts';
import { applyChange, type ChangeSet } from './changes.ts';
import type { ServiceContext } from './context.ts';
import { assertMayManageAccount } from './privilege-rules.ts';
import { getUser } from './users-admin-service.ts';

/**
 * Suspending a company (PRODUCT.md "Confianza"): its offers leave the students' search at once
 * — the search and the offer's page read `suspendida_at` on every request, and the audit's
 * `accounts.changed` drops every instance's kept pages — its applications read "Oferta
 * retirada", its sessions and sockets end (as a deactivation: tokens deleted, `user.updated`
 * with `signedOut`), and its sign-in is refused with the reason. Reinstating undoes all of it:
 * what was published and is not expired shows again, as nothing else was changed.
 */

async function companyOf(trx: Kysely<Database>, id: number): Promise<{ profile: CompanyProfile; email: string; roleId: number }> {
  const [user, profile] = await Promise.all([findUserById(trx, id, { forUpdate: true }), findCompanyProfile(trx, id, { forUpdate: true })]);
  if (!user || !profile) throw notFound(trustMessages.notCompany);
  return { profile, email: user.email, roleId: user.role_id };
}

/** Suspends inside a change (also what resolving a report with `suspender_empresa` does). */
export async function suspendWithin(
  trx: Transaction<Database>,
  changes: ChangeSet,
  context: ServiceContext,
  id: number,
  motivo: string,
): Promise<void> {
  const { profile, email, roleId } = await companyOf(trx, id);
  await assertMayManageAccount(context, trx, { userId: id, action: 'suspend', currentRoleId: roleId, attempted: { motivo } });
  if (profile.suspendida_at !== null) throw conflict(trustMessages.alreadySuspended);
  const now = isoNow();
  await setSuspension(trx, id, { suspendida_at: now, motivo_suspension: motivo, now });
  await deleteUserAccessTokens(trx, id);
  changes.record({
    entity: 'company',
    entityId: id,
    action: 'suspend',
    before: { suspendida_at: null },
    after: { suspendida_at: now, motivo },
  });
  changes.announce({ name: 'user.updated', payload: { userId: id, signedOut: true } });
  await changes.queueMail(suspensionMail(context.site, email, profile.empresa, motivo, true));
}

export async function suspendCompany(context: ServiceContext, id: number, motivo: string): Promise<UserView> {
  const message = moderationReasonMessage(motivo);
  if (message !== null) throw fieldError('motivo', message);
  await applyChange(context, (trx, changes) => suspendWithin(trx, changes, context, id, motivo.trim()));
  return getUser(context, id);
}

export async function reinstateCompany(context: ServiceContext, id: number): Promise<UserView> {
  await applyChange(context, async (trx, changes) => {
    const { profile, email, roleId } = await companyOf(trx, id);
    await assertMayManageAccount(context, trx, { userId: id, action: 'reinstate', currentRoleId: roleId });
    if (profile.suspendida_at === null) throw conflict(trustMessages.notSuspended);
    await setSuspension(trx, id, { suspendida_at: null, motivo_suspension: null, now: isoNow() });
    changes.record({
      entity: 'company',
      entityId: id,
      action: 'reinstate',
      before: { suspendida_at: profile.suspendida_at, motivo: profile.motivo_suspension },
      after: { suspendida_at: null },
    });
    changes.announce({ name: 'user.updated', payload: { userId: id, signedOut: false } });
    await changes.queueMail(suspensionMail(context.site, email, profile.empresa, null, false));
  });
  return getUser(context, id);
}

/** The sign-in refusal's text for a suspended company. */
export const suspendedSignInMessage = (motivo: string | null) => fillMessage(trustMessages.signInSuspended, { motivo: motivo ?? '' });
