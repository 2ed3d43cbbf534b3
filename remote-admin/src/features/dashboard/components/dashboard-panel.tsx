import { offerStatuses } from '@portal/contracts';
import { Button, Card, Col, Flex, Result, Row, Skeleton, Statistic, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@portal/shared/router';
import { useGetDashboardQuery, type AdminDashboard } from '../api/dashboard-api';
import type { BarChartProps } from './bar-chart';

// Chart.js arrives with the first chart, after the figures: never part of the landing's first load.
const BarChart = lazy(() => import('./bar-chart'));

/** Where the users screen lists the companies awaiting approval (and opens one of them). */
export const pendingCompaniesPath = (userId?: number) =>
  `/admin/users?aprobacion=pendiente${userId === undefined ? '' : `&usuario=${userId}`}`;

function Chart(props: BarChartProps) {
  return (
    <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: props.height ?? 220 }} />}>
      <BarChart {...props} />
    </Suspense>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card
      style={{ height: '100%' }}
      title={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
    >
      {children}
    </Card>
  );
}

function Figures({ figures }: { figures: AdminDashboard }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const summary = (id: string, pairs: Array<[string, number]>) =>
    text(id, { values: pairs.map(([label, total]) => text('dashboard.value', { label, total })).join(', ') });

  const roles = figures.users_by_role.map(({ role, total }): [string, number] => [role.name_ro, total]);
  const offers = offerStatuses.map((status): [string, number] => [
    text(`dashboard.offer.${status}`),
    figures.offers_by_status.find((row) => row.status === status)?.total ?? 0,
  ]);
  const weeks = figures.applications_per_week.map(({ week_start, total }): [string, number] => [
    intl.formatDate(`${week_start}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    total,
  ]);
  const pending = figures.companies_pending;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Panel title={text('dashboard.users.title')}>
          <Statistic title={text('dashboard.users.total')} value={roles.reduce((sum, [, total]) => sum + total, 0)} />
          <Chart
            summary={summary('dashboard.users.chart', roles)}
            labels={roles.map(([label]) => label)}
            values={roles.map(([, total]) => total)}
            horizontal
            height={Math.max(120, roles.length * 44)}
          />
        </Panel>
      </Col>
      <Col xs={24} lg={12}>
        <Panel title={text('dashboard.pending.title')}>
          <Statistic title={text('dashboard.pending.count')} value={pending.total} />
          {pending.total === 0 ? (
            <Typography.Text type="secondary">{text('dashboard.pending.none')}</Typography.Text>
          ) : (
            <Flex vertical gap={8}>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {pending.items.map((company) => (
                  <li key={company.id_us}>
                    <Link to={pendingCompaniesPath(company.id_us)}>
                      {text('dashboard.pending.item', { empresa: company.empresa, ruc: company.ruc })}
                    </Link>{' '}
                    <Typography.Text type="secondary">
                      {text('dashboard.pending.since', { date: intl.formatDate(company.created_at, { dateStyle: 'medium' }) })}
                    </Typography.Text>
                  </li>
                ))}
              </ul>
              <Link to={pendingCompaniesPath()}>{text('dashboard.pending.all', { total: pending.total })}</Link>
            </Flex>
          )}
        </Panel>
      </Col>
      <Col xs={24} lg={10}>
        <Panel title={text('dashboard.offers.title')}>
          <Chart
            summary={summary('dashboard.offers.chart', offers)}
            labels={offers.map(([label]) => label)}
            values={offers.map(([, total]) => total)}
          />
        </Panel>
      </Col>
      <Col xs={24} lg={14}>
        <Panel title={text('dashboard.applications.title')}>
          <Statistic title={text('dashboard.applications.total')} value={weeks.reduce((sum, [, total]) => sum + total, 0)} />
          <Chart
            summary={summary(
              'dashboard.applications.chart',
              weeks.map(([label, total]) => [text('dashboard.applications.week', { date: label }), total]),
            )}
            labels={weeks.map(([label]) => label)}
            values={weeks.map(([, total]) => total)}
          />
        </Panel>
      </Col>
    </Row>
  );
}

/** The administrator's landing: users by role, companies awaiting approval, offers and applications. */
export function DashboardPanel() {
  const intl = useIntl();
  const { data, isError, refetch } = useGetDashboardQuery();
  if (isError) {
    return (
      <Result
        status="warning"
        title={intl.formatMessage({ id: 'dashboard.load_error' })}
        extra={
          <Button type="primary" onClick={() => void refetch()}>
            {intl.formatMessage({ id: 'dashboard.retry' })}
          </Button>
        }
      />
    );
  }
  if (!data) {
    return (
      <div role="status" aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  // Another role's figures are not this panel's to show (the shell asks only for administrators).
  return data.role === 'admin' ? <Figures figures={data} /> : null;
}
