import { Form, Formik } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { getApiClient, rules, toast } from '@portal/shared';
import { TextField } from '@portal/shared/kit/basic-fields';
import { Button } from 'antd';

const schema = yup.object({ email: rules.email() });

/** Asks for a new verification link; the answer is the same whether the e-mail exists or not. */
export function ResendVerification() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <p style={{ marginBottom: 0 }}>
        <FormattedMessage id="auth.resend_question" />{' '}
        <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(true)}>
          <FormattedMessage id="auth.resend_action" />
        </Button>
      </p>
    );
  }
  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        try {
          await getApiClient().post('user/verification/resend', values);
          toast('success', intl.formatMessage({ id: 'auth.resend_sent' }));
          helpers.resetForm();
          setOpen(false);
        } catch {
          // the API client showed the reason
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={intl.formatMessage({ id: 'auth.resend_action' })}>
          <TextField name="email" type="email" autoComplete="email" label={<FormattedMessage id="auth.email" />} />
          <Button htmlType="submit" loading={isSubmitting} block>
            <FormattedMessage id="auth.resend_submit" />
          </Button>
        </Form>
      )}
    </Formik>
  );
}
