import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { getApiClient, rules, selectIsLoggedIn, selectMenu, toast, useAppDispatch, useAppSelector } from '@portal/shared';
import { CheckboxField, TextField } from '@portal/shared/kit/basic-fields';
import { Link, Navigate, useLocation, useNavigate } from '@portal/shared/router';
import { Alert, Button, Divider, Typography } from 'antd';
import { useProductTitle } from '../../common/product-title';
import { paths } from '../../config/paths';
import { login, type Credentials } from '../../common/auth-thunks';
import { AuthPanel } from '../../common/auth-panel';
import { landingPath } from './landing';
import { ResendVerification } from './resend-verification';
import { PrerenderedFormTakeover } from '../../common/prerendered-form';

const schema = yup.object({
  email: rules.email(),
  password: rules.loginPassword(),
  remember: yup.boolean(),
});

/** Set by the guard when it sends an anonymous visitor here. */
export interface LoginRedirectState {
  reason: 'login-required';
}

/** Spec §2: the reminder appears one second after the guard's redirect. */
const mustLoginDelayMs = 1000;

export function LoginScreen() {
  const intl = useIntl();
  const title = useProductTitle();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const menu = useAppSelector(selectMenu);
  // The credentials of a sign-in refused because the account's deletion is pending (409).
  const [pendingDeletion, setPendingDeletion] = useState<Credentials | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const redirected = (location.state as LoginRedirectState | null)?.reason === 'login-required';

  useEffect(() => {
    if (!redirected) return;
    const timer = setTimeout(() => toast('error', intl.formatMessage({ id: 'auth.must_login' })), mustLoginDelayMs);
    return () => clearTimeout(timer);
  }, [redirected, intl]);

  if (loggedIn) return <Navigate to={landingPath(menu)} replace />;

  const signIn = async (values: Credentials) => {
    const outcome = await dispatch(login(values)).unwrap();
    setPendingDeletion(outcome && 'deletionPending' in outcome ? values : null);
    if (outcome && 'token' in outcome) navigate(landingPath(outcome.menu), { replace: true });
  };

  /** Keeps the account (POST user/deletion/cancel with the same e-mail and password), then signs in. */
  const cancelDeletion = async (credentials: Credentials) => {
    setCancelling(true);
    try {
      await getApiClient().post('user/deletion/cancel', { email: credentials.email, password: credentials.password });
      toast('success', intl.formatMessage({ id: 'auth.deletion_cancelled' }));
      await signIn(credentials);
    } catch {
      // Already told: the API client toasts the server's message.
    } finally {
      setCancelling(false);
    }
  };

  return (
    <AuthPanel title={<FormattedMessage id="auth.welcome" values={{ title }} />}>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="auth.prompt" />
      </Typography.Paragraph>
      <Formik initialValues={{ email: '', password: '', remember: false }} validationSchema={schema} onSubmit={signIn}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={intl.formatMessage({ id: 'menu.login' })}>
            <PrerenderedFormTakeover />
            <TextField name="email" type="email" autoComplete="username" label={<FormattedMessage id="auth.email" />} />
            <TextField name="password" type="password" autoComplete="current-password" label={<FormattedMessage id="auth.password" />} />
            <CheckboxField name="remember" label={<FormattedMessage id="auth.remember" />} />
            <Button type="primary" htmlType="submit" loading={isSubmitting} block size="large">
              <FormattedMessage id="auth.submit" />
            </Button>
          </Form>
        )}
      </Formik>
      {pendingDeletion && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          title={<FormattedMessage id="auth.deletion_pending" />}
          action={
            <Button size="small" loading={cancelling} onClick={() => void cancelDeletion(pendingDeletion)}>
              <FormattedMessage id="auth.deletion_cancel" />
            </Button>
          }
        />
      )}
      <p style={{ marginTop: 16, marginBottom: 8 }}>
        <Link to={paths.forgotPassword.getHref()}>
          <FormattedMessage id="auth.forgot_link" />
        </Link>
      </p>
      <p>
        <FormattedMessage id="auth.no_account" />{' '}
        <Link to={paths.signup.getHref()}>
          <FormattedMessage id="auth.create_account" />
        </Link>
      </p>
      <Divider style={{ margin: '12px 0' }} />
      <ResendVerification />
    </AuthPanel>
  );
}
