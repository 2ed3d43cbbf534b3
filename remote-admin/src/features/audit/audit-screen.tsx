import { Button, DatePicker, Flex, Select, Switch, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MessagesScope } from '@portal/shared';
import { apiDateFormat, displayDateFormat, ListPage } from '@portal/shared/kit/list-screen';
import { useGetAuditFiltersQuery, useListAuditQuery, type AuditEntry } from './api/audit-api';
import { auditMessages } from './audit-messages';
import { AuditEntryDetails } from './components/audit-entry-details';
import { auditLabel } from './components/audit-labels';

const perPage = 20;
const day = (value: Dayjs | null) => value?.format(apiDateFormat);

function AuditList() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [entity, setEntity] = useState<string | undefined>();
  const [actor, setActor] = useState<number | undefined>();
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const [deniedOnly, setDeniedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const filters = useGetAuditFiltersQuery();
  const query = useListAuditQuery({
    entity,
    user_id: actor,
    denied: deniedOnly || undefined,
    from: day(from),
    to: day(to),
    page,
    per_page: perPage,
  });
  // Every filter change starts again from the first page.
  const refine =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const columns: TableProps<AuditEntry>['columns'] = [
    {
      title: text('audit.column.when'),
      key: 'when',
      render: (_, entry) => intl.formatDate(entry.created_at, { dateStyle: 'medium', timeStyle: 'medium' }),
    },
    { title: text('audit.column.who'), key: 'who', render: (_, entry) => entry.actor?.name_us ?? text('audit.system') },
    {
      title: text('audit.column.what'),
      key: 'what',
      render: (_, entry) => text('audit.record', { entity: auditLabel(intl, 'entity', entry.entity), id: entry.entity_id }),
    },
    {
      title: text('audit.column.action'),
      key: 'action',
      render: (_, entry) =>
        entry.denied ? (
          <Flex gap={4} wrap>
            <Tag color="error">{text('audit.denied')}</Tag>
            {auditLabel(intl, 'action', entry.action.replace(/^denied:/, ''))}
          </Flex>
        ) : (
          auditLabel(intl, 'action', entry.action)
        ),
    },
  ];

  return (
    <ListPage<AuditEntry>
      title={text('audit.list_title')}
      titleLevel={3}
      filters={
        <>
          <Select<string>
            aria-label={text('audit.filter.entity')}
            placeholder={text('audit.filter.entity_all')}
            allowClear
            value={entity}
            onChange={refine(setEntity)}
            style={{ minWidth: 200 }}
            options={(filters.data?.entities ?? []).map((name) => ({ value: name, label: auditLabel(intl, 'entity', name) }))}
          />
          <Select<number>
            aria-label={text('audit.filter.user')}
            placeholder={text('audit.filter.user_all')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={actor}
            onChange={refine(setActor)}
            style={{ minWidth: 220 }}
            options={(filters.data?.actors ?? []).map((person) => ({ value: person.id_us, label: person.name_us }))}
          />
          {/* Two labelled pickers rather than one range: each input says what it holds. */}
          <DatePicker
            aria-label={text('audit.filter.from')}
            placeholder={text('audit.filter.from')}
            format={displayDateFormat}
            value={from}
            maxDate={to ?? undefined}
            onChange={refine(setFrom)}
          />
          <DatePicker
            aria-label={text('audit.filter.to')}
            placeholder={text('audit.filter.to')}
            format={displayDateFormat}
            value={to}
            minDate={from ?? undefined}
            onChange={refine(setTo)}
          />
          <Flex gap={8} align="center">
            <Switch id="audit-denied" checked={deniedOnly} onChange={refine(setDeniedOnly)} />
            <label htmlFor="audit-denied">{text('audit.filter.denied')}</label>
          </Flex>
        </>
      }
      query={query}
      columns={columns}
      rowKey="id"
      expandable={{
        expandedRowRender: (entry) => <AuditEntryDetails entry={entry} />,
        columnTitle: text('audit.changes'),
        expandIcon: ({ expanded, onExpand, record }) => (
          <Button
            size="small"
            type="link"
            aria-expanded={expanded}
            aria-label={text(expanded ? 'audit.hide_details_of' : 'audit.show_details_of', { id: String(record.id) })}
            onClick={(event) => onExpand(record, event)}
          >
            {text(expanded ? 'audit.hide_details' : 'audit.show_details')}
          </Button>
        ),
      }}
      paging={{ page, perPage, onChange: (next) => setPage(next) }}
      emptyText={entity || actor || from || to || deniedOnly ? undefined : text('audit.empty')}
    />
  );
}

/**
 * `/admin/audit` (menu `adm-audit`): who changed what and when, newest first, filtered by
 * entity, user, days and refused attempts; each row opens to the fields it changed.
 */
export function AuditScreen() {
  return (
    <MessagesScope messages={auditMessages}>
      <section>
        <Typography.Title level={2}>
          <FormattedMessage id="menu.adm-audit" />
        </Typography.Title>
        <AuditList />
      </section>
    </MessagesScope>
  );
}
