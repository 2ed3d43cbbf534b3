import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getApiClient, isApiError, privacyConsentAccepted, toast, useAppDispatch } from '@portal/shared';
import { Alert, Button, Flex } from 'antd';
import { AuthPanel } from '../../common/auth-panel';
import { logout } from '../../common/auth-thunks';
import { PrivacyNoticeStatus, PrivacyNoticeView } from './privacy-notice-view';
import { usePrivacyNotice } from './use-privacy-notice';

/**
 * The blocking screen of a user who has not accepted the notice in force (at sign-in, after a
 * reload, or when any call answers 403 privacy_consent_required): the server refuses the rest
 * until they accept; the other way out is signing out.
 */
export function PrivacyConsentScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { notice, reload } = usePrivacyNotice();
  const [accepting, setAccepting] = useState(false);

  const accept = async (version: number) => {
    setAccepting(true);
    try {
      await getApiClient().post('user/privacy-consent', { version }, { toast: false });
      dispatch(privacyConsentAccepted());
      toast('success', intl.formatMessage({ id: 'privacy.accepted' }));
    } catch (error) {
      // A newer version was published meanwhile (422): show it, to be read and accepted.
      if (isApiError(error) && error.status === 422) {
        toast('warning', intl.formatMessage({ id: 'privacy.new_version' }));
        void reload();
      } else if (!isApiError(error) || (error.status !== 401 && error.status !== 419)) {
        toast('warning', intl.formatMessage({ id: 'messages.api_error' }));
      }
    } finally {
      setAccepting(false);
    }
  };

  return (
    <Flex component="main" vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <AuthPanel title={<FormattedMessage id="privacy.consent_title" />} width={720}>
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={<FormattedMessage id="privacy.consent_lead" />} />
        <PrivacyNoticeStatus notice={notice} reload={reload} />
        {notice && (
          <section aria-label={intl.formatMessage({ id: 'privacy.notice_title' })} style={{ marginBottom: 16 }}>
            <PrivacyNoticeView notice={notice} />
          </section>
        )}
        <Flex gap={8} wrap="wrap">
          <Button type="primary" disabled={!notice} loading={accepting} onClick={() => notice && void accept(notice.version)}>
            <FormattedMessage id="privacy.accept" />
          </Button>
          <Button onClick={() => void dispatch(logout())}>
            <FormattedMessage id="auth.logout" />
          </Button>
        </Flex>
      </AuthPanel>
    </Flex>
  );
}
