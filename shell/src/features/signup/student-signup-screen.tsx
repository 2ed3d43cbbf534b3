import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors, getApiClient, isApiError } from '@portal/shared';
import { TextField } from '@portal/shared/kit/basic-fields';
import { Alert, Button } from 'antd';
import { AuthPanel } from '../../common/auth-panel';
import { SignupDone } from './signup-done';
import { PrivacyConsentField } from './privacy-consent-field';
import { studentAccountSchema, studentDniSchema } from './student-signup-schema';
import { PrerenderedFormTakeover } from '../../common/prerendered-form';

interface DniCheck {
  dni: string;
  tipo: 'cedula' | 'pasaporte';
  disponible: boolean;
}

/**
 * `/singup/student`: the document is checked by the server first (its errors stay on the
 * field, never in a toast); only then the rest of the form opens.
 */
export function StudentSignupScreen() {
  const intl = useIntl();
  const [checked, setChecked] = useState<DniCheck | null>(null);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  const checkDni = async ({ dni }: { dni: string }, helpers: FormikHelpers<{ dni: string }>) => {
    try {
      // Its errors belong on the field, never in a toast (spec §7).
      const result = await getApiClient().post<DniCheck>('user/validation', { dni: dni.trim() }, { toast: false });
      setChecked(result);
    } catch (error) {
      const message = fieldErrors(error).dni ?? (isApiError(error) ? error.body.message : undefined);
      helpers.setFieldError('dni', message ?? intl.formatMessage({ id: 'messages.api_error' }));
    }
  };

  const signUp = async (
    values: { email: string; password: string; repassword: string; acepta_privacidad: boolean },
    helpers: FormikHelpers<{ email: string; password: string; repassword: string; acepta_privacidad: boolean }>,
  ) => {
    if (!checked) return;
    try {
      await getApiClient().post('user/singup', {
        dni: checked.dni,
        email: values.email.trim(),
        password: values.password,
        acepta_privacidad: values.acepta_privacidad,
      });
      setDoneFor(values.email.trim());
    } catch (error) {
      const errors = fieldErrors(error);
      helpers.setErrors(errors);
      if (errors.dni) setChecked(null);
    }
  };

  return (
    <AuthPanel title={<FormattedMessage id="signup.student_title" />}>
      {doneFor ? (
        <SignupDone titleId="signup.student_done_title" textId="signup.student_done" email={doneFor} />
      ) : !checked ? (
        <Formik initialValues={{ dni: '' }} validationSchema={studentDniSchema} onSubmit={checkDni}>
          {({ isSubmitting }) => (
            <Form noValidate aria-label={intl.formatMessage({ id: 'signup.check_dni' })}>
              <PrerenderedFormTakeover />
              <TextField
                name="dni"
                autoComplete="off"
                label={<FormattedMessage id="signup.dni" />}
                extra={
                  <div style={{ fontSize: 12, opacity: 0.75, marginTop: 4 }}>
                    <FormattedMessage id="signup.dni_help" />
                  </div>
                }
              />
              <Button type="primary" htmlType="submit" loading={isSubmitting} block>
                <FormattedMessage id="signup.check_dni" />
              </Button>
            </Form>
          )}
        </Formik>
      ) : (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={<FormattedMessage id="signup.dni_ok" values={{ tipo: checked.tipo === 'cedula' ? 'cédula' : 'pasaporte' }} />}
            description={checked.dni}
            action={
              <Button size="small" onClick={() => setChecked(null)}>
                <FormattedMessage id="signup.change_dni" />
              </Button>
            }
          />
          <Formik
            initialValues={{ email: '', password: '', repassword: '', acepta_privacidad: false }}
            validationSchema={studentAccountSchema}
            onSubmit={signUp}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label={intl.formatMessage({ id: 'signup.student_title' })}>
                <TextField name="email" type="email" autoComplete="email" label={<FormattedMessage id="auth.email" />} />
                <TextField name="password" type="password" autoComplete="new-password" label={<FormattedMessage id="auth.password" />} />
                <TextField
                  name="repassword"
                  type="password"
                  autoComplete="new-password"
                  label={<FormattedMessage id="auth.repassword" />}
                />
                <PrivacyConsentField />
                <Button type="primary" htmlType="submit" loading={isSubmitting} block>
                  <FormattedMessage id="signup.submit" />
                </Button>
              </Form>
            )}
          </Formik>
        </>
      )}
    </AuthPanel>
  );
}
