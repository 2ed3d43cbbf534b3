import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { getApiClient, rules } from '@portal/shared';
import { TextField } from '@portal/shared/kit/basic-fields';
import { Link } from '@portal/shared/router';
import { Alert, Button, Typography } from 'antd';
import { paths } from '../../config/paths';
import { AuthPanel } from '../../common/auth-panel';
import { PrerenderedFormTakeover } from '../../common/prerendered-form';

const schema = yup.object({ email: rules.email() });

/**
 * `/forgot-password`: asks for a reset link. What follows reads the same whether or not the
 * e-mail has an account, as the server's answer does.
 */
export function ForgotPasswordScreen() {
  const intl = useIntl();
  const [sent, setSent] = useState(false);

  return (
    <AuthPanel title={<FormattedMessage id="account.forgot_title" />}>
      {sent ? (
        <Alert type="success" showIcon role="status" title={<FormattedMessage id="account.forgot_sent" />} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            <FormattedMessage id="account.forgot_prompt" />
          </Typography.Paragraph>
          <Formik
            initialValues={{ email: '' }}
            validationSchema={schema}
            onSubmit={async (values) => {
              try {
                await getApiClient().post('user/password/forgot', { email: values.email.trim() });
                setSent(true);
              } catch {
                // the API client showed the reason (too many requests, no connection)
              }
            }}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label={intl.formatMessage({ id: 'account.forgot_title' })}>
                <PrerenderedFormTakeover />
                <TextField name="email" type="email" autoComplete="email" label={<FormattedMessage id="auth.email" />} />
                <Button type="primary" htmlType="submit" loading={isSubmitting} block>
                  <FormattedMessage id="account.forgot_submit" />
                </Button>
              </Form>
            )}
          </Formik>
        </>
      )}
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to={paths.login.getHref()}>
          <FormattedMessage id="account.back_to_login" />
        </Link>
      </p>
    </AuthPanel>
  );
}
