import { applicationStatuses, offerStatuses, offerToday, shiftDate } from '@portal/contracts';
import type { AdminDashboard, CompanyDashboard, Dashboard, StudentDashboard, WeekCount } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import { findCompanyProfile } from '../db/repositories/company-profiles.ts';
import {
  applicationsBetween,
  applicationsByStatus,
  companyApplicantCounts,
  offersByStatus,
  pendingCompanies,
  usersByRole,
} from '../db/repositories/dashboard.ts';
import { findGrant } from '../db/repositories/permissions.ts';
import type { Database, IsoDate } from '../db/types.ts';
import { ecuadorDayStart, isoIn } from '../lib/time.ts';
import { type ServiceContext, signedIn } from './context.ts';

/** How many weeks of applications the administrator's landing shows, and how many pending companies it names. */
export const DASHBOARD_WEEKS = 12;
export const PENDING_COMPANIES_SHOWN = 5;
/** An application this recent counts as new on a company's landing. */
export const NEW_APPLICANT_DAYS = 7;

/** The Mondays (Ecuador's calendar) of the last `count` weeks, oldest first, the week of `today` last. */
export function weekStarts(today: IsoDate, count = DASHBOARD_WEEKS): IsoDate[] {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = shiftDate(today, { days: -weekday });
  return Array.from({ length: count }, (_, index) => shiftDate(monday, { days: -7 * (count - 1 - index) }));
}

const everyStatus = <S extends string>(statuses: readonly S[], totals: Map<S, number>) =>
  statuses.map((status) => ({ status, total: totals.get(status) ?? 0 }));

/** The administrator's figures for the day `today` (Ecuador): users, companies to approve, offers, applications. */
export async function adminDashboard(db: Kysely<Database>, today: IsoDate = offerToday()): Promise<AdminDashboard> {
  const weeks = weekStarts(today);
  const bounds = [...weeks, shiftDate(weeks.at(-1)!, { days: 7 })].map(ecuadorDayStart);
  const [users, pending, offers, perWeek] = await Promise.all([
    usersByRole(db),
    pendingCompanies(db, PENDING_COMPANIES_SHOWN),
    offersByStatus(db, today),
    applicationsBetween(db, bounds),
  ]);
  return {
    role: 'admin',
    users_by_role: users.map(({ total, ...role }) => ({ role, total })),
    companies_pending: pending,
    offers_by_status: everyStatus(offerStatuses, offers),
    applications_per_week: weeks.map((week_start, index): WeekCount => ({ week_start, total: perWeek[index] ?? 0 })),
  };
}

/**
 * The landing figures for the caller: an administrator's for a role holding `adm-users` (they
 * show users and companies), a company's for a company account, a student's for anyone else.
 */
export async function dashboardFor(context: ServiceContext): Promise<Dashboard> {
  const { user } = signedIn(context);
  const { db } = context;
  if (await findGrant(db, user.role_id, 'adm-users')) return adminDashboard(db);
  const company = await findCompanyProfile(db, user.id_us);
  if (company) {
    const [offers, applicants] = await Promise.all([
      offersByStatus(db, offerToday(), user.id_us),
      companyApplicantCounts(db, user.id_us, isoIn(-NEW_APPLICANT_DAYS * 24 * 60 * 60)),
    ]);
    return {
      role: 'company',
      company: {
        empresa: company.empresa,
        status: company.status,
        motivo_rechazo: company.motivo_rechazo,
        reviewed_at: company.reviewed_at,
      },
      offers_by_status: everyStatus(offerStatuses, offers),
      applicants: { ...applicants, recent_days: NEW_APPLICANT_DAYS },
    } satisfies CompanyDashboard;
  }
  return {
    role: 'student',
    applications_by_status: everyStatus(applicationStatuses, await applicationsByStatus(db, user.id_us)),
  } satisfies StudentDashboard;
}
