import { applicationStatuses, type ApplicationStatus } from '@portal/contracts';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Button, Flex, Select, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Can, ListPage, useFileDownload } from '@portal/shared/kit/list-screen';
import { Link, useParams } from '@portal/shared/router';
import { useListApplicantsQuery, type Applicant } from '../api/applicants-api';
import { useGetCompanyOfferQuery } from '../api/offers-api';
import { formatTimestampDay } from '../components/format-day';
import { isOfferId, notFound, OfferLoadFailure } from '../components/offer-load-failure';
import { ApplicationStatusTag } from '../components/status-tag';
import { applicationStatusId } from '../offer-messages';
import { myOffersPath } from '../paths';
import { CvDrawer } from './cv-drawer';
import { StatusMove } from './status-move';
import { useCompanyLiveRefresh } from '../api/live-refresh';

const perPage = 20;

/** The latest studies in one line ("Ingeniería en Sistemas — EPN (en curso)"). */
function EducationSummary({ applicant }: { applicant: Applicant }) {
  const intl = useIntl();
  const education = applicant.cv.educacion;
  if (!education) return <Typography.Text type="secondary">{intl.formatMessage({ id: 'applicants.no_education' })}</Typography.Text>;
  return intl.formatMessage({ id: education.fecha_fin ? 'applicants.education' : 'applicants.education_ongoing' }, education);
}

/**
 * `/company/my-offers/:id/applicants` (menu `my_offers`): who applied to one of the company's
 * offers, filtered by status; a row (or the name, by keyboard) opens the applicant's CV; the
 * status moves along the pipeline; "Exportar CSV" (x) saves the list for Excel. Another
 * company's offer is a 404 and says so.
 */
export function ApplicantsScreen() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `applicants.${id}` }, values);
  const offerId = Number(useParams().id);
  const valid = isOfferId(offerId);
  const [status, setStatus] = useState<ApplicationStatus>();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Applicant | null>(null);
  const offer = useGetCompanyOfferQuery(offerId, { skip: !valid });
  const query = useListApplicantsQuery({ offerId, status, page, per_page: perPage }, { skip: !valid });
  const { download, downloading } = useFileDownload();
  useCompanyLiveRefresh();
  // The open CV follows the list (a status just changed), and stays open if a filter hides its row.
  const current = opened && (query.data?.items.find((item) => item.id === opened.id) ?? opened);

  const back = (
    <Link to={myOffersPath} style={{ display: 'inline-flex', gap: 6 }}>
      <ArrowLeftOutlined aria-hidden />
      {text('back')}
    </Link>
  );
  const failure = !valid ? notFound : (offer.error ?? query.error);
  if (!valid || offer.isError || query.isError) {
    return (
      <section>
        {back}
        <Typography.Title level={2}>{intl.formatMessage({ id: 'menu.applicants' })}</Typography.Title>
        <OfferLoadFailure
          error={failure}
          onRetry={() => {
            void offer.refetch();
            void query.refetch();
          }}
        />
      </section>
    );
  }

  const nameCell = (applicant: Applicant) => (
    <Flex vertical align="start">
      <Button
        type="link"
        style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
        aria-label={text('open_cv', { name: applicant.cv.nombre })}
        onClick={(event) => {
          event.stopPropagation();
          setOpened(applicant);
        }}
      >
        {applicant.cv.nombre}
      </Button>
      <Typography.Text type="secondary">{applicant.cv.email}</Typography.Text>
    </Flex>
  );
  const completeness = (applicant: Applicant) => text('completeness', { percent: applicant.cv.completeness.percent });

  const columns: TableProps<Applicant>['columns'] = [
    { title: text('column.name'), key: 'name', render: (_, applicant) => nameCell(applicant) },
    { title: text('column.education'), key: 'education', render: (_, applicant) => <EducationSummary applicant={applicant} /> },
    { title: text('column.completeness'), key: 'completeness', render: (_, applicant) => completeness(applicant) },
    { title: text('column.applied'), key: 'applied', render: (_, applicant) => formatTimestampDay(intl, applicant.created_at) },
    { title: text('column.status'), key: 'status', render: (_, applicant) => <ApplicationStatusTag status={applicant.status} /> },
    { title: text('column.actions'), key: 'actions', render: (_, applicant) => <StatusMove applicant={applicant} /> },
  ];
  // A phone draws each application as a card: everything in one column, nothing to scroll sideways.
  const compactColumns: TableProps<Applicant>['columns'] = [
    {
      title: intl.formatMessage({ id: 'menu.applicants' }),
      key: 'applicant',
      render: (_, applicant) => (
        <Flex vertical gap={6}>
          {nameCell(applicant)}
          <EducationSummary applicant={applicant} />
          <Typography.Text type="secondary">
            {completeness(applicant)} · {text('applied_on', { date: formatTimestampDay(intl, applicant.created_at) })}
          </Typography.Text>
          <Flex gap={8} wrap align="center">
            <ApplicationStatusTag status={applicant.status} />
            <StatusMove applicant={applicant} />
          </Flex>
        </Flex>
      ),
    },
  ];

  const filtered = status !== undefined;
  return (
    <>
      {back}
      <ListPage<Applicant>
        title={intl.formatMessage({ id: 'menu.applicants' })}
        actions={
          <Can menu="my_offers" action="x">
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={downloading}
              onClick={() =>
                void download({
                  path: `company/offers/${offerId}/applications.csv`,
                  searchParams: { status },
                  fallbackName: `postulantes-oferta-${offerId}.csv`,
                })
              }
            >
              {text('export')}
            </Button>
          </Can>
        }
        notice={offer.data && <Typography.Text type="secondary">{text('offer', { title: offer.data.titulo })}</Typography.Text>}
        filters={
          <Select<ApplicationStatus | 'all'>
            aria-label={text('status_filter')}
            value={status ?? 'all'}
            onChange={(next) => {
              setStatus(next === 'all' ? undefined : next);
              setPage(1);
            }}
            style={{ minWidth: 200 }}
            options={[
              { value: 'all', label: text('status_all') },
              ...applicationStatuses.map((value) => ({ value, label: intl.formatMessage({ id: applicationStatusId(value) }) })),
            ]}
          />
        }
        query={query}
        columns={columns}
        compactColumns={compactColumns}
        rowKey="id"
        paging={{ page, perPage, onChange: (next) => setPage(next) }}
        emptyText={text(filtered ? 'empty_filtered' : 'empty')}
        onRow={(applicant) => ({ onClick: () => setOpened(applicant), style: { cursor: 'pointer' } })}
      />
      {current && <CvDrawer applicant={current} onClose={() => setOpened(null)} />}
    </>
  );
}
