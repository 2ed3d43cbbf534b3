import { Form, Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors, getApiClient, isApiError, selectUser, toast, useAppSelector } from '@portal/shared';
import { TextField } from '@portal/shared/kit/basic-fields';
import { Button, Card, Descriptions, Typography } from 'antd';
import { changePasswordSchema } from './reset-password-schema';

type Values = { current_password: string; password: string; repassword: string };
const emptyValues: Values = { current_password: '', password: '', repassword: '' };

/**
 * "Mi cuenta" (`/account`, from the profile menu): who is signed in, how the e-mail is changed
 * (by an administrator), and the password change.
 */
export function AccountScreen() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);

  const change = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      // A refusal belongs on its field (wrong current password, the rule of the new one).
      await getApiClient().put('user/password', values, { toast: false });
      toast('success', intl.formatMessage({ id: 'account.password_changed' }));
      helpers.resetForm({ values: emptyValues });
    } catch (error) {
      const errors = fieldErrors(error);
      if (Object.keys(errors).length > 0) {
        helpers.setErrors(errors);
        for (const field of Object.keys(errors)) void helpers.setFieldTouched(field, true, false);
      } else if (isApiError(error) && error.status !== 401 && error.status !== 419) {
        toast('warning', error.body.message || intl.formatMessage({ id: 'messages.api_error' }));
      }
    }
  };

  return (
    <article aria-labelledby="account-title" style={{ maxWidth: 640 }}>
      <Typography.Title level={3} id="account-title">
        <FormattedMessage id="account.title" />
      </Typography.Title>
      {user && (
        <Descriptions column={1} bordered size="small" style={{ marginBlockEnd: 16 }}>
          <Descriptions.Item label={<FormattedMessage id="account.name" />}>{user.name_us}</Descriptions.Item>
          <Descriptions.Item label={<FormattedMessage id="account.role" />}>{user.role.name_ro}</Descriptions.Item>
        </Descriptions>
      )}
      {/* The e-mail is changed by an administrator only (API.md has no self-service call for it). */}
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="account.email_help" />
      </Typography.Paragraph>
      <Card title={<FormattedMessage id="account.password_section" />}>
        <Typography.Paragraph type="secondary">
          <FormattedMessage id="account.password_help" />
        </Typography.Paragraph>
        <Formik initialValues={emptyValues} validationSchema={changePasswordSchema} onSubmit={change}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={intl.formatMessage({ id: 'account.password_section' })}>
              <TextField
                name="current_password"
                type="password"
                autoComplete="current-password"
                label={<FormattedMessage id="account.current_password" />}
              />
              <TextField
                name="password"
                type="password"
                autoComplete="new-password"
                label={<FormattedMessage id="account.new_password" />}
              />
              <TextField
                name="repassword"
                type="password"
                autoComplete="new-password"
                label={<FormattedMessage id="account.repassword" />}
              />
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                <FormattedMessage id="account.change_submit" />
              </Button>
            </Form>
          )}
        </Formik>
      </Card>
    </article>
  );
}
