import { offerMessages, offerStatuses, offerToday } from '@portal/contracts';
import type { CompanySummary } from '@portal/contracts/schemas';
import { findCompanyProfile } from '../db/repositories/company-profiles.ts';
import { companyApplicantCounts, companyOfferCounts } from '../db/repositories/company-summary.ts';
import type { CompanyStatus } from '../db/types.ts';
import { AppError } from '../http/app-error.ts';
import { isoIn } from '../lib/time.ts';
import { type ServiceContext, signedIn } from './context.ts';

/** An application this recent counts as new on the landing page. */
export const NEW_APPLICANT_DAYS = 7;

/** Why a company cannot publish yet: the same words as the 403 of publishing. */
const refusalOf: Record<CompanyStatus, string | null> = {
  aprobada: null,
  pendiente: offerMessages.companyPending,
  rechazada: offerMessages.companyRejected,
};

/** The caller company's landing figures (API: `GET /api/company/summary`). */
export async function companySummary(context: ServiceContext): Promise<CompanySummary> {
  const companyId = signedIn(context).user.id_us;
  const profile = await findCompanyProfile(context.db, companyId);
  if (!profile) throw new AppError(403, offerMessages.noCompany);
  const today = offerToday();
  const [offers, applicants] = await Promise.all([
    companyOfferCounts(context.db, companyId, today),
    companyApplicantCounts(context.db, companyId, isoIn(-NEW_APPLICANT_DAYS * 24 * 60 * 60)),
  ]);
  const ofertas = Object.fromEntries(offerStatuses.map((status) => [status, offers.byStatus[status] ?? 0])) as CompanySummary['ofertas'];
  // A published offer past its closing date is read as expired (as every offer answer does).
  ofertas.publicada -= offers.lapsed;
  ofertas.expirada += offers.lapsed;
  return {
    empresa: { status: profile.status, motivo: refusalOf[profile.status] },
    ofertas,
    postulantes: {
      total: applicants.total,
      nuevos: applicants.recent,
      sin_revisar: applicants.unreviewed,
      dias_nuevos: NEW_APPLICANT_DAYS,
    },
  };
}
