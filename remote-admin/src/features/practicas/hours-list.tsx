import { Empty, List, Skeleton, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { useGetPracticaHorasQuery } from './practicas-admin-api';

/** A practicum's whole hours log, read only. */
export function HoursList({ scope, id }: { scope: 'admin' | 'tutor'; id: number }) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const { data, isLoading } = useGetPracticaHorasQuery({ scope, id });
  if (isLoading) return <Skeleton active />;
  return (
    <List
      size="small"
      dataSource={data?.items ?? []}
      locale={{ emptyText: <Empty description={t('practicasAdmin.no_entries')} /> }}
      renderItem={(hora) => (
        <List.Item>
          <List.Item.Meta
            title={
              <>
                {t('practicasAdmin.entry', { fecha: hora.fecha, horas: hora.horas })} <Tag>{t(`practicasAdmin.hora.${hora.estado}`)}</Tag>
              </>
            }
            description={hora.motivo ? `${hora.actividades} — ${hora.motivo}` : hora.actividades}
          />
        </List.Item>
      )}
    />
  );
}
