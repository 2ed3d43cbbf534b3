import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors, getApiClient, isApiError, toast } from '@portal/shared';
import { TextField } from '@portal/shared/kit/basic-fields';
import { Link, useNavigate, useParams } from '@portal/shared/router';
import { Alert, Button, Typography } from 'antd';
import { paths } from '../../config/paths';
import { AuthPanel } from '../../common/auth-panel';
import { resetPasswordSchema } from './reset-password-schema';

type Values = { password: string; repassword: string };

/**
 * `/reset-password/{hash}`: a new password from the mailed link. A refused link (unknown,
 * used, expired) is told above the form with a way to ask for a new one; a refused password
 * goes on its field. On success the user signs in again.
 */
export function ResetPasswordScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { hash = '' } = useParams();
  const [linkRefused, setLinkRefused] = useState<string | null>(null);

  const reset = async (values: Values, helpers: FormikHelpers<Values>) => {
    setLinkRefused(null);
    try {
      await getApiClient().post('user/password/reset', { hash, password: values.password }, { toast: false });
      toast('success', intl.formatMessage({ id: 'account.reset_done' }));
      navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      const { hash: refused, ...fields } = fieldErrors(error);
      helpers.setErrors(fields);
      if (refused) setLinkRefused(refused);
      else if (Object.keys(fields).length === 0) {
        setLinkRefused(isApiError(error) && error.body.message ? error.body.message : intl.formatMessage({ id: 'messages.api_error' }));
      }
    }
  };

  return (
    <AuthPanel title={<FormattedMessage id="account.reset_title" />}>
      {linkRefused && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={<FormattedMessage id="account.reset_failed" />}
          description={linkRefused}
          action={
            <Link to={paths.forgotPassword.getHref()}>
              <FormattedMessage id="account.reset_new_link" />
            </Link>
          }
        />
      )}
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="account.reset_prompt" />
      </Typography.Paragraph>
      <Formik initialValues={{ password: '', repassword: '' }} validationSchema={resetPasswordSchema} onSubmit={reset}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={intl.formatMessage({ id: 'account.reset_title' })}>
            <TextField name="password" type="password" autoComplete="new-password" label={<FormattedMessage id="account.new_password" />} />
            <TextField name="repassword" type="password" autoComplete="new-password" label={<FormattedMessage id="account.repassword" />} />
            <Button type="primary" htmlType="submit" loading={isSubmitting} block>
              <FormattedMessage id="account.reset_submit" />
            </Button>
          </Form>
        )}
      </Formik>
      <p style={{ marginTop: 16, marginBottom: 0 }}>
        <Link to={paths.login.getHref()}>
          <FormattedMessage id="account.back_to_login" />
        </Link>
      </p>
    </AuthPanel>
  );
}
