import { FormattedMessage } from 'react-intl';
import { Link } from '@portal/shared/router';
import { Alert } from 'antd';
import { paths } from '../../config/paths';

/** What a new account is told after signing up. */
export function SignupDone({ titleId, textId, email }: { titleId: string; textId: string; email: string }) {
  return (
    <>
      <Alert
        type="success"
        showIcon
        title={<FormattedMessage id={titleId} />}
        description={<FormattedMessage id={textId} values={{ email: <strong>{email}</strong> }} />}
      />
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to={paths.login.getHref()}>
          <FormattedMessage id="verification.go_login" />
        </Link>
      </p>
    </>
  );
}
