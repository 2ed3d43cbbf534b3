import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { Button, Flex, InputNumber, Table, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessagesScope } from '@portal/shared';
import { Can, useFileDownload } from '@portal/shared/kit/list-screen';
import { type FollowUpRow, useGetFollowUpQuery } from './api/follow-up-api';
import { followUpMessages } from './follow-up-messages';

function FollowUpReportView() {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const [cohorte, setCohorte] = useState<number | undefined>();
  const query = useGetFollowUpQuery({ cohorte });
  const { download, downloading } = useFileDownload();
  const dash = text('follow-up.suppressed');
  const percent = (value: number | null) =>
    value === null ? dash : intl.formatNumber(value, { style: 'percent', maximumFractionDigits: 1 });
  const decimal = (value: number | null) => (value === null ? dash : intl.formatNumber(value, { maximumFractionDigits: 2 }));

  const columns: TableProps<FollowUpRow>['columns'] = [
    { title: text('follow-up.column.carrera'), key: 'carrera', render: (_, row) => `${row.carrera} · ${row.universidad}` },
    { title: text('follow-up.column.cohorte'), dataIndex: 'cohorte', key: 'cohorte' },
    { title: text('follow-up.column.graduados'), dataIndex: 'graduados', key: 'graduados' },
    { title: text('follow-up.column.respuestas'), dataIndex: 'respuestas', key: 'respuestas' },
    { title: text('follow-up.column.tasa_respuesta'), key: 'tasa_respuesta', render: (_, row) => percent(row.tasa_respuesta) },
    { title: text('follow-up.column.tasa_empleo'), key: 'tasa_empleo', render: (_, row) => percent(row.tasa_empleo) },
    { title: text('follow-up.column.mediana'), key: 'mediana', render: (_, row) => decimal(row.mediana_meses_primer_empleo) },
    { title: text('follow-up.column.relacion'), key: 'relacion', render: (_, row) => decimal(row.relacion_carrera_promedio) },
    { title: text('follow-up.column.contratados'), dataIndex: 'contratados_portal', key: 'contratados' },
  ];
  const files = (extension: 'csv' | 'pdf') =>
    void download({
      path: `admin/follow-up.${extension}`,
      searchParams: { cohorte },
      fallbackName: `seguimiento-graduados.${extension}`,
    });

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center">
        <label htmlFor="follow-up-cohorte">{text('follow-up.filter.cohorte')}</label>
        <InputNumber id="follow-up-cohorte" min={1900} max={2200} value={cohorte} onChange={(value) => setCohorte(value ?? undefined)} />
        <Can menu="follow-up-report" action="x">
          <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={() => files('csv')}>
            {text('follow-up.csv')}
          </Button>
          <Button icon={<DownloadOutlined aria-hidden />} loading={downloading} onClick={() => files('pdf')}>
            {text('follow-up.pdf')}
          </Button>
        </Can>
      </Flex>
      <Table<FollowUpRow>
        columns={columns}
        dataSource={query.data?.items ?? []}
        loading={query.isFetching}
        rowKey={(row) => `${row.universidad_id}|${row.carrera}|${row.cohorte}`}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: text('follow-up.empty') }}
      />
      <Typography.Paragraph type="secondary">{text('follow-up.suppressed_note')}</Typography.Paragraph>
      {query.data && (
        <section aria-labelledby="follow-up-formulas">
          <Typography.Title level={4} id="follow-up-formulas">
            {text('follow-up.formulas')}
          </Typography.Title>
          <ul>
            {Object.values(query.data.formula).map((formula) => (
              <li key={formula}>{formula}</li>
            ))}
          </ul>
        </section>
      )}
    </Flex>
  );
}

/** `/admin/follow-up` (menu `follow-up-report`): the employability report per career × cohort, its formulas, CSV and PDF (flag x). */
export function FollowUpScreen() {
  return (
    <MessagesScope messages={followUpMessages}>
      <section>
        <Typography.Title level={2}>
          <FormattedMessage id="menu.follow-up-report" />
        </Typography.Title>
        <FollowUpReportView />
      </section>
    </MessagesScope>
  );
}
