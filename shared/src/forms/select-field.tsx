import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { Select, Typography } from 'antd';

export interface SelectOption {
  value: string;
  label: string;
}

/** A formik value chosen from a list, drawn with antd's searchable Select. */
export function SelectField({
  name,
  label,
  options,
  loading,
  disabled,
}: {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  loading?: boolean;
  disabled?: boolean;
}) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const error = meta.touched && meta.error ? meta.error : undefined;
  return (
    <div className="portal-field" style={{ marginBottom: 16 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 4, fontWeight: 500 }}>
        {label}
      </label>
      <Select
        id={id}
        showSearch={{ optionFilterProp: 'label' }}
        value={field.value || undefined}
        options={options}
        loading={loading}
        disabled={disabled}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(value: string) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
        style={{ width: '100%' }}
      />
      {error && (
        <Typography.Text type="danger" id={errorId} role="alert" style={{ display: 'block', marginTop: 4 }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}
