import type { CvViewPage } from '@portal/contracts/schemas';
import type { Kysely } from 'kysely';
import { type PageRequest, paginate } from '../db/paginate.ts';
import type { CvViewVia, Database } from '../db/types.ts';
import { isoNow } from '../lib/time.ts';
import { type ServiceContext, signedIn } from './context.ts';

/**
 * "¿Quién vio mi hoja de vida?" (PRODUCT.md "Mis datos"): every company read of a CV, JSON or
 * PDF, writes one row once the CV has been read. It is its own statement, outside any other
 * work, and a failure is logged, never thrown: a read never fails because the log did.
 */
export async function logCvView(
  context: ServiceContext,
  view: { studentId: number; offerId: number | null; via: CvViewVia },
): Promise<void> {
  const companyId = signedIn(context).user.id_us;
  try {
    await context.db
      .insertInto('cv_views')
      .values({ student_id: view.studentId, company_id: companyId, offer_id: view.offerId, via: view.via, created_at: isoNow() })
      .execute();
  } catch (error) {
    context.log.error({ err: error, studentId: view.studentId, companyId }, 'The CV view could not be recorded');
  }
}

/** The student's CV views, newest first, with the company's name and the offer's title. */
export function cvViewsQuery(db: Kysely<Database>, studentId: number) {
  return db
    .selectFrom('cv_views')
    .innerJoin('users as company', 'company.id_us', 'cv_views.company_id')
    .leftJoin('company_profiles', 'company_profiles.user_id', 'cv_views.company_id')
    .leftJoin('offers', 'offers.id', 'cv_views.offer_id')
    .select([
      'cv_views.id',
      'cv_views.company_id',
      'company.name_us',
      'company_profiles.empresa',
      'cv_views.offer_id',
      'offers.titulo',
      'cv_views.via',
      'cv_views.created_at',
    ])
    .where('cv_views.student_id', '=', studentId)
    .orderBy('cv_views.created_at', 'desc')
    .orderBy('cv_views.id', 'desc');
}

type CvViewRow = Awaited<ReturnType<ReturnType<typeof cvViewsQuery>['execute']>>[number];

export function cvViewItem(row: CvViewRow) {
  return {
    company: { id: row.company_id, empresa: row.empresa ?? row.name_us },
    offer: row.offer_id !== null && row.titulo !== null ? { id: row.offer_id, titulo: row.titulo } : null,
    via: row.via,
    at: row.created_at,
  };
}

export async function callerCvViews(context: ServiceContext, page: PageRequest): Promise<CvViewPage> {
  const result = await paginate(cvViewsQuery(context.db, signedIn(context).user.id_us), page);
  return { ...result, items: result.items.map(cvViewItem) };
}
