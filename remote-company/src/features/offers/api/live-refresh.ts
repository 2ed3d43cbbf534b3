import { isRealtimeEvent, useAppDispatch, useAppListener } from '@portal/shared';
import { applicantsApi } from './applicants-api';

/** The notifications that change what the company's screens show (API: notifications' `type`). */
const refreshingTypes: Record<string, Array<'CompanyDashboard' | 'CompanyOffer' | 'Applicant'>> = {
  // An administrator approved or turned down the company: it may (not) publish now.
  'company.review': ['CompanyDashboard'],
  // Someone applied: the landing's figures, the offers' counts and the applicants' list move.
  'application.created': ['CompanyDashboard', 'CompanyOffer', 'Applicant'],
};

/**
 * Keeps the company's open screens current with what the server tells live: a notification
 * about its approval or a new application refreshes the figures it changes (only what a screen
 * on the page is showing is fetched again).
 */
export function useCompanyLiveRefresh() {
  const dispatch = useAppDispatch();
  useAppListener(
    isRealtimeEvent('notification.created'),
    (action) => {
      const tags = refreshingTypes[action.payload.payload.type];
      if (!tags) return;
      dispatch(applicantsApi.util.invalidateTags(tags.map((type) => (type === 'CompanyDashboard' ? type : { type, id: 'LIST' as const }))));
    },
    [dispatch],
  );
}
