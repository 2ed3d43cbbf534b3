import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { getApiClient, isApiError } from '@portal/shared';
import { Link, useParams } from '@portal/shared/router';
import { Alert, Spin } from 'antd';
import { paths } from '../../config/paths';
import { AuthPanel } from '../../common/auth-panel';

/** One request per hash, even if the screen mounts twice: a hash is single use. */
type Verified = { email: string; already_verified?: true };
const verifications = new Map<string, Promise<Verified>>();
const verify = (hash: string) => {
  let pending = verifications.get(hash);
  if (!pending) {
    pending = getApiClient().post<Verified>('user/verify', { hash });
    verifications.set(hash, pending);
  }
  return pending;
};

type Outcome = { state: 'checking' } | { state: 'done'; email: string; already: boolean } | { state: 'failed'; reason?: string };

/**
 * `/verification/{hash}`: validates the e-mail with the link's hash. A link opened again (a mail
 * scanner often opens it first) of a verified account says the e-mail is validated already.
 */
export function VerificationScreen() {
  const { hash = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });

  useEffect(() => {
    let current = true;
    verify(hash).then(
      (data) => current && setOutcome({ state: 'done', email: data.email, already: data.already_verified === true }),
      (error: unknown) => current && setOutcome({ state: 'failed', reason: isApiError(error) ? error.body.message : undefined }),
    );
    return () => {
      current = false;
    };
  }, [hash]);

  return (
    <AuthPanel title={<FormattedMessage id="verification.title" />}>
      {outcome.state === 'checking' && (
        <p role="status">
          <Spin size="small" /> <FormattedMessage id="verification.checking" />
        </p>
      )}
      {outcome.state === 'done' && (
        <Alert
          type="success"
          showIcon
          title={<FormattedMessage id={outcome.already ? 'verification.already' : 'verification.done'} values={{ email: outcome.email }} />}
        />
      )}
      {outcome.state === 'failed' && (
        <Alert type="error" showIcon title={<FormattedMessage id="verification.failed" />} description={outcome.reason} />
      )}
      {outcome.state !== 'checking' && (
        <p style={{ marginTop: 16, marginBottom: 0 }}>
          <Link to={paths.login.getHref()}>
            <FormattedMessage id="verification.go_login" />
          </Link>
        </p>
      )}
    </AuthPanel>
  );
}
