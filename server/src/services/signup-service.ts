import type { CompanySignupBody, StudentSignupBody } from '@portal/contracts/schemas';
import type { Static } from 'typebox';
import { sha256Hex } from '../auth/secrets.ts';
import { isActiveCatalogCode } from '../db/repositories/catalogs.ts';
import { insertCompanyProfile, rucTaken } from '../db/repositories/company-profiles.ts';
import {
  findUserByEmail,
  findUserIdByDni,
  findUserIdByEmail,
  insertUser,
  newAccountRow,
  normalizeEmail,
  updateUser,
} from '../db/repositories/users.ts';
import { findVerificationToken, markVerificationTokenUsed } from '../db/repositories/verification-tokens.ts';
import { ROLE_IDS } from '@portal/contracts';
import { whenUnique } from '../db/unique-violation.ts';
import {
  checkDocument,
  checkRuc,
  checkStudentDocument,
  type DocumentCheck,
  type DocumentType,
  validationMessages,
} from '@portal/contracts';
import { fieldError, fieldsError } from '../domain/errors.ts';
import { consumeOrThrow } from '../auth/throttle.ts';
import { isoNow } from '../lib/time.ts';
import { companyPendingMail } from '../mail/templates.ts';
import { applyChange } from './changes.ts';
import type { ServiceContext } from './context.ts';
import { findCurrentNotice, recordConsent } from './privacy-service.ts';
import { sendVerificationLink } from './verification.ts';

export const signupMessages = {
  dniTaken: 'La identificación ya se encuentra registrada.',
  rucTaken: 'El RUC ya se encuentra registrado.',
  emailTaken: 'El correo electrónico ya se encuentra registrado.',
  studentCreated: 'Cuenta creada. Revise su correo electrónico y abra el enlace para activarla.',
  companyCreated:
    'Empresa registrada. Revise su correo electrónico para activar la cuenta; un administrador aprobará la empresa antes de que pueda publicar ofertas.',
  hashUnknown: 'El enlace de verificación no es válido.',
  hashUsed: 'Este enlace de verificación ya fue utilizado.',
  hashExpired: 'El enlace de verificación ha caducado. Solicite uno nuevo.',
  verified: (email: string) => `El correo electrónico ${email} ha sido validado.`,
  alreadyVerified: (email: string) => `El correo electrónico ${email} ya fue validado.`,
  resent: 'Si el correo está registrado y pendiente de verificación, le enviamos un nuevo enlace.',
} as const;

/** The document's checks (the client's forms run the same) and its availability. */
async function checkAvailableDocument(context: ServiceContext, check: DocumentCheck) {
  if (!check.valid) throw fieldError('dni', check.message);
  if ((await findUserIdByDni(context.db, check.value)) !== undefined) throw fieldError('dni', signupMessages.dniTaken);
  return check;
}

export async function validateDni(context: ServiceContext, dni: string): Promise<{ dni: string; tipo: DocumentType; disponible: boolean }> {
  await consumeOrThrow(context.throttle, [`validation:${context.ip}`, context.limits.validation]);
  const check = await checkAvailableDocument(context, checkDocument(dni));
  return { dni: check.value, tipo: check.tipo, disponible: true };
}

async function assertEmailFree(context: ServiceContext, email: string): Promise<void> {
  if ((await findUserIdByEmail(context.db, email)) !== undefined) throw fieldError('email', signupMessages.emailTaken);
}

/** `acepta_privacidad: true` (the schema requires it) accepts the notice in force now. */
async function recordSignupConsent(
  trx: Parameters<typeof recordConsent>[0],
  changes: Parameters<typeof recordConsent>[1],
  userId: number,
  ip: string,
) {
  const notice = await findCurrentNotice(trx);
  if (notice) await recordConsent(trx, changes, { userId, version: notice.version, ip });
}

export const duplicateAccount = whenUnique(() => fieldsError({ email: [signupMessages.emailTaken], dni: [signupMessages.dniTaken] }));

export async function signupStudent(context: ServiceContext, input: Static<typeof StudentSignupBody>): Promise<{ email: string }> {
  await consumeOrThrow(context.throttle, [`signup:${context.ip}`, context.limits.signup]);
  const check = await checkAvailableDocument(context, checkStudentDocument(input.dni));
  await assertEmailFree(context, input.email);

  const email = normalizeEmail(input.email);
  const passwordHash = await context.passwords.hash(input.password);
  await applyChange(context, async (trx, changes) => {
    const now = isoNow();
    const user = newAccountRow(
      {
        // The CV's nombres and apellidos replace this later; until then the e-mail's name shows.
        name_us: email.split('@')[0]!,
        email,
        dni: check.value,
        dni_type: check.tipo,
        role_id: ROLE_IDS.student,
        email_verified_at: null,
      },
      now,
    );
    const id_us = await insertUser(trx, { ...user, password_hash: passwordHash, privacy_version: 0 });
    await recordSignupConsent(trx, changes, id_us, context.ip);
    changes.record({ entity: 'user', entityId: id_us, action: 'signup', after: user });
    await sendVerificationLink(trx, changes, context.site, { id_us, email });
  }).catch(duplicateAccount);
  return { email };
}

/** The body of `user/singup/company` (contracts), the one declaration of its fields. */
export type CompanySignup = Static<typeof CompanySignupBody>;

export async function signupCompany(context: ServiceContext, input: CompanySignup): Promise<{ email: string }> {
  await consumeOrThrow(context.throttle, [`signup:${context.ip}`, context.limits.signup]);
  const ruc = checkRuc(input.ruc);
  if (!ruc.valid) throw fieldError('ruc', ruc.message);
  if ((await findUserIdByDni(context.db, ruc.value)) !== undefined || (await rucTaken(context.db, ruc.value))) {
    throw fieldError('ruc', signupMessages.rucTaken);
  }
  const pais = input.pais.toUpperCase();
  if (!(await isActiveCatalogCode(context.db, 'paises', pais))) throw fieldError('pais', validationMessages.country);
  // The schema checked its shape (field-rules.ts); that Ecuador needs one is the form's rule too.
  const provincia = pais === 'EC' ? input.provincia?.trim() || null : null;
  if (pais === 'EC' && provincia === null) throw fieldError('provincia', validationMessages.required);
  await assertEmailFree(context, input.email);

  const email = normalizeEmail(input.email);
  const passwordHash = await context.passwords.hash(input.password);
  await applyChange(context, async (trx, changes) => {
    const now = isoNow();
    const user = newAccountRow(
      {
        name_us: input.empresa.trim(),
        email,
        dni: ruc.value,
        dni_type: 'ruc',
        role_id: ROLE_IDS.company,
        email_verified_at: null,
      },
      now,
    );
    const id_us = await insertUser(trx, { ...user, password_hash: passwordHash, privacy_version: 0 });
    await recordSignupConsent(trx, changes, id_us, context.ip);
    const profile = {
      user_id: id_us,
      ruc: ruc.value,
      empresa: input.empresa.trim(),
      descripcion: input.descripcion.trim(),
      representante: input.representante.trim(),
      pais,
      provincia,
      ciudad: input.ciudad.trim(),
      telefono: input.telefono.trim(),
      web: input.web?.trim() || null,
      cargo: input.cargo.trim(),
      telcontacto: input.telcontacto.trim(),
      nomcontacto: input.nomcontacto.trim(),
      status: 'pendiente' as const,
      reviewed_by: null,
      reviewed_at: null,
      created_at: now,
      updated_at: now,
    };
    await insertCompanyProfile(trx, profile);
    changes.record({ entity: 'user', entityId: id_us, action: 'signup', after: { ...user, company: profile } });
    await sendVerificationLink(trx, changes, context.site, { id_us, email });
    await changes.queueMail(companyPendingMail(context.site, email, profile.empresa));
  }).catch(duplicateAccount);
  return { email };
}

/**
 * Verifies the account of a link. A used link of an account already verified (a mail scanner
 * opened it first, or the person opens it twice) answers that it is: `already_verified`.
 */
export async function verifyEmail(context: ServiceContext, hash: string): Promise<{ email: string; already_verified?: true }> {
  const token = await findVerificationToken(context.db, sha256Hex(hash));
  // A link mailed to an address the account no longer has is no link at all.
  if (!token || token.sent_to !== token.email) throw fieldError('hash', signupMessages.hashUnknown);
  const alreadyVerified = { email: token.email, already_verified: true as const };
  if (token.used_at !== null) {
    if (token.email_verified_at !== null) return alreadyVerified;
    throw fieldError('hash', signupMessages.hashUsed);
  }
  if (token.expires_at <= isoNow()) throw fieldError('hash', signupMessages.hashExpired);

  const first = await applyChange(context, async (trx, changes) => {
    const now = isoNow();
    // Two requests with the same link: only the one that marks it used verifies; the other is
    // told the account is verified.
    if (!(await markVerificationTokenUsed(trx, token.id, now))) return false;
    if (token.email_verified_at === null) {
      await updateUser(trx, token.user_id, { email_verified_at: now, updated_at: now });
      changes.record({ entity: 'user', entityId: token.user_id, action: 'verify', after: { email_verified_at: now } });
      changes.announce({ name: 'user.updated', payload: { userId: token.user_id, signedOut: false } });
    }
    return true;
  });
  return first ? { email: token.email } : alreadyVerified;
}

/** The same answer whether or not the e-mail has an account, so it reveals nothing. */
export async function resendVerification(context: ServiceContext, email: string): Promise<void> {
  await consumeOrThrow(
    context.throttle,
    [`resend:${normalizeEmail(email)}|${context.ip}`, context.limits.resend],
    [`resend-ip:${context.ip}`, context.limits.resendPerIp],
  );
  const account = await findUserByEmail(context.db, email);
  if (!account || account.email_verified_at !== null) return;
  await applyChange(context, async (trx, changes) => {
    await sendVerificationLink(trx, changes, context.site, account);
    changes.record({ entity: 'user', entityId: account.id_us, action: 'verification.resend' });
  });
}
