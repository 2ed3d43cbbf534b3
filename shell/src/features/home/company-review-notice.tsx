import type { Dashboard } from '@portal/contracts/schemas';
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import { baseApi, selectUser, useAppSelector, useGetNotificationsQuery } from '@portal/shared';

const landingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The argument only names the latest review notification: a new one asks again.
    getLanding: build.query<Dashboard, number>({ query: () => ({ url: 'dashboard' }), keepUnusedDataFor: 0 }),
  }),
});

/**
 * Where a company's review stands, on its landing: awaiting approval, or rejected with the
 * administrator's reason (API.md: the company sees it by e-mail and on its screen). An approved
 * company sees nothing here. A review arriving live (its notification) updates it at once.
 */
export function CompanyReviewNotice() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const { data: notifications } = useGetNotificationsQuery(user?.id_us ?? 0, { skip: !user });
  const latestReview = notifications?.items.find((item) => item.type === 'company.review')?.id ?? 0;
  const { data } = landingApi.useGetLandingQuery(latestReview, { skip: !user });
  const company = data?.role === 'company' ? data.company : null;
  if (!company || company.status === 'aprobada') return null;
  return company.status === 'rechazada' ? (
    <Alert
      type="error"
      showIcon
      title={intl.formatMessage({ id: 'home.company.rejected' }, { empresa: company.empresa })}
      description={intl.formatMessage({ id: 'home.company.reason' }, { motivo: company.motivo_rechazo ?? '' })}
    />
  ) : (
    <Alert type="info" showIcon title={intl.formatMessage({ id: 'home.company.pending' }, { empresa: company.empresa })} />
  );
}
