import { Input } from 'antd';
import type { FieldBaseProps } from './field-frame';
import { connectField, FieldFrame, useFieldView } from './field-frame';

export interface TextFieldProps extends FieldBaseProps {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  /** Shown and focusable but not editable (a record's immutable code). */
  readOnly?: boolean;
  /** Several lines (prefer TextAreaField, which can count characters). */
  multiline?: boolean;
}

/** A Formik string drawn with antd's Input: label, hint, and once touched the error, tied by aria. */
export const TextField = connectField<string | null | undefined, TextFieldProps>(function TextField(props) {
  const {
    name,
    value,
    onChange,
    onBlur,
    required,
    disabled,
    type = 'text',
    autoComplete,
    placeholder,
    maxLength,
    readOnly,
    multiline,
  } = props;
  const { aria, frame } = useFieldView(props);
  const common = {
    name,
    onChange,
    onBlur,
    ...aria,
    value: value ?? '',
    disabled,
    readOnly,
    placeholder,
    maxLength,
    'aria-required': required || undefined,
  };
  return (
    <FieldFrame {...frame}>
      {multiline ? (
        <Input.TextArea {...common} rows={3} />
      ) : type === 'password' ? (
        <Input.Password {...common} autoComplete={autoComplete} />
      ) : (
        <Input {...common} type={type} autoComplete={autoComplete} />
      )}
    </FieldFrame>
  );
});

export interface TextAreaFieldProps extends FieldBaseProps {
  rows?: number;
  /** The longest text accepted; with `showCount`, the characters used out of it. */
  maxLength?: number;
  showCount?: boolean;
  placeholder?: string;
}

/** A Formik text of several lines, with an optional character count (a profile, a description). */
export const TextAreaField = connectField<string | null | undefined, TextAreaFieldProps>(function TextAreaField(props) {
  const { name, value, onChange, onBlur, required, disabled, rows = 4, maxLength, showCount = true, placeholder } = props;
  const { aria, frame } = useFieldView(props);
  const counted = showCount && maxLength !== undefined;
  return (
    <FieldFrame {...frame}>
      <Input.TextArea
        name={name}
        onChange={onChange}
        onBlur={onBlur}
        {...aria}
        value={value ?? ''}
        rows={rows}
        maxLength={maxLength}
        showCount={counted}
        // antd draws the count just under the box: room for it, so a hint or an error below never overlaps it.
        style={counted ? { marginBottom: 24 } : undefined}
        disabled={disabled}
        placeholder={placeholder}
        aria-required={required || undefined}
      />
    </FieldFrame>
  );
});
