import { Checkbox, Typography } from 'antd';
import { useField } from 'formik';
import { FormattedMessage } from 'react-intl';
import * as yup from 'yup';
import { paths } from '../../config/paths';

/** The LOPDP consent every signup takes (`acepta_privacidad: true`, API.md "Personal data"). */
export const privacyConsentRule = () =>
  yup.boolean().oneOf([true], 'Debes aceptar el aviso de privacidad.').required('Debes aceptar el aviso de privacidad.');

/** The required checkbox with a link to the notice in force (the /privacidad page, opened in a new tab). */
export function PrivacyConsentField() {
  const [field, meta, helpers] = useField<boolean>('acepta_privacidad');
  const error = meta.touched || meta.error ? meta.error : undefined;
  return (
    <div style={{ marginBottom: 16 }}>
      <Checkbox
        id="acepta_privacidad"
        name="acepta_privacidad"
        checked={Boolean(field.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'acepta_privacidad-error' : undefined}
        onChange={(event) => {
          void helpers.setValue(event.target.checked);
          void helpers.setTouched(true, false);
        }}
      >
        <FormattedMessage
          id="signup.privacy_consent"
          values={{
            link: (text) => (
              <a href={paths.privacyNotice.getHref()} target="_blank" rel="noreferrer">
                {text}
              </a>
            ),
          }}
        />
      </Checkbox>
      {error && meta.touched && (
        <Typography.Text type="danger" id="acepta_privacidad-error" role="alert" style={{ display: 'block' }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
