import type { PrivacyNotice } from '@portal/contracts/schemas';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Typography } from 'antd';

/** The notice's text (paragraphs split on blank lines) under its version and publication date. */
export function PrivacyNoticeView({ notice }: { notice: PrivacyNotice }) {
  return (
    <>
      <Typography.Paragraph type="secondary">
        <FormattedMessage
          id="privacy.notice_version"
          values={{
            version: notice.version,
            date: <FormattedDate value={notice.publicado_en} dateStyle="long" timeZone="America/Guayaquil" />,
          }}
        />
      </Typography.Paragraph>
      {notice.texto
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, index) => (
          <Typography.Paragraph key={index} style={{ whiteSpace: 'pre-line' }}>
            {paragraph.trim()}
          </Typography.Paragraph>
        ))}
    </>
  );
}
