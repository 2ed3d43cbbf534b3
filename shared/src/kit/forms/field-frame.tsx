import { Form } from 'antd';
import { useField } from 'formik';
import { useId, type CSSProperties, type ReactNode } from 'react';

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

/**
 * Formik's state for one field plus the ids and aria attributes that tie the input to its
 * label, hint and error (the error shows once the field was touched or the form submitted).
 */
export function useFieldFrame<V>(name: string, help?: ReactNode) {
  const [field, meta, helpers] = useField<V>(name);
  const id = useId();
  const error = meta.touched ? firstMessage(meta.error) : undefined;
  const describedBy = error ? `${id}-error` : help ? `${id}-help` : undefined;
  return {
    field,
    meta,
    helpers,
    id,
    error,
    aria: { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy },
  };
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
