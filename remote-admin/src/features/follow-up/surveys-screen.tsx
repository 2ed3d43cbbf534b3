import { Button, Popconfirm, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessagesScope } from '@portal/shared';
import { Can, ListPage } from '@portal/shared/kit/list-screen';
import { type SurveySummary, useCloseSurveyMutation, useListSurveysQuery, useOpenSurveyMutation } from './api/follow-up-api';
import { followUpMessages } from './follow-up-messages';

const perPage = 20;
const stateColors = { borrador: 'default', abierta: 'processing', cerrada: 'success' } as const;

function SurveyList() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [page, setPage] = useState(1);
  const query = useListSurveysQuery({ page, per_page: perPage });
  const [openSurvey, opening] = useOpenSurveyMutation();
  const [closeSurvey, closing] = useCloseSurveyMutation();

  const columns: TableProps<SurveySummary>['columns'] = [
    { title: text('surveys.column.titulo'), dataIndex: 'titulo', key: 'titulo' },
    {
      title: text('surveys.column.estado'),
      key: 'estado',
      render: (_, survey) => <Tag color={stateColors[survey.estado]}>{text(`surveys.estado.${survey.estado}`)}</Tag>,
    },
    { title: text('surveys.column.invitados'), dataIndex: 'invitados', key: 'invitados' },
    { title: text('surveys.column.respuestas'), dataIndex: 'respuestas', key: 'respuestas' },
    {
      title: text('surveys.column.tasa'),
      key: 'tasa',
      render: (_, survey) =>
        survey.tasa_respuesta === null ? '—' : intl.formatNumber(survey.tasa_respuesta, { style: 'percent', maximumFractionDigits: 1 }),
    },
    {
      title: text('surveys.column.actions'),
      key: 'actions',
      render: (_, survey) => (
        <Can menu="surveys" action="x">
          {survey.estado === 'borrador' && (
            <Popconfirm
              title={text('surveys.open_confirm', { titulo: survey.titulo })}
              okText={text('surveys.confirm_yes')}
              cancelText={text('surveys.confirm_no')}
              onConfirm={() => void openSurvey(survey.id)}
            >
              <Button size="small" type="primary" loading={opening.isLoading}>
                {text('surveys.open')}
              </Button>
            </Popconfirm>
          )}
          {survey.estado === 'abierta' && (
            <Popconfirm
              title={text('surveys.close_confirm', { titulo: survey.titulo })}
              okText={text('surveys.confirm_yes')}
              cancelText={text('surveys.confirm_no')}
              onConfirm={() => void closeSurvey(survey.id)}
            >
              <Button size="small" loading={closing.isLoading}>
                {text('surveys.close')}
              </Button>
            </Popconfirm>
          )}
        </Can>
      ),
    },
  ];

  return (
    <ListPage<SurveySummary>
      title={text('surveys.list_title')}
      titleLevel={3}
      query={query}
      columns={columns}
      rowKey="id"
      paging={{ page, perPage, onChange: (next) => setPage(next) }}
      emptyText={text('surveys.empty')}
    />
  );
}

/** `/admin/surveys` (menu `surveys`): the surveys with their status and response rate; open and close with a confirmation (flag x). */
export function SurveysScreen() {
  return (
    <MessagesScope messages={followUpMessages}>
      <section>
        <Typography.Title level={2}>
          <FormattedMessage id="menu.surveys" />
        </Typography.Title>
        <SurveyList />
      </section>
    </MessagesScope>
  );
}
