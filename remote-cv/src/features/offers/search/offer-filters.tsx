import type { CatalogType } from '@portal/contracts';
import { Flex, Select, Typography } from 'antd';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useGetCatalogQuery } from '@portal/shared';
import { useGetUniversitiesQuery } from '../../../common/universities-api';
import type { OfferSearchQuery } from '../api/offers-api';
import { offerCatalogFilters } from './search-query';
import type { OfferFilterName } from './use-offer-filters';

interface Option {
  value: string;
  label: string;
}

/** One filter: a visible label over a searchable select that can be emptied. */
function FilterSelect({
  name,
  options,
  loading,
  value,
  onChange,
}: {
  name: OfferFilterName | 'sort';
  options: Option[];
  loading?: boolean;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <Flex vertical gap={4} style={{ flex: '1 1 170px', minWidth: 0 }}>
      <Typography.Text type="secondary">
        <label htmlFor={id}>{intl.formatMessage({ id: `offers.filter.${name}` })}</label>
      </Typography.Text>
      <Select
        id={id}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear={name !== 'sort'}
        value={value}
        options={options}
        loading={loading}
        onChange={(next: string | undefined) => onChange(next ?? undefined)}
        style={{ width: '100%' }}
      />
    </Flex>
  );
}

function CatalogFilter({
  name,
  catalog,
  value,
  onChange,
}: {
  name: OfferFilterName;
  catalog: CatalogType;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const { data = [], isFetching } = useGetCatalogQuery(catalog);
  const options = useMemo(() => data.map((item) => ({ value: item.code, label: item.name })), [data]);
  return <FilterSelect name={name} options={options} loading={isFetching} value={value} onChange={onChange} />;
}

/** The universities' careers, each name once (several universities teach "Medicina"). */
function CareerFilter({ value, onChange }: { value: string | undefined; onChange: (value: string | undefined) => void }) {
  const { data = [], isFetching } = useGetUniversitiesQuery();
  const options = useMemo(() => {
    const names = new Set(data.flatMap((university) => university.carreras.map((career) => career.nombre)));
    return [...names].sort((a, b) => a.localeCompare(b, 'es')).map((name) => ({ value: name, label: name }));
  }, [data]);
  return <FilterSelect name="carrera" options={options} loading={isFetching} value={value} onChange={onChange} />;
}

/** The search's filters and its order, as selects that wrap onto more lines on a narrow screen. */
export function OfferFilters({
  query,
  onChange,
}: {
  query: OfferSearchQuery;
  onChange: (changes: Partial<Pick<OfferSearchQuery, OfferFilterName | 'sort'>>) => void;
}) {
  const intl = useIntl();
  const sortOptions = (['recientes', 'cierre'] as const).map((sort) => ({
    value: sort,
    label: intl.formatMessage({ id: `offers.sort.${sort}` }),
  }));
  return (
    <Flex wrap gap={12} role="group" aria-label={intl.formatMessage({ id: 'offers.filters' })}>
      {offerCatalogFilters.map(([name, catalog]) => (
        <CatalogFilter key={name} name={name} catalog={catalog} value={query[name]} onChange={(value) => onChange({ [name]: value })} />
      ))}
      <CareerFilter value={query.carrera} onChange={(carrera) => onChange({ carrera })} />
      <FilterSelect
        name="sort"
        options={sortOptions}
        value={query.sort ?? 'recientes'}
        onChange={(sort) => onChange({ sort: sort === 'cierre' ? 'cierre' : undefined })}
      />
    </Flex>
  );
}
