import { catalogTypes, type CatalogType } from '@portal/contracts';
import { Menu, Select } from 'antd';
import { useIntl } from 'react-intl';
import { useGetCatalogSummaryQuery } from '../api/catalogs-admin-api';
import { catalogTypeMessageId } from '../catalog-messages';
import { useScreen } from '@portal/shared';

/**
 * The catalog types (API.md's list, in its order): a side list on wide screens, a select on
 * narrow ones (360 px phones), each with its number of items once the summary arrives.
 */
export function CatalogTypeNav({ value, onChange }: { value: CatalogType; onChange: (type: CatalogType) => void }) {
  const intl = useIntl();
  const wide = useScreen('md');
  const { data: summary } = useGetCatalogSummaryQuery();
  const totals = new Map((summary ?? []).map((row) => [row.type, row.total]));
  const label = (type: CatalogType) => {
    const name = intl.formatMessage({ id: catalogTypeMessageId(type) });
    const total = totals.get(type);
    return total === undefined ? name : intl.formatMessage({ id: 'catalogs.type_count' }, { name, total });
  };

  if (!wide) {
    return (
      <Select<CatalogType>
        aria-label={intl.formatMessage({ id: 'catalogs.type_select' })}
        value={value}
        onChange={onChange}
        showSearch={{ optionFilterProp: 'label' }}
        options={catalogTypes.map((type) => ({ value: type, label: label(type) }))}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <nav aria-label={intl.formatMessage({ id: 'catalogs.types' })}>
      <Menu
        mode="inline"
        selectedKeys={[value]}
        onClick={({ key }) => onChange(key as CatalogType)}
        items={catalogTypes.map((type) => ({ key: type, label: label(type) }))}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  );
}
