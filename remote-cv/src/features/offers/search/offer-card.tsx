import { cvRoutes, hrefOf } from '@portal/contracts';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { Card, Flex, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useLocation } from '@portal/shared/router';
import type { PublicOfferCard } from '../api/offers-api';
import { formatDay, formatPlace } from '../offer-format';

export const offerPath = (id: number) => hrefOf(cvRoutes.offer.path, { id });

/** One result: the title (a link to the offer), the company, place, modality, closing date, the summary. */
export function OfferCard({ offer }: { offer: PublicOfferCard }) {
  const intl = useIntl();
  // The search it came from, so "Volver a las ofertas" returns to the same results.
  const { search } = useLocation();
  return (
    <Card size="small" styles={{ body: { padding: 16 } }}>
      <article aria-labelledby={`offer-${offer.id}`}>
        <Flex justify="space-between" align="start" gap={8} wrap>
          <Typography.Title level={3} style={{ fontSize: 18, margin: 0 }} id={`offer-${offer.id}`}>
            <Link to={offerPath(offer.id)} state={{ search }}>
              {offer.titulo}
            </Link>
          </Typography.Title>
          {offer.applied && <Tag color="success">{intl.formatMessage({ id: 'offers.applied' })}</Tag>}
        </Flex>
        <Typography.Text strong>{offer.empresa}</Typography.Text>
        <Flex wrap gap={8} align="center" style={{ margin: '8px 0' }}>
          <Typography.Text type="secondary">
            <EnvironmentOutlined aria-hidden /> {formatPlace(intl, offer.ciudad, offer.provincia)}
          </Typography.Text>
          <Tag>{offer.modalidad.name}</Tag>
          <Tag>{offer.tipo_contrato.name}</Tag>
          <Typography.Text type="secondary">
            <CalendarOutlined aria-hidden /> {intl.formatMessage({ id: 'offers.closes' }, { date: formatDay(intl, offer.fecha_cierre) })}
          </Typography.Text>
        </Flex>
        <Typography.Paragraph style={{ marginBottom: 0 }}>{offer.resumen}</Typography.Paragraph>
      </article>
    </Card>
  );
}
