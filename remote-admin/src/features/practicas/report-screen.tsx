import { useAccess, useFileDownload } from '@portal/shared/kit/form-screen';
import { Button, Flex, Progress, Table, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useReportQuery } from './practicas-admin-api';

/** /admin/practicas/report: per university, career and year, as a table, a bar chart of completion and a CSV. */
export function PracticasReportScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, isLoading } = useReportQuery({});
  const { download, downloading } = useFileDownload();
  const canExport = useAccess('practicas-report').x;
  const items = data?.items ?? [];
  return (
    <Flex vertical gap={16}>
      {canExport && (
        <Button
          loading={downloading}
          onClick={() => void download({ path: 'admin/practicas/report.csv', fallbackName: 'reporte-practicas.csv' })}
        >
          {t('practicasAdmin.csv')}
        </Button>
      )}
      <Table
        rowKey={(row) => `${row.universidad_id}-${row.carrera}-${row.anio}`}
        loading={isLoading}
        dataSource={items}
        scroll={{ x: true }}
        pagination={false}
        columns={[
          { title: t('practicasAdmin.universidad'), dataIndex: 'universidad' },
          { title: t('practicasAdmin.carrera'), dataIndex: 'carrera' },
          { title: t('practicasAdmin.anio'), dataIndex: 'anio' },
          { title: t('practicasAdmin.estudiantes'), dataIndex: 'estudiantes' },
          { title: t('practicasAdmin.horas'), dataIndex: 'horas_aprobadas' },
          { title: t('practicasAdmin.completos_laborales'), dataIndex: 'completos_laborales' },
          { title: t('practicasAdmin.completos_comunitario'), dataIndex: 'completos_comunitario' },
          { title: t('practicasAdmin.pendientes'), dataIndex: 'pendientes' },
        ]}
      />
      <section aria-label={t('practicasAdmin.chart')}>
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          {t('practicasAdmin.chart')}
        </Typography.Title>
        {items.map((row) => (
          <div key={`${row.universidad_id}-${row.carrera}-${row.anio}`}>
            <Typography.Text>{`${row.carrera} (${row.anio})`}</Typography.Text>
            <Progress percent={row.estudiantes ? Math.round(((row.estudiantes - row.pendientes) / row.estudiantes) * 100) : 0} />
          </div>
        ))}
      </section>
    </Flex>
  );
}
