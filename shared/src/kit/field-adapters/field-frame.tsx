import { Form } from 'antd';
import { getIn, useField, useFormikContext, type FormikHandlers } from 'formik';
import { memo, useCallback, useId, type ComponentType, type CSSProperties, type ReactNode } from 'react';

/** What every field adapter takes. */
export interface FieldBaseProps {
  /** The Formik value's path (`provincia`, `work.0.cargo`). */
  name: string;
  label: ReactNode;
  /** A hint under the input, replaced by the error when there is one. */
  help?: ReactNode;
  /** Anything drawn under the hint (an example, a link). */
  extra?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** A Formik error is a string for a field, or an object/array for a group: show the first text. */
function firstMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    for (const value of Object.values(error)) {
      const message = firstMessage(value);
      if (message) return message;
    }
  }
  return undefined;
}

/** The id of a field's input and the aria attributes that tie it to its label, hint and error. */
function useFieldAria(error: string | undefined, help?: ReactNode) {
  const id = useId();
  const describedBy = error ? `${id}-error` : help ? `${id}-help` : undefined;
  return { id, aria: { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy } };
}

/** What a connected view needs for its frame: the input's id and aria attributes, and FieldFrame's props. */
export function useFieldView({ label, error, help, extra, required }: FieldBaseProps & { error: string | undefined }) {
  const { id, aria } = useFieldAria(error, help);
  return { id, aria, frame: { id, label, error, help, extra, required } };
}

/**
 * Formik's state for one field plus the ids and aria attributes that tie the input to its
 * label, hint and error (the error shows once the field was touched or the form submitted).
 * A component on this hook renders again at every change of the form; the kit's own adapters
 * use `connectField` instead.
 */
export function useFieldFrame<V>(name: string, help?: ReactNode) {
  const [field, meta, helpers] = useField<V>(name);
  const error = meta.touched ? firstMessage(meta.error) : undefined;
  return { field, meta, helpers, error, ...useFieldAria(error, help) };
}

/** One field's part of Formik's state, as props: handlers keep their identity from render to render. */
export interface FieldState<V> {
  name: string;
  value: V;
  /** The first message of the field's error, once it was touched (or the form submitted). */
  error: string | undefined;
  /** Formik's handlers of an input's DOM events (the input needs the field's `name`). */
  onChange: FormikHandlers['handleChange'];
  onBlur: FormikHandlers['handleBlur'];
  setValue: (value: V, shouldValidate?: boolean) => void;
  setTouched: (touched?: boolean, shouldValidate?: boolean) => void;
}

function useFieldState<V>(name: string): FieldState<V> {
  const { values, errors, touched, handleChange, handleBlur, setFieldValue, setFieldTouched } = useFormikContext<unknown>();
  // Formik's setters and handlers are stable (its useEventCallback), so these are too.
  const setValue = useCallback(
    (value: V, shouldValidate?: boolean) => void setFieldValue(name, value, shouldValidate),
    [setFieldValue, name],
  );
  const setTouched = useCallback(
    (isTouched = true, shouldValidate?: boolean) => void setFieldTouched(name, isTouched, shouldValidate),
    [setFieldTouched, name],
  );
  return {
    name,
    value: getIn(values, name) as V,
    error: getIn(touched, name) ? firstMessage(getIn(errors, name)) : undefined,
    onChange: handleChange,
    onBlur: handleBlur,
    setValue,
    setTouched,
  };
}

/**
 * A field adapter from its view: the adapter reads the field's part of Formik's state and hands it
 * to the view, which is memoised. Formik's context changes at every keystroke, and a component that
 * reads it renders again; with the antd input, Form.Item and its layout work inside the view, typing
 * in one field renders that field again, not every field of the form. (The view renders again when
 * its own props change: pass it stable options and texts, as strings or memoised.)
 */
export function connectField<V, P extends { name: string }>(View: ComponentType<P & FieldState<V>>) {
  const Memoised = memo(View);
  function ConnectedField(props: P) {
    return <Memoised {...props} {...useFieldState<V>(props.name)} />;
  }
  ConnectedField.displayName = `Field(${View.displayName ?? View.name})`;
  return ConnectedField;
}

/**
 * Where the hint goes: under the input, in the space the item's bottom margin leaves (the item
 * drops its margin while it shows one), as antd's `help` would draw it.
 */
const hintStyle: CSSProperties = {
  color: 'var(--ant-color-text-description)',
  minHeight: 'var(--ant-form-item-margin-bottom)',
};

/**
 * antd's Form.Item around an adapter's input: the label, the required mark, the hint or error.
 *
 * The hint is drawn by the frame, not passed to Form.Item as `help`: an item with a `help` reads
 * its computed style once mounted and renders again to show it, synchronously. On a form of
 * hinted fields that forced a layout and a second render of every field in the task that showed
 * the screen (~200 ms of a slow phone's main thread on the offer form). The error still goes
 * through `help`, which keeps the item's height when it appears.
 */
export function FieldFrame({
  id,
  label,
  error,
  help,
  extra,
  required,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  help?: ReactNode;
  extra?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  const hint = !error && help;
  return (
    <Form.Item
      layout="vertical"
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={
        error ? (
          <span id={`${id}-error`} role="alert">
            {error}
          </span>
        ) : undefined
      }
      extra={extra}
      style={hint ? { marginBottom: 0 } : undefined}
    >
      {children}
      {hint ? (
        <div id={`${id}-help`} style={hintStyle}>
          {hint}
        </div>
      ) : null}
    </Form.Item>
  );
}
