import { applicationStatuses, type ApplicationStatus, cvRoutes } from '@portal/contracts';
import { Card, Flex, Skeleton, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@portal/shared/router';
import { useGetApplicationsQuery } from '../api/offers-api';
import { useLiveApplications } from '../applications/use-live-applications';

/** The server's count of the student's applications in one status (a page of one: only `total` is read). */
function StatusCount({ status }: { status: ApplicationStatus }) {
  const intl = useIntl();
  const { data } = useGetApplicationsQuery({ status, per_page: 1 });
  return (
    <Flex component="li" justify="space-between" gap={8}>
      <Typography.Text>{intl.formatMessage({ id: `applications.status.${status}` })}</Typography.Text>
      <Typography.Text strong>{data ? data.total : '…'}</Typography.Text>
    </Flex>
  );
}

/**
 * The student's landing card: how many applications are in each status (real figures from
 * `GET /api/applications`, counted by the server per status, so they hold beyond one page),
 * current when a company moves one, with a way to the list or, with none yet, to the offers.
 */
export function ApplicationsSummaryCard() {
  const intl = useIntl();
  const headingId = useId();
  const listId = useId();
  const { data, isError } = useGetApplicationsQuery({ per_page: 1 });
  useLiveApplications();
  return (
    <Card style={{ height: '100%' }}>
      <section aria-labelledby={headingId}>
        <Typography.Title level={4} id={headingId} style={{ marginTop: 0 }}>
          {intl.formatMessage({ id: 'applications.dashboard.title' })}
        </Typography.Title>
        {data ? (
          <Flex vertical gap={8}>
            <Typography.Text role="status">
              {intl.formatMessage({ id: 'applications.dashboard.total' }, { count: data.total })}
            </Typography.Text>
            {data.total > 0 && (
              <>
                <Typography.Text type="secondary" id={listId}>
                  {intl.formatMessage({ id: 'applications.dashboard.by_status' })}
                </Typography.Text>
                <ul aria-labelledby={listId} style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 4 }}>
                  {applicationStatuses.map((status) => (
                    <StatusCount key={status} status={status} />
                  ))}
                </ul>
              </>
            )}
            <Link to={data.total > 0 ? cvRoutes.applications.path : cvRoutes.offers.path}>
              {intl.formatMessage({ id: data.total > 0 ? 'applications.dashboard.open' : 'applications.dashboard.find' })}
            </Link>
          </Flex>
        ) : isError ? (
          <Typography.Text type="warning">{intl.formatMessage({ id: 'applications.load_error' })}</Typography.Text>
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        )}
      </section>
    </Card>
  );
}
