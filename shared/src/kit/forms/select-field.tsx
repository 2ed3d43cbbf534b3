import { Select } from 'antd';
import type { FieldBaseProps } from './field-frame';
import { FieldFrame, useFieldFrame } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldBaseProps {
  options: SelectOption[];
  loading?: boolean;
  placeholder?: string;
  /** Shows a clear button that empties the value. */
  allowClear?: boolean;
}

/** A Formik value chosen from a list ('' when none), drawn with antd's searchable Select. */
export function SelectField({ name, label, help, extra, required, disabled, options, loading, placeholder, allowClear }: SelectFieldProps) {
  const { field, helpers, id, error, aria } = useFieldFrame<string>(name, help);
  return (
    <FieldFrame id={id} label={label} error={error} help={help} extra={extra} required={required}>
      <Select
        {...aria}
        showSearch={{ optionFilterProp: 'label' }}
        value={field.value || undefined}
        options={options}
        loading={loading}
        disabled={disabled}
        placeholder={placeholder}
        allowClear={allowClear}
        aria-required={required || undefined}
        onChange={(value: string | undefined) => void helpers.setValue(value ?? '')}
        onBlur={() => void helpers.setTouched(true)}
        style={{ width: '100%' }}
      />
    </FieldFrame>
  );
}

/** A Formik list of values chosen from a list (target careers, languages). */
export function MultiSelectField({
  name,
  label,
  help,
  extra,
  required,
  disabled,
  options,
  loading,
  placeholder,
  maxCount,
}: SelectFieldProps & { maxCount?: number }) {
  const { field, helpers, id, error, aria } = useFieldFrame<string[]>(name, help);
  return (
    <FieldFrame id={id} label={label} error={error} help={help} extra={extra} required={required}>
      <Select
        {...aria}
        mode="multiple"
        showSearch={{ optionFilterProp: 'label' }}
        value={field.value ?? []}
        options={options}
        loading={loading}
        disabled={disabled}
        placeholder={placeholder}
        maxCount={maxCount}
        aria-required={required || undefined}
        onChange={(value: string[]) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
        style={{ width: '100%' }}
      />
    </FieldFrame>
  );
}
