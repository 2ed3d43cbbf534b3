import { type Static, Type } from 'typebox';
import { applicationStatuses, companyStatuses, offerStatuses } from '../statuses.ts';
import { Nullable } from './common.ts';
import { Role } from './session.ts';

/**
 * `GET /api/dashboard`: the landing figures for the caller (PRODUCT.md "Landing page"), told
 * apart by `role`. Every status appears, with 0 when nothing is in it, in the contract's order.
 */
const Count = Type.Integer({ minimum: 0 });
const OfferStatusCount = Type.Object({ status: Type.Enum(offerStatuses), total: Count });
const ApplicationStatusCount = Type.Object({ status: Type.Enum(applicationStatuses), total: Count });

export const PendingCompany = Type.Object({
  id_us: Type.Integer(),
  empresa: Type.String(),
  ruc: Type.String(),
  /** When it signed up (ISO-8601 UTC). */
  created_at: Type.String(),
});
export type PendingCompany = Static<typeof PendingCompany>;

export const WeekCount = Type.Object({
  /** The Monday the week starts on (Ecuador's calendar, YYYY-MM-DD). */
  week_start: Type.String(),
  total: Count,
});
export type WeekCount = Static<typeof WeekCount>;

/** For roles that administer users (holding `adm-users`). */
export const AdminDashboard = Type.Object({
  role: Type.Literal('admin'),
  /** Every role, with how many users it has (active or not). */
  users_by_role: Type.Array(Type.Object({ role: Role, total: Count })),
  /** The companies awaiting approval: how many, and the longest waiting first (a few). */
  companies_pending: Type.Object({ total: Count, items: Type.Array(PendingCompany) }),
  offers_by_status: Type.Array(OfferStatusCount),
  /** The last twelve weeks, oldest first, the current week last. */
  applications_per_week: Type.Array(WeekCount),
});
export type AdminDashboard = Static<typeof AdminDashboard>;

/**
 * For a company: where its review stands (a rejection with its reason), its offers (a published
 * offer past its closing date counts as `expirada`) and the applications to them.
 */
export const CompanyDashboard = Type.Object({
  role: Type.Literal('company'),
  company: Type.Object({
    empresa: Type.String(),
    status: Type.Enum(companyStatuses),
    motivo_rechazo: Nullable(Type.String()),
    reviewed_at: Nullable(Type.String()),
  }),
  offers_by_status: Type.Array(OfferStatusCount),
  applicants: Type.Object({
    total: Count,
    /** Received in the last `recent_days` days. */
    recent: Count,
    /** Still `postulado`: the company has not looked at them. */
    unreviewed: Count,
    recent_days: Type.Integer({ minimum: 1 }),
  }),
});
export type CompanyDashboard = Static<typeof CompanyDashboard>;

/** For everyone else (students): their applications by status. */
export const StudentDashboard = Type.Object({
  role: Type.Literal('student'),
  applications_by_status: Type.Array(ApplicationStatusCount),
});
export type StudentDashboard = Static<typeof StudentDashboard>;

export const Dashboard = Type.Union([AdminDashboard, CompanyDashboard, StudentDashboard]);
export type Dashboard = Static<typeof Dashboard>;
