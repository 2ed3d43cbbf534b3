import { Alert, Flex, Table, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { AuditEntry } from '../api/audit-api';
import { changedFields, refusal, type FieldChange } from '../audit-changes';
import { auditValue } from './audit-labels';

/** What one audit entry recorded: the changed fields before and after; for a refused attempt, why and what was tried. */
export function AuditEntryDetails({ entry }: { entry: AuditEntry }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const denied = entry.denied ? refusal(entry.after) : null;
  const changes = denied ? changedFields(entry.before, denied.attempted) : changedFields(entry.before, entry.after);
  const caption = text(denied ? 'audit.attempted' : 'audit.changes');
  // Removed and added values are marked as such for screen readers too; "none" is plain.
  const shown = (value: unknown, Mark: 'del' | 'ins') => {
    const readable = auditValue(intl, value);
    return value === null || value === undefined || value === '' ? readable : <Mark>{readable}</Mark>;
  };

  return (
    <Flex vertical gap={12} role="region" aria-label={text('audit.details', { id: String(entry.id) })}>
      {denied?.reason && <Alert type="error" showIcon title={text('audit.reason', { reason: denied.reason })} />}
      {changes.length === 0 ? (
        <Typography.Text type="secondary">{text('audit.no_changes')}</Typography.Text>
      ) : (
        <Table<FieldChange>
          size="small"
          pagination={false}
          rowKey="field"
          dataSource={changes}
          title={() => <Typography.Text strong>{caption}</Typography.Text>}
          columns={[
            {
              title: text('audit.field'),
              dataIndex: 'field',
              key: 'field',
              render: (field: string) => <Typography.Text code>{field || '—'}</Typography.Text>,
            },
            { title: text('audit.before'), key: 'before', render: (_, change) => shown(change.before, 'del') },
            { title: text('audit.after'), key: 'after', render: (_, change) => shown(change.after, 'ins') },
          ]}
        />
      )}
    </Flex>
  );
}
