import { Checkbox, InputNumber, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useField } from 'formik';
import type { FieldBaseProps } from './field-frame';
import { FieldFrame, useFieldFrame } from './field-frame';

/** A Formik boolean drawn as an antd checkbox with its label beside it ("Recordarme"). */
export function CheckboxField({ name, label, disabled }: { name: string; label: ReactNode; disabled?: boolean }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <div style={{ marginBottom: 16 }}>
      <Checkbox
        name={name}
        checked={Boolean(field.value)}
        disabled={disabled}
        onChange={(event) => void helpers.setValue(event.target.checked)}
      >
        {label}
      </Checkbox>
    </div>
  );
}

/** A Formik boolean drawn as an antd switch under its label (active / inactive). */
export function SwitchField({
  name,
  label,
  help,
  extra,
  disabled,
  checkedText,
  uncheckedText,
}: FieldBaseProps & { checkedText?: ReactNode; uncheckedText?: ReactNode }) {
  const { field, helpers, id, error, aria } = useFieldFrame<boolean>(name, help);
  return (
    <FieldFrame id={id} label={label} error={error} help={help} extra={extra}>
      <Switch
        {...aria}
        checked={Boolean(field.value)}
        disabled={disabled}
        checkedChildren={checkedText}
        unCheckedChildren={uncheckedText}
        onChange={(checked) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(checked);
        }}
      />
    </FieldFrame>
  );
}

export interface NumberFieldProps extends FieldBaseProps {
  min?: number;
  max?: number;
  step?: number;
  /** Decimal places; 0 for whole numbers. */
  precision?: number;
  placeholder?: string;
}

/** A Formik number (null when empty) drawn with antd's InputNumber. */
export function NumberField({ name, label, help, extra, required, disabled, min, max, step, precision, placeholder }: NumberFieldProps) {
  const { field, helpers, id, error, aria } = useFieldFrame<number | null>(name, help);
  return (
    <FieldFrame id={id} label={label} error={error} help={help} extra={extra} required={required}>
      <InputNumber<number>
        {...aria}
        name={name}
        value={field.value ?? null}
        min={min}
        max={max}
        step={step}
        precision={precision}
        placeholder={placeholder}
        disabled={disabled}
        aria-required={required || undefined}
        style={{ width: '100%' }}
        onChange={(value) => void helpers.setValue(value ?? null)}
        onBlur={() => void helpers.setTouched(true)}
      />
    </FieldFrame>
  );
}
