import { Checkbox, InputNumber, Switch } from 'antd';
import type { ReactNode } from 'react';
import type { FieldBaseProps } from './field-frame';
import { connectField, FieldFrame, useFieldView } from './field-frame';

/** A Formik boolean drawn as an antd checkbox with its label beside it ("Recordarme"). */
export const CheckboxField = connectField<boolean | null | undefined, { name: string; label: ReactNode; disabled?: boolean }>(
  function CheckboxField({ name, value, setValue, label, disabled }) {
    return (
      <div style={{ marginBottom: 16 }}>
        <Checkbox name={name} checked={Boolean(value)} disabled={disabled} onChange={(event) => setValue(event.target.checked)}>
          {label}
        </Checkbox>
      </div>
    );
  },
);

/** A Formik boolean drawn as an antd switch under its label (active / inactive). */
export const SwitchField = connectField<
  boolean | null | undefined,
  FieldBaseProps & { checkedText?: ReactNode; uncheckedText?: ReactNode }
>(function SwitchField(props) {
  const { value, setValue, setTouched, disabled, checkedText, uncheckedText } = props;
  const { aria, frame } = useFieldView(props);
  return (
    <FieldFrame {...frame}>
      <Switch
        {...aria}
        checked={Boolean(value)}
        disabled={disabled}
        checkedChildren={checkedText}
        unCheckedChildren={uncheckedText}
        onChange={(checked) => {
          setTouched(true, false);
          setValue(checked);
        }}
      />
    </FieldFrame>
  );
});

export interface NumberFieldProps extends FieldBaseProps {
  min?: number;
  max?: number;
  step?: number;
  /** Decimal places; 0 for whole numbers. */
  precision?: number;
  placeholder?: string;
}

/** A Formik number (null when empty) drawn with antd's InputNumber. */
export const NumberField = connectField<number | null | undefined, NumberFieldProps>(function NumberField(props) {
  const { name, value, setValue, setTouched, required, disabled, min, max, step, precision, placeholder } = props;
  const { aria, frame } = useFieldView(props);
  return (
    <FieldFrame {...frame}>
      <InputNumber<number>
        {...aria}
        name={name}
        value={value ?? null}
        min={min}
        max={max}
        step={step}
        precision={precision}
        placeholder={placeholder}
        disabled={disabled}
        aria-required={required || undefined}
        style={{ width: '100%' }}
        onChange={(chosen) => setValue(chosen ?? null)}
        onBlur={() => setTouched(true)}
      />
    </FieldFrame>
  );
});
