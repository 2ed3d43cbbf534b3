import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { rules, selectIsLoggedIn, selectMenu, toast, useAppDispatch, useAppSelector } from '@portal/shared';
import { CheckboxField, TextField } from '@portal/shared/kit/basic-fields';
import { Link, Navigate, useLocation, useNavigate } from '@portal/shared/router';
import { Button, Divider, Typography } from 'antd';
import { useProductTitle } from '../../common/product-title';
import { paths } from '../../config/paths';
import { login } from '../../common/auth-thunks';
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
  const redirected = (location.state as LoginRedirectState | null)?.reason === 'login-required';

  useEffect(() => {
    if (!redirected) return;
    const timer = setTimeout(() => toast('error', intl.formatMessage({ id: 'auth.must_login' })), mustLoginDelayMs);
    return () => clearTimeout(timer);
  }, [redirected, intl]);

  if (loggedIn) return <Navigate to={landingPath(menu)} replace />;

  return (
    <AuthPanel title={<FormattedMessage id="auth.welcome" values={{ title }} />}>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="auth.prompt" />
      </Typography.Paragraph>
      <Formik
        initialValues={{ email: '', password: '', remember: false }}
        validationSchema={schema}
        onSubmit={async (values) => {
          const data = await dispatch(login(values)).unwrap();
          if (data) navigate(landingPath(data.menu), { replace: true });
        }}
      >
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
