import { offerStatuses, type OfferStatus } from '@portal/contracts';
import { Button, Flex, Select, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Can, ListPage, useAccess } from '@portal/shared/kit/list-screen';
import { Link, useNavigate, useSearchParams } from '@portal/shared/router';
import { publishRefusal, useGetCompanyDashboardQuery, useListCompanyOffersQuery, type Offer } from '../api/offers-api';
import { ApprovalAlert } from '../components/approval-alert';
import { formatDay } from '../components/format-day';
import { OfferStatusTag } from '../components/status-tag';
import { offerStatusId } from '../offer-messages';
import { applicantsPath, newOfferPath } from '../paths';
import { myOffersQuery, perPage } from './list-query';
import { OfferActions } from './offer-actions';
import { useCompanyLiveRefresh } from '../api/live-refresh';

/** The search, the status and the page live in the address (`?estado=borrador`): a reload or a link from the landing keeps them. */
function useListState() {
  const [params, setParams] = useSearchParams();
  const { q, status, page } = myOffersQuery(params);
  const set = (next: { q?: string; status?: OfferStatus; page?: number }) => {
    const merged = { q, status, page: 1, ...next };
    const search: Record<string, string> = {};
    if (merged.q) search.q = merged.q;
    if (merged.status) search.estado = merged.status;
    if (merged.page > 1) search.pagina = String(merged.page);
    setParams(search, { replace: true });
  };
  return { q, status, page, set };
}

function EmptyOffers({ filtered }: { filtered: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  if (filtered) return intl.formatMessage({ id: 'offers.list.empty_filtered' });
  return (
    <Flex vertical align="center" gap={12}>
      <Typography.Text>{intl.formatMessage({ id: 'offers.list.empty' })}</Typography.Text>
      <Can menu="new_offer" action="c">
        <Button type="primary" onClick={() => navigate(newOfferPath)}>
          {intl.formatMessage({ id: 'offers.list.create_first' })}
        </Button>
      </Can>
    </Flex>
  );
}

/**
 * `/company/my-offers` (menu `my_offers`): the company's offers with their status, applicants
 * and closing date; a search over their words, a status filter, the server's pages; each row's
 * actions as its status and the role's flags allow.
 */
export function MyOffersScreen() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { q, status, page, set } = useListState();
  const query = useListCompanyOffersQuery({ q, status, page, per_page: perPage });
  useCompanyLiveRefresh();
  const canPublish = useAccess('my_offers').x;
  const dashboard = useGetCompanyDashboardQuery(undefined, { skip: !canPublish });
  const reason = publishRefusal(dashboard.data);
  const alertId = useId();
  // The form's rule: while the company cannot publish, "Publicar" is disabled and points to why.
  const actions = (offer: Offer) => <OfferActions offer={offer} publishBlockedBy={reason ? alertId : undefined} />;

  const titleCell = (offer: Offer) => (
    <Flex vertical>
      <Typography.Text strong>{offer.titulo}</Typography.Text>
      <Typography.Text type="secondary">
        {offer.area.name} · {offer.modalidad.name} · {offer.ciudad.name}
      </Typography.Text>
    </Flex>
  );
  const applicantsCell = (offer: Offer) => {
    const total = text('offers.list.applicants', { total: offer.applicants.total });
    if (offer.status === 'borrador') return <Typography.Text type="secondary">{total}</Typography.Text>;
    return (
      <Flex vertical>
        <Link to={applicantsPath(offer.id)} aria-label={`${total}: ${text('offers.action.applicants_item', { title: offer.titulo })}`}>
          {total}
        </Link>
        {offer.applicants.postulado > 0 && (
          <Typography.Text type="secondary">{text('offers.list.unreviewed', { count: offer.applicants.postulado })}</Typography.Text>
        )}
      </Flex>
    );
  };

  const columns: TableProps<Offer>['columns'] = [
    { title: text('offers.list.column.title'), key: 'title', render: (_, offer) => titleCell(offer) },
    { title: text('offers.list.column.status'), key: 'status', render: (_, offer) => <OfferStatusTag status={offer.status} /> },
    { title: text('offers.list.column.applicants'), key: 'applicants', render: (_, offer) => applicantsCell(offer) },
    { title: text('offers.list.column.closing'), key: 'closing', render: (_, offer) => formatDay(intl, offer.fecha_cierre) },
    { title: text('offers.list.column.actions'), key: 'actions', render: (_, offer) => actions(offer) },
  ];
  // A phone draws each offer as a card: everything in one column, nothing to scroll sideways.
  const compactColumns: TableProps<Offer>['columns'] = [
    {
      title: text('menu.my_offers'),
      key: 'offer',
      render: (_, offer) => (
        <Flex vertical gap={6}>
          {titleCell(offer)}
          <Flex gap={8} wrap align="center">
            <OfferStatusTag status={offer.status} />
            <Typography.Text type="secondary">
              {text('offers.list.closing_on', { date: formatDay(intl, offer.fecha_cierre) })}
            </Typography.Text>
          </Flex>
          {applicantsCell(offer)}
          {actions(offer)}
        </Flex>
      ),
    },
  ];

  return (
    <ListPage<Offer>
      title={text('menu.my_offers')}
      actions={
        <Can menu="new_offer" action="c">
          <Button type="primary" onClick={() => navigate(newOfferPath)}>
            {text('offers.list.create')}
          </Button>
        </Can>
      }
      notice={reason && <ApprovalAlert id={alertId} reason={reason} />}
      search={{ label: text('offers.list.search'), value: q, onSearch: (next) => set({ q: next, status }) }}
      filters={
        <Select<OfferStatus | 'all'>
          aria-label={text('offers.list.status_filter')}
          value={status ?? 'all'}
          onChange={(next) => set({ q, status: next === 'all' ? undefined : next })}
          style={{ minWidth: 180 }}
          options={[
            { value: 'all', label: text('offers.list.status_all') },
            ...offerStatuses.map((value) => ({ value, label: text(offerStatusId(value)) })),
          ]}
        />
      }
      query={query}
      columns={columns}
      compactColumns={compactColumns}
      rowKey="id"
      paging={{ page, perPage, onChange: (next) => set({ q, status, page: next }) }}
      emptyText={<EmptyOffers filtered={Boolean(q || status)} />}
    />
  );
}
