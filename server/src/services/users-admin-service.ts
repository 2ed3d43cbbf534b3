import type { NewUserBody, ReviewBody, UserChangesBody, UserView } from '@portal/contracts/schemas';
import { deleteUserAccessTokens } from '../db/repositories/access-tokens.ts';
import { findCompanyProfile, findCompanyProfiles, setCompanyStatus } from '../db/repositories/company-profiles.ts';
import { findRole } from '../db/repositories/roles.ts';
import {
  findUserById,
  findUserIdByDni,
  findUserIdByEmail,
  insertUser,
  listUsers,
  newAccountRow,
  normalizeEmail,
  updateUser,
  type UserFilter,
  type UserRecord,
} from '../db/repositories/users.ts';
import { checkDocument, companyReviewMessages, ROLE_IDS } from '@portal/contracts';
import { checkTutorCareers, insertTutorCareers } from './tutor-careers.ts';
import type { Kysely } from 'kysely';
import type { ReadOptions } from '../db/lock.ts';
import { mapPage, type Page, pageRequest } from '../db/paginate.ts';
import type { CompanyProfile, Database, UserStatus, UserUpdate } from '../db/types.ts';
import { fieldError, fieldsError, findOrNotFound } from '../domain/errors.ts';
import { isoNow } from '../lib/time.ts';
import { companyReviewedMail, companyReviewedNotification, emailChangedMail } from '../mail/templates.ts';
import { applyChange } from './changes.ts';
import type { ServiceContext } from './context.ts';
import { notifyUser } from './notifications-service.ts';
import { assertMayManageAccount, assertNotLastAdministrator, lockAdministrators } from './privilege-rules.ts';
import { duplicateAccount, signupMessages } from './signup-service.ts';
import { sendVerificationLink } from './verification.ts';

export const userAdminMessages = {
  notFound: 'El usuario no existe.',
  role: 'El rol seleccionado no existe.',
  ownRole: 'No puede cambiar su propio rol.',
  ownStatus: 'No puede desactivar su propia cuenta.',
  notCompany: 'El usuario no es una empresa registrada.',
  alreadyVerified: 'El correo electrónico de este usuario ya fue verificado.',
  saved: 'Usuario guardado.',
  companyApproved: 'Empresa aprobada.',
  companyRejected: 'Empresa rechazada.',
} as const;

export function userView(user: NonNullable<UserRecord>, company: CompanyProfile | undefined | null): UserView {
  const { role_id, name_ro, ...rest } = user;
  const companyView = company ? (({ user_id: _userId, ...fields }) => fields)(company) : null;
  return { ...rest, role: { id_ro: role_id, name_ro }, company: companyView };
}

/** The user as the API shows it; inside a change, `forUpdate` makes it the audit's "before". */
async function loadUser(db: Kysely<Database>, id: number, options?: ReadOptions): Promise<UserView> {
  const user = await findOrNotFound(findUserById(db, id, options), userAdminMessages.notFound);
  return userView(user, await findCompanyProfile(db, id, options));
}

export function getUser(context: ServiceContext, id: number): Promise<UserView> {
  return loadUser(context.db, id);
}

/**
 * A page of users with their company; `paging` is the query string's `page` and `per_page`
 * (defaults 1 and 20). Kept in memory by its query until an account, a company or a role
 * changes (plugins/kept-answers.ts): every administrator sees the same list.
 */
export async function searchUsers(
  context: ServiceContext,
  filter: UserFilter,
  paging: { page?: number; per_page?: number },
): Promise<Page<UserView>> {
  const request = pageRequest(paging);
  const key = JSON.stringify([filter.search, filter.roleId, filter.status, filter.approval, request.page, request.per_page]);
  return context.userListCache.get(key, async () => {
    const page = await listUsers(context.db, filter, request);
    const companies = await findCompanyProfiles(
      context.db,
      page.items.map((row) => row.id_us),
    );
    return mapPage(page, (row) => userView(row, companies.get(row.id_us)));
  });
}

async function assertRole(db: Kysely<Database>, roleId: number): Promise<void> {
  if (!(await findRole(db, roleId))) throw fieldError('role_id', userAdminMessages.role);
}

async function checkIdentity(db: Kysely<Database>, input: { email?: string; dni?: string | null }, exceptId?: number) {
  const errors: Record<string, string[]> = {};
  if (input.email !== undefined) {
    const owner = await findUserIdByEmail(db, input.email);
    if (owner !== undefined && owner !== exceptId) errors.email = [signupMessages.emailTaken];
  }
  let dni: { value: string; tipo: 'cedula' | 'ruc' | 'pasaporte' } | null | undefined = input.dni === null ? null : undefined;
  if (input.dni) {
    const check = checkDocument(input.dni);
    if (!check.valid) errors.dni = [check.message];
    else {
      const owner = await findUserIdByDni(db, check.value);
      if (owner !== undefined && owner !== exceptId) errors.dni = [signupMessages.dniTaken];
      dni = { value: check.value, tipo: check.tipo };
    }
  }
  if (Object.keys(errors).length > 0) throw fieldsError(errors);
  return dni;
}

/** An account made by an administrator is verified at once: the administrator vouches for it. */
export async function createUser(context: ServiceContext, input: NewUserBody): Promise<UserView> {
  await assertRole(context.db, input.role_id);
  const tutorCareers = await checkTutorCareers(context.db, input);
  const dni = await checkIdentity(context.db, input);
  const passwordHash = await context.passwords.hash(input.password);
  const id = await applyChange(context, async (trx, changes) => {
    await assertMayManageAccount(context, trx, {
      userId: null,
      action: 'create',
      newRoleId: input.role_id,
      attempted: { email: input.email, role_id: input.role_id },
    });
    const now = isoNow();
    const user = newAccountRow(
      {
        name_us: input.name_us.trim(),
        email: normalizeEmail(input.email),
        dni: dni?.value ?? null,
        dni_type: dni?.tipo ?? null,
        role_id: input.role_id,
        email_verified_at: now,
      },
      now,
    );
    // The new user has accepted no notice yet: the consent screen asks at their first sign-in.
    const id_us = await insertUser(trx, { ...user, password_hash: passwordHash, privacy_version: 0 });
    if (tutorCareers) await insertTutorCareers(trx, id_us, tutorCareers.universidadId, tutorCareers.carreras);
    changes.record({
      entity: 'user',
      entityId: id_us,
      action: 'create',
      after: tutorCareers ? { ...user, universidad_id: tutorCareers.universidadId, carreras: tutorCareers.carreras } : user,
    });
    return id_us;
  }).catch(duplicateAccount);
  return loadUser(context.db, id);
}

export async function updateUserAsAdmin(context: ServiceContext, id: number, input: UserChangesBody): Promise<UserView> {
  // Hashing is slow: done before the transaction, which should hold its lock briefly.
  const passwordHash = input.password === undefined ? undefined : await context.passwords.hash(input.password);

  await applyChange(context, async (trx, changes) => {
    if (input.role_id !== undefined) await lockAdministrators(trx);
    const before = await loadUser(trx, id, { forUpdate: true });
    const { password: _secret, ...attempted } = input;
    const email = input.email === undefined ? undefined : normalizeEmail(input.email);
    const emailChanged = email !== undefined && email !== before.email;
    await assertMayManageAccount(context, trx, {
      userId: id,
      action: 'update',
      currentRoleId: before.role.id_ro,
      newRoleId: input.role_id,
      credentials: passwordHash !== undefined || emailChanged,
      attempted: { ...attempted, ...(input.password !== undefined && { password_changed: true }) },
    });
    if (input.role_id !== undefined && input.role_id !== before.role.id_ro) {
      if (id === context.actorId) throw fieldError('role_id', userAdminMessages.ownRole);
      await assertRole(trx, input.role_id);
      if (before.role.id_ro === ROLE_IDS.admin && before.status === 'activo') await assertNotLastAdministrator(trx, id, 'update');
    }
    const dni = await checkIdentity(trx, input, id);
    const now = isoNow();
    const update: UserUpdate = { updated_at: now };
    if (input.name_us !== undefined) update.name_us = input.name_us.trim();
    if (email !== undefined) update.email = email;
    // Nobody has shown they read the new address yet: the account waits for its link.
    if (emailChanged) update.email_verified_at = null;
    if (input.role_id !== undefined) update.role_id = input.role_id;
    if (dni !== undefined) Object.assign(update, { dni: dni?.value ?? null, dni_type: dni?.tipo ?? null });
    if (passwordHash !== undefined) update.password_hash = passwordHash;
    await updateUser(trx, id, update);
    // A new password or address signs the user out everywhere (the administrator too, when it is
    // their own account), as a stolen session must not survive it.
    const signedOut = passwordHash !== undefined || emailChanged;
    if (signedOut) await deleteUserAccessTokens(trx, id);
    if (emailChanged) {
      // The unused links (mailed to the old address) stop working; the new address gets one and the old one is told.
      await sendVerificationLink(trx, changes, context.site, { id_us: id, email });
      await changes.queueMail(emailChangedMail(context.site, before.email));
    }
    // The record after the change, in the shape of `before` (the audit screen compares them field by field).
    const after = await loadUser(trx, id);
    changes.record({
      entity: 'user',
      entityId: id,
      action: 'update',
      before,
      after: { ...after, ...(passwordHash !== undefined && { password_changed: true }) },
    });
    changes.announce({ name: 'user.updated', payload: { userId: id, signedOut } });
  }).catch(duplicateAccount);
  return loadUser(context.db, id);
}

/** Disabling signs the user out everywhere at once. */
export async function setUserStatus(context: ServiceContext, id: number, status: UserStatus): Promise<UserView> {
  await applyChange(context, async (trx, changes) => {
    if (status === 'inactivo') await lockAdministrators(trx);
    const before = await loadUser(trx, id, { forUpdate: true });
    await assertMayManageAccount(context, trx, { userId: id, action: 'status', currentRoleId: before.role.id_ro, attempted: { status } });
    if (id === context.actorId && status === 'inactivo') throw fieldError('status', userAdminMessages.ownStatus);
    if (status === 'inactivo' && before.role.id_ro === ROLE_IDS.admin && before.status === 'activo') {
      await assertNotLastAdministrator(trx, id, 'status');
    }
    await updateUser(trx, id, { status, updated_at: isoNow() });
    if (status === 'inactivo') await deleteUserAccessTokens(trx, id);
    changes.record({ entity: 'user', entityId: id, action: 'status', before: { status: before.status }, after: { status } });
    changes.announce({ name: 'user.updated', payload: { userId: id, signedOut: status === 'inactivo' } });
  });
  return loadUser(context.db, id);
}

/** A rejection states its reason, which the company reads in its e-mail, its notification and on its landing. */
export async function reviewCompany(context: ServiceContext, id: number, review: ReviewBody): Promise<UserView> {
  const messages = companyReviewMessages(review);
  if (messages.motivo) throw fieldError('motivo', messages.motivo);
  const { status } = review;
  const motivo = status === 'rechazada' ? review.motivo!.trim() : null;
  await applyChange(context, async (trx, changes) => {
    const before = await loadUser(trx, id, { forUpdate: true });
    await assertMayManageAccount(context, trx, { userId: id, action: 'review', currentRoleId: before.role.id_ro, attempted: { status } });
    const company = before.company;
    if (!company) throw fieldError('status', userAdminMessages.notCompany);
    await setCompanyStatus(trx, id, { status, reviewed_by: context.actorId, motivo_rechazo: motivo, now: isoNow() });
    changes.record({
      entity: 'company',
      entityId: id,
      action: 'review',
      before: { status: company.status, motivo_rechazo: company.motivo_rechazo },
      after: { status, motivo_rechazo: motivo },
    });
    changes.announce({ name: 'user.updated', payload: { userId: id, signedOut: false } });
    const outcome = { empresa: company.empresa, approved: status === 'aprobada', motivo };
    await changes.queueMail(companyReviewedMail(context.site, before.email, outcome));
    await notifyUser(trx, changes, companyReviewedNotification(id, outcome));
  });
  return loadUser(context.db, id);
}

export async function resendVerificationAsAdmin(context: ServiceContext, id: number): Promise<void> {
  await applyChange(context, async (trx, changes) => {
    const user = await loadUser(trx, id, { forUpdate: true });
    await assertMayManageAccount(context, trx, { userId: id, action: 'verification.resend', currentRoleId: user.role.id_ro });
    if (user.email_verified_at !== null) throw fieldError('email', userAdminMessages.alreadyVerified);
    await sendVerificationLink(trx, changes, context.site, user);
    changes.record({ entity: 'user', entityId: id, action: 'verification.resend' });
  });
}
