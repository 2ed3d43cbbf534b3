import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Card, Flex, Typography } from 'antd';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CvSectionTitle } from '@portal/contracts';
import { Can } from '@portal/shared/kit/form-screen';
import type { EntrySummary } from './section-definition';

interface EntryCardProps {
  summary: EntrySummary;
  /** The section's menu title: its flags decide the buttons (live). */
  menu: CvSectionTitle;
  onEdit: () => void;
  onDelete: () => void;
}

/** One entry as a card: its title as a heading, then what and when; edit (u) and delete (d). */
export function EntryCard({ summary, menu, onEdit, onDelete }: EntryCardProps) {
  const intl = useIntl();
  const headingId = useId();
  const name = summary.title;
  return (
    <Card size="small" style={{ height: '100%', overflowWrap: 'anywhere' }}>
      <article aria-labelledby={headingId}>
        <Typography.Title level={3} id={headingId} style={{ fontSize: 16, margin: 0 }}>
          {summary.title}
        </Typography.Title>
        {summary.subtitle && <Typography.Paragraph style={{ margin: '4px 0 0' }}>{summary.subtitle}</Typography.Paragraph>}
        {summary.period && (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {summary.period}
          </Typography.Paragraph>
        )}
        {summary.details?.map((detail) => (
          <Typography.Paragraph key={detail} type="secondary" style={{ margin: '4px 0 0', whiteSpace: 'pre-line' }}>
            {detail}
          </Typography.Paragraph>
        ))}
        <Flex gap={8} wrap style={{ marginTop: 8 }}>
          <Can menu={menu} action="u">
            <Button
              size="small"
              icon={<EditOutlined aria-hidden />}
              aria-label={intl.formatMessage({ id: 'cv.entry.edit_item' }, { name })}
              onClick={onEdit}
            >
              {intl.formatMessage({ id: 'cv.entry.edit' })}
            </Button>
          </Can>
          <Can menu={menu} action="d">
            {/* Not antd's red "danger" text: it fails WCAG contrast on white; the confirmation protects. */}
            <Button
              size="small"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={intl.formatMessage({ id: 'cv.entry.delete_item' }, { name })}
              onClick={onDelete}
            >
              {intl.formatMessage({ id: 'cv.entry.delete' })}
            </Button>
          </Can>
        </Flex>
      </article>
    </Card>
  );
}
