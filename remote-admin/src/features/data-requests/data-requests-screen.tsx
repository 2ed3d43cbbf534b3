import { Button, Flex, Input, Switch, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessagesScope } from '@portal/shared';
import { ListPage } from '@portal/shared/kit/list-screen';
import { type AdminDataRequest, useAnswerDataRequestMutation, useListDataRequestsQuery } from './api/data-requests-api';
import { dataRequestsMessages } from './data-requests-messages';

const perPage = 20;

function AnswerForm({ request }: { request: AdminDataRequest }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [answer, { isLoading }] = useAnswerDataRequestMutation();
  const id = `answer-${request.id}`;
  if (request.estado !== 'abierta') return <Typography.Paragraph>{request.respuesta}</Typography.Paragraph>;
  return (
    <Flex vertical gap={8}>
      <Typography.Paragraph>{request.detalle}</Typography.Paragraph>
      <label htmlFor={id}>{intl.formatMessage({ id: 'data_requests.answer_label' }, { id: request.id })}</label>
      <Input.TextArea id={id} rows={4} maxLength={4000} value={text} onChange={(event) => setText(event.target.value)} />
      <div>
        <Button
          type="primary"
          loading={isLoading}
          disabled={text.trim().length < 10}
          onClick={() => void answer({ id: request.id, respuesta: text.trim() })}
        >
          <FormattedMessage id="data_requests.send" />
        </Button>
      </div>
    </Flex>
  );
}

function DueTag({ request }: { request: AdminDataRequest }) {
  const intl = useIntl();
  if (request.dias_restantes === null) return <Tag>{intl.formatMessage({ id: 'data_requests.answered' })}</Tag>;
  if (request.vencida)
    return <Tag color="error">{intl.formatMessage({ id: 'data_requests.overdue' }, { days: -request.dias_restantes })}</Tag>;
  return (
    <Tag color={request.dias_restantes <= 3 ? 'warning' : 'default'}>
      {intl.formatMessage({ id: 'data_requests.days_left' }, { days: request.dias_restantes })}
    </Tag>
  );
}

function DataRequestsList() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [openOnly, setOpenOnly] = useState(true);
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [page, setPage] = useState(1);
  const query = useListDataRequestsQuery({
    estado: openOnly ? 'abierta' : undefined,
    vencidas: overdueOnly ? '1' : undefined,
    page,
    per_page: perPage,
  });
  const columns: TableProps<AdminDataRequest>['columns'] = [
    { title: text('data_requests.column.who'), key: 'who', render: (_, row) => `${row.user.name_us} (${row.user.email})` },
    { title: text('data_requests.column.kind'), key: 'kind', render: (_, row) => text(`data_requests.kind.${row.tipo}`) },
    {
      title: text('data_requests.column.due'),
      key: 'due',
      render: (_, row) => (
        <Flex gap={4} wrap>
          {row.vence_el}
          <DueTag request={row} />
        </Flex>
      ),
    },
  ];
  return (
    <ListPage<AdminDataRequest>
      title={text('data_requests.list_title')}
      titleLevel={3}
      notice={<Typography.Paragraph>{text('data_requests.intro')}</Typography.Paragraph>}
      filters={
        <>
          <Flex gap={8} align="center">
            <Switch id="data-requests-open" checked={openOnly} onChange={(value) => (setOpenOnly(value), setPage(1))} />
            <label htmlFor="data-requests-open">{text('data_requests.filter.open')}</label>
          </Flex>
          <Flex gap={8} align="center">
            <Switch id="data-requests-overdue" checked={overdueOnly} onChange={(value) => (setOverdueOnly(value), setPage(1))} />
            <label htmlFor="data-requests-overdue">{text('data_requests.filter.overdue')}</label>
          </Flex>
        </>
      }
      query={query}
      columns={columns}
      rowKey="id"
      expandable={{
        expandedRowRender: (row) => <AnswerForm request={row} />,
        columnTitle: text('data_requests.answer'),
        expandIcon: ({ expanded, onExpand, record }) => (
          <Button
            size="small"
            type="link"
            aria-expanded={expanded}
            aria-label={text('data_requests.answer_of', { id: record.id })}
            onClick={(event) => onExpand(record, event)}
          >
            {text('data_requests.answer')}
          </Button>
        ),
      }}
      paging={{ page, perPage, onChange: (next) => setPage(next) }}
      emptyText={text('data_requests.empty')}
    />
  );
}

/**
 * `/admin/data-requests` (menu `data-requests`): the LOPDP requests, open ones first by due date
 * (overdue first and marked), each with the days left of the 15 and its answer form.
 */
export function DataRequestsScreen() {
  return (
    <MessagesScope messages={dataRequestsMessages}>
      <section>
        <Typography.Title level={2}>
          <FormattedMessage id="menu.data-requests" />
        </Typography.Title>
        <DataRequestsList />
      </section>
    </MessagesScope>
  );
}
