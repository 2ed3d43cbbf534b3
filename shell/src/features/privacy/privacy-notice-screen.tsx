import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Button, Spin } from 'antd';
import { AuthPanel } from '../../common/auth-panel';
import { PrivacyNoticeView } from './privacy-notice-view';
import { usePrivacyNotice } from './use-privacy-notice';

/** `/privacidad` (open, no sign-in): the privacy notice in force, the page the signup checkbox links to. */
export function PrivacyNoticeScreen() {
  const intl = useIntl();
  const { notice, reload } = usePrivacyNotice();
  return (
    <AuthPanel title={<FormattedMessage id="privacy.consent_title" />} width={720}>
      {notice === null && <Spin aria-label={intl.formatMessage({ id: 'privacy.loading' })} />}
      {notice === false && (
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
      )}
      {notice && <PrivacyNoticeView notice={notice} />}
    </AuthPanel>
  );
}
