import { FormattedMessage } from 'react-intl';
import { AuthPanel } from '../../common/auth-panel';
import { PrivacyNoticeStatus, PrivacyNoticeView } from './privacy-notice-view';
import { usePrivacyNotice } from './use-privacy-notice';

/** `/privacidad` (open, no sign-in): the privacy notice in force, the page the signup checkbox links to. */
export function PrivacyNoticeScreen() {
  const { notice, reload } = usePrivacyNotice();
  return (
    <AuthPanel title={<FormattedMessage id="privacy.consent_title" />} width={720}>
      <PrivacyNoticeStatus notice={notice} reload={reload} />
      {notice && <PrivacyNoticeView notice={notice} />}
    </AuthPanel>
  );
}
