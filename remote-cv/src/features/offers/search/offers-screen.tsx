import { FilterOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SearchBox } from '@portal/shared/kit/list-screen';
import { useSearchOffersQuery } from '../api/offers-api';
import { OfferCard } from './offer-card';
import { OfferFilters } from './offer-filters';
import { offerFilterNames, useOfferFilters } from './use-offer-filters';
import { useScreen } from '@portal/shared';

/**
 * `/offers` (menu `offers`): the search box and filters over the open offers, the result count in
 * the spec's three forms (announced as it changes), the results as cards and their pages. On a
 * phone the six filters fold behind a "Filtros" button (which counts those in use), so the
 * results are not a screen away.
 */
export function OffersScreen() {
  const intl = useIntl();
  const headingId = useId();
  const { query, update, filtered, clear } = useOfferFilters();
  const { data: answer, isError, isFetching, refetch } = useSearchOffersQuery(query);
  // Its screen renders as a transition, in slices a tap can interrupt (a store update would be one task).
  const data = useDeferredValue(answer);
  const countRef = useRef<HTMLDivElement>(null);
  // Below 600 px (the spec's sm breakpoint), as the kit's lists draw cards.
  const phone = useScreen('xs');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const activeFilters = offerFilterNames.filter((name) => query[name] !== undefined).length;

  let results;
  if (data && data.total > 0) {
    results = (
      <>
        <ul
          aria-label={intl.formatMessage({ id: 'offers.list' })}
          aria-busy={isFetching}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {data.items.map((offer) => (
            <li key={offer.id} style={{ marginBottom: 12 }}>
              <OfferCard offer={offer} />
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
          onChange={(page) => {
            update({ page });
            // A new page starts at its first result, not where the pager was (a long scroll on a phone).
            countRef.current?.scrollIntoView?.({ block: 'start' });
          }}
        />
      </>
    );
  } else if (data) {
    results = (
      <Empty
        description={
          <>
            <Typography.Paragraph style={{ marginBottom: 4 }}>
              {intl.formatMessage({ id: filtered ? 'offers.empty' : 'offers.none_open' })}
            </Typography.Paragraph>
            {filtered && <Typography.Text type="secondary">{intl.formatMessage({ id: 'offers.empty_hint' })}</Typography.Text>}
          </>
        }
      >
        {filtered && <Button onClick={clear}>{intl.formatMessage({ id: 'offers.clear' })}</Button>}
      </Empty>
    );
  } else if (isError) {
    results = (
      <Alert
        type="warning"
        showIcon
        title={intl.formatMessage({ id: 'offers.load_error' })}
        action={
          <Button size="small" onClick={() => void refetch()}>
            {intl.formatMessage({ id: 'actions.retry' })}
          </Button>
        }
      />
    );
  } else {
    results = <Skeleton active paragraph={{ rows: 6 }} />;
  }

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId}>
        {intl.formatMessage({ id: 'menu.offers' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{intl.formatMessage({ id: 'offers.intro' })}</Typography.Paragraph>
      <Flex vertical gap={16}>
        <div role="search">
          <Flex vertical gap={12}>
            <SearchBox label={intl.formatMessage({ id: 'offers.search' })} value={query.q ?? ''} onSearch={(q) => update({ q })} />
            {phone && (
              <Button
                icon={<FilterOutlined aria-hidden />}
                aria-expanded={filtersOpen}
                aria-controls={filtersId}
                onClick={() => setFiltersOpen((open) => !open)}
                style={{ alignSelf: 'flex-start' }}
              >
                {intl.formatMessage({ id: 'offers.filters.toggle' }, { count: activeFilters })}
              </Button>
            )}
            <div id={filtersId} hidden={phone && !filtersOpen}>
              <OfferFilters query={query} onChange={update} />
            </div>
          </Flex>
        </div>
        <Flex ref={countRef} justify="space-between" align="center" wrap gap={8}>
          <Typography.Text strong role="status">
            {data ? intl.formatMessage({ id: 'table.results' }, { count: data.total }) : ''}
          </Typography.Text>
          {filtered && data && data.total > 0 && (
            <Button type="link" onClick={clear} style={{ paddingInline: 0 }}>
              {intl.formatMessage({ id: 'offers.clear' })}
            </Button>
          )}
        </Flex>
        {results}
      </Flex>
    </section>
  );
}
