import { PrivacyConsentField } from './privacy-consent-field';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors, getApiClient, useGetCatalogQuery } from '@portal/shared';
import { SelectField, TextField } from '@portal/shared/kit/basic-fields';
import { Button, Typography } from 'antd';
import { AuthPanel } from '../../common/auth-panel';
import { companySignupSchema, companySignupValues, ecuador, type CompanySignupValues } from './company-signup-schema';
import { SignupDone } from './signup-done';

const toOptions = (items: Array<{ code: string; name: string }> = []) => items.map((item) => ({ value: item.code, label: item.name }));

function Section({ titleId }: { titleId: string }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 16, marginTop: 8 }}>
      <FormattedMessage id={titleId} />
    </Typography.Title>
  );
}

/** `/singup/company`: the company's data and account; it then waits for an administrator. */
export function CompanySignupScreen() {
  const intl = useIntl();
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const countries = useGetCatalogQuery('paises');
  const provinces = useGetCatalogQuery('provincias');
  const label = (id: string) => <FormattedMessage id={id} />;

  const submit = async (values: CompanySignupValues, helpers: FormikHelpers<CompanySignupValues>) => {
    const { repassword: _repeated, ...payload } = values;
    try {
      await getApiClient().post('user/singup/company', {
        ...payload,
        provincia: payload.pais === ecuador ? payload.provincia : null,
        web: payload.web.trim() || null,
      });
      setDoneFor(values.email.trim());
    } catch (error) {
      helpers.setErrors(fieldErrors(error));
    }
  };

  return (
    <AuthPanel title={<FormattedMessage id="signup.company_title" />} width={640}>
      {doneFor ? (
        <SignupDone titleId="signup.company_done_title" textId="signup.company_done" email={doneFor} />
      ) : (
        <Formik initialValues={companySignupValues} validationSchema={companySignupSchema} onSubmit={submit}>
          {({ isSubmitting, values }) => (
            <Form noValidate aria-label={intl.formatMessage({ id: 'signup.company_title' })}>
              <Section titleId="signup.section_company" />
              <TextField name="ruc" autoComplete="off" label={label('field.ruc')} />
              <TextField name="empresa" autoComplete="organization" label={label('field.empresa')} />
              <TextField name="descripcion" multiline label={label('field.descripcion')} />
              <TextField name="representante" autoComplete="off" label={label('field.representante')} />
              <SelectField name="pais" label={label('field.pais')} options={toOptions(countries.data)} loading={countries.isLoading} />
              {values.pais === ecuador && (
                <SelectField
                  name="provincia"
                  label={label('field.provincia')}
                  options={toOptions(provinces.data)}
                  loading={provinces.isLoading}
                />
              )}
              <TextField name="ciudad" autoComplete="address-level2" label={label('field.ciudad')} />
              <TextField name="telefono" type="tel" autoComplete="tel" label={label('field.telefono')} />
              <TextField name="web" type="url" autoComplete="url" placeholder="https://" label={label('field.web')} />
              <Section titleId="signup.section_contact" />
              <TextField name="nomcontacto" autoComplete="name" label={label('field.nomcontacto')} />
              <TextField name="cargo" autoComplete="organization-title" label={label('field.cargo')} />
              <TextField name="telcontacto" type="tel" autoComplete="tel" label={label('field.telcontacto')} />
              <Section titleId="signup.section_account" />
              <TextField name="email" type="email" autoComplete="email" label={label('auth.email')} />
              <TextField name="password" type="password" autoComplete="new-password" label={label('auth.password')} />
              <TextField name="repassword" type="password" autoComplete="new-password" label={label('auth.repassword')} />
              <PrivacyConsentField />
              <Button type="primary" htmlType="submit" loading={isSubmitting} block>
                <FormattedMessage id="signup.submit" />
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </AuthPanel>
  );
}
