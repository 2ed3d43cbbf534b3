import { businessDaysBetween, checkRuc, ecuadorDay, isFreeMailDomain, offerToday, vettingTargetBusinessDays } from '@portal/contracts';
import type { Vetting } from '@portal/contracts/schemas';
import { getDomain, getHostname } from 'tldts';
import { findCompanyProfile } from '../db/repositories/company-profiles.ts';
import { companyContacts } from '../db/repositories/trust.ts';
import { findUserById } from '../db/repositories/users.ts';
import { notFound } from '../domain/errors.ts';
import type { ServiceContext } from './context.ts';

/**
 * The vetting signals of a company (`GET /api/admin/companies/{id}/vetting`; PRODUCT.md
 * "Confianza"). They inform: approving stays the administrator's decision.
 */

/** Web sites many companies share (a social page): the same domain there says nothing. */
const sharedWebDomains = new Set([
  'facebook.com',
  'instagram.com',
  'linkedin.com',
  'tiktok.com',
  'x.com',
  'twitter.com',
  'wa.me',
  'google.com',
]);

/** The registrable domain (public suffix list) of a web address or an e-mail's domain, lower case; null when there is none. */
export function registrableDomain(value: string | null | undefined): string | null {
  if (!value?.trim()) return null;
  const text = value.trim().toLowerCase();
  const host = getHostname(/^[a-z][a-z0-9+.-]*:\/\//.test(text) ? text : `http://${text}`);
  return host ? getDomain(host) : null;
}

const phoneDigits = (value: string | null | undefined) => {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? digits : null;
};

const rucKind = (ruc: string): Vetting['ruc']['tipo'] => {
  const third = Number(ruc.trim()[2]);
  if (!/^\d{13}$/.test(ruc.trim())) return null;
  return third <= 5 ? 'natural' : third === 6 ? 'publica' : third === 9 ? 'privada' : null;
};

export async function companyVetting(context: ServiceContext, id: number, now: Date = new Date()): Promise<Vetting> {
  const [user, profile] = await Promise.all([findUserById(context.db, id), findCompanyProfile(context.db, id)]);
  if (!user || !profile) throw notFound('La empresa no existe.');

  const check = checkRuc(profile.ruc);
  const ruc: Vetting['ruc'] = { valido: check.valid, tipo: rucKind(profile.ruc) };
  if (!check.valid) ruc.motivo = check.message;

  const mailHost = user.email.split('@')[1]?.toLowerCase() ?? '';
  const mailDomain = registrableDomain(mailHost);
  const webDomain = registrableDomain(profile.web);
  const correoGratuito = isFreeMailDomain(mailHost) || (mailDomain !== null && isFreeMailDomain(mailDomain));

  const phones = new Set([phoneDigits(profile.telefono), phoneDigits(profile.telcontacto)].filter((digits) => digits !== null));
  const duplicados: Vetting['duplicados'] = [];
  for (const other of await companyContacts(context.db)) {
    if (other.user_id === id) continue;
    // The profiles' RUCs are unique; an account may still hold the same number as its dni.
    if (other.ruc.trim() === profile.ruc.trim() || other.dni?.trim() === profile.ruc.trim())
      duplicados.push({ id: other.user_id, empresa: other.empresa, campo: 'ruc' });
    if ([phoneDigits(other.telefono), phoneDigits(other.telcontacto)].some((digits) => digits !== null && phones.has(digits))) {
      duplicados.push({ id: other.user_id, empresa: other.empresa, campo: 'telefono' });
    }
    const otherWeb = registrableDomain(other.web);
    if (webDomain !== null && otherWeb === webDomain && !sharedWebDomains.has(webDomain)) {
      duplicados.push({ id: other.user_id, empresa: other.empresa, campo: 'web' });
    }
  }

  const since = ecuadorDay(new Date(profile.created_at));
  const until = profile.status === 'pendiente' || !profile.reviewed_at ? offerToday(now) : ecuadorDay(new Date(profile.reviewed_at));
  const waited = businessDaysBetween(since, until);
  return {
    ruc,
    dominio_coincide: webDomain === null ? null : mailDomain !== null && mailDomain === webDomain,
    correo_gratuito: correoGratuito,
    duplicados,
    esperando_dias_habiles: waited,
    vencida: profile.status === 'pendiente' && waited > vettingTargetBusinessDays,
  };
}
