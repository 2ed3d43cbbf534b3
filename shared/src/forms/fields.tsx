import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { Checkbox, Input, Typography } from 'antd';

interface FieldProps {
  name: string;
  label: ReactNode;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  autoComplete?: string;
  disabled?: boolean;
  placeholder?: string;
  multiline?: boolean;
  extra?: ReactNode;
}

/**
 * A formik field drawn with antd: label, input and, once touched, its error under it,
 * announced to screen readers and tied to the input.
 */
export function TextField({ name, label, type = 'text', autoComplete, disabled, placeholder, multiline, extra }: FieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  const common = {
    id,
    ...field,
    value: field.value ?? '',
    disabled,
    placeholder,
    status: error ? ('error' as const) : undefined,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="portal-field" style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>
        {label}
      </label>
      {multiline ? (
        <Input.TextArea {...common} rows={3} />
      ) : type === 'password' ? (
        <Input.Password {...common} autoComplete={autoComplete} />
      ) : (
        <Input {...common} type={type} autoComplete={autoComplete} />
      )}
      {extra}
      {error && (
        <Typography.Text type="danger" id={errorId} role="alert" style={{ display: 'block', marginTop: 4 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

/** A formik boolean drawn as an antd checkbox. */
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <div style={{ marginBottom: 16 }}>
      <Checkbox checked={Boolean(field.value)} onChange={(event) => void helpers.setValue(event.target.checked)}>
        {label}
      </Checkbox>
    </div>
  );
}
