import { offerStatuses, type OfferStatus } from '@portal/contracts';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Can } from '@portal/shared/kit/list-screen';
import { Link } from '@portal/shared/router';
import { publishRefusal, useGetCompanyDashboardQuery } from '../api/offers-api';
import { ApprovalAlert } from '../components/approval-alert';
import { OfferStatusTag } from '../components/status-tag';
import { myOffersPath, newOfferPath } from '../paths';
import { useCompanyLiveRefresh } from '../api/live-refresh';

/** A landing card: a titled region (level 4, under the landing's greeting). */
function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card style={{ height: '100%' }}>
      <section aria-labelledby={headingId}>
        <Typography.Title level={4} id={headingId} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </section>
    </Card>
  );
}

const statusPath = (status: string) => `${myOffersPath}?estado=${status}`;

/**
 * The company's landing figures, all real (`GET /api/dashboard`): its offers by status (each a
 * link to that list), the applications of the last days and those not yet reviewed, its drafts;
 * and, while it awaits approval or was turned down, why it cannot publish (with the
 * administrator's reason). A review or an application arriving live refreshes them.
 */
export function CompanySummaryCards() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `dashboard.${id}` }, values);
  const { data, isError, refetch } = useGetCompanyDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  useCompanyLiveRefresh();

  if (isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title={text('load_error')}
        action={<Button onClick={() => void refetch()}>{intl.formatMessage({ id: 'actions.retry' })}</Button>}
      />
    );
  }
  if (data === undefined) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  }
  // Not a company account (the landing loads these cards for companies only).
  if (data === null) return null;
  const { company, applicants } = data;
  const offers = (status: OfferStatus) => data.offers_by_status.find((entry) => entry.status === status)?.total ?? 0;
  const refusal = publishRefusal(data);
  return (
    <Flex vertical gap={16}>
      {refusal && <ApprovalAlert reason={refusal} rejection={company.status === 'rechazada' ? company.motivo_rechazo : null} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <SummaryCard title={text('offers_by_status')}>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {offerStatuses.map((status) => (
                <li key={status} style={{ marginBottom: 8 }}>
                  <Link to={statusPath(status)}>
                    <Flex justify="space-between" align="center" gap={8}>
                      <OfferStatusTag status={status} />
                      <span>{offers(status)}</span>
                    </Flex>
                  </Link>
                </li>
              ))}
            </ul>
          </SummaryCard>
        </Col>
        <Col xs={24} md={8}>
          <SummaryCard title={text('applicants')}>
            <Statistic title={text('applicants_recent', { days: applicants.recent_days })} value={applicants.recent} />
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
              {text('applicants_unreviewed', { count: applicants.unreviewed })}
              <br />
              {text('applicants_total', { count: applicants.total })}
            </Typography.Paragraph>
            <Link to={myOffersPath}>{text('see_offers')}</Link>
          </SummaryCard>
        </Col>
        <Col xs={24} md={8}>
          <SummaryCard title={text('drafts')}>
            <Statistic title={text('drafts_hint')} value={offers('borrador')} />
            <Flex gap={16} wrap style={{ marginTop: 8 }}>
              {offers('borrador') > 0 && <Link to={statusPath('borrador')}>{text('see_drafts')}</Link>}
              <Can menu="new_offer" action="c">
                <Link to={newOfferPath}>{text('new_offer')}</Link>
              </Can>
            </Flex>
          </SummaryCard>
        </Col>
      </Row>
    </Flex>
  );
}
