import { catalogTypes, type CatalogType } from '@portal/contracts';
import { Col, Row, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from '@portal/shared/router';
import { CatalogItemsList } from './components/catalog-items-list';
import { CatalogTypeNav } from './components/catalog-type-nav';

const isCatalogType = (value: string | null): value is CatalogType => catalogTypes.some((type) => type === value);

/**
 * `/admin/catalogs` (menu `catalogs`): the catalog types on the left, the chosen one's items on
 * the right. The type is in the address (`?tipo=idiomas`), so a reload or a shared link keeps it.
 */
export function CatalogsScreen() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tipo');
  const type: CatalogType = isCatalogType(requested) ? requested : catalogTypes[0];

  return (
    <section>
      <Typography.Title level={2}>
        <FormattedMessage id="menu.catalogs" />
      </Typography.Title>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={7} lg={6}>
          <CatalogTypeNav value={type} onChange={(next) => setParams({ tipo: next })} />
        </Col>
        <Col xs={24} md={17} lg={18}>
          {/* A new type starts with its own search, filter and page. */}
          <CatalogItemsList key={type} type={type} />
        </Col>
      </Row>
    </section>
  );
}
