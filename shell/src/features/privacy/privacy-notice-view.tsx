import type { PrivacyNotice } from '@portal/contracts/schemas';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Spin, Typography } from 'antd';

/**
 * What stands in for the notice while it loads (null) or when it could not be read (false), with
 * a retry; nothing once it is there. usePrivacyNotice's `notice` and `reload`.
 */
export function PrivacyNoticeStatus({ notice, reload }: { notice: PrivacyNotice | null | false; reload: () => unknown }) {
  const intl = useIntl();
  if (notice === null) return <Spin aria-label={intl.formatMessage({ id: 'privacy.loading' })} />;
  if (notice === false)
    return (
      <Alert
        type="warning"
        showIcon
        title={<FormattedMessage id="privacy.notice_failed" />}
        action={
          <Button size="small" onClick={() => void reload()}>
            <FormattedMessage id="privacy.retry" />
          </Button>
        }
      />
    );
  return null;
}

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
