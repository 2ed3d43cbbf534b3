import { cvRoutes, withdrawableApplicationStatuses, type ApplicationStatus } from '@portal/contracts';
import { Alert, Button, Card, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useDeferredValue, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAccess, useDeleteAction } from '@portal/shared/kit/form-screen';
import { Link } from '@portal/shared/router';
import { useGetApplicationsQuery, useWithdrawApplicationMutation, type Application } from '../api/offers-api';
import { formatDay } from '../offer-format';
import { offerPath } from '../search/offer-card';
import { ApplicationSteps } from './application-steps';
import { useLiveApplications } from './use-live-applications';

const withdrawable = (status: ApplicationStatus) => (withdrawableApplicationStatuses as readonly ApplicationStatus[]).includes(status);

/** "Retirar postulación" (flag d on `applications`, followed live) while the company has not looked at it. */
function WithdrawButton({ application }: { application: Application }) {
  const intl = useIntl();
  const canWithdraw = useAccess('applications').d;
  const [withdraw, { isLoading }] = useWithdrawApplicationMutation();
  const run = useDeleteAction();
  if (!canWithdraw || !withdrawable(application.status)) return null;
  const title = application.offer.titulo;
  return (
    <Button
      loading={isLoading}
      aria-label={intl.formatMessage({ id: 'applications.withdraw_item' }, { title })}
      onClick={() =>
        void run({
          question: intl.formatMessage({ id: 'applications.withdraw_question' }, { title }),
          detail: intl.formatMessage({ id: 'applications.withdraw_detail' }),
          remove: () => withdraw({ id: application.id, offerId: application.offer.id }).unwrap(),
        })
      }
    >
      {intl.formatMessage({ id: 'applications.withdraw' })}
    </Button>
  );
}

function ApplicationCard({ application }: { application: Application }) {
  const intl = useIntl();
  const { offer } = application;
  const headingId = `application-${application.id}`;
  return (
    <Card size="small" styles={{ body: { padding: 16 } }}>
      <article aria-labelledby={headingId}>
        <Flex justify="space-between" align="start" gap={8} wrap>
          <div>
            <Typography.Title level={3} id={headingId} style={{ fontSize: 18, margin: 0 }}>
              <Link to={offerPath(offer.id)}>{offer.titulo}</Link>
            </Typography.Title>
            <Typography.Text strong>{offer.empresa}</Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {intl.formatMessage({ id: 'applications.offer_place' }, { city: offer.ciudad.name, modality: offer.modalidad.name })}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">
              {intl.formatMessage({ id: 'applications.applied_on' }, { date: formatDay(intl, application.created_at) })}
            </Typography.Text>
          </div>
          <WithdrawButton application={application} />
        </Flex>
        <div style={{ marginTop: 12 }}>
          <ApplicationSteps status={application.status} historial={application.historial} />
        </div>
        {offer.status !== 'publicada' && (
          <Typography.Text type="secondary">{intl.formatMessage({ id: 'applications.offer_closed' })}</Typography.Text>
        )}
      </article>
    </Card>
  );
}

/**
 * `/applications` (menu `applications`): the student's applications, newest first, each with its
 * stage as steps. A company's move arrives as a notification and the list is read again at once.
 */
export function ApplicationsScreen() {
  const intl = useIntl();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data: answer, isError, refetch } = useGetApplicationsQuery({ page });
  // Its screen renders as a transition, in slices a tap can interrupt (a store update would be one task).
  const data = useDeferredValue(answer);
  useLiveApplications();

  let body;
  if (data && data.total > 0) {
    body = (
      <>
        <ul aria-label={intl.formatMessage({ id: 'applications.list' })} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.items.map((application) => (
            <li key={application.id} style={{ marginBottom: 12 }}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </ul>
        <Pagination
          align="center"
          current={data.page}
          pageSize={data.per_page}
          total={data.total}
          showSizeChanger={false}
          hideOnSinglePage
          onChange={setPage}
        />
      </>
    );
  } else if (data) {
    body = (
      <Empty description={intl.formatMessage({ id: 'applications.empty' })}>
        <Link to={cvRoutes.offers.path}>{intl.formatMessage({ id: 'applications.find' })}</Link>
      </Empty>
    );
  } else if (isError) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={intl.formatMessage({ id: 'applications.load_error' })}
        action={
          <Button size="small" onClick={() => void refetch()}>
            {intl.formatMessage({ id: 'actions.retry' })}
          </Button>
        }
      />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  }

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId}>
        {intl.formatMessage({ id: 'menu.applications' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{intl.formatMessage({ id: 'applications.intro' })}</Typography.Paragraph>
      {body}
    </section>
  );
}
