import { Checkbox, Flex, Skeleton } from 'antd';
import type { DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useField } from 'formik';
import { useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { deferred } from '../deferred';
import { kitMessages } from '../i18n/kit-messages';
import type { FieldBaseProps } from './field-frame';
import { apiDateFormat, typedDateFormats } from './date-formats';
import { connectField, FieldFrame, useFieldView } from './field-frame';

/** antd's date picker, loaded when a date field first shows (see deferred.tsx). */
const DatePicker = deferred<DatePickerProps>(() => import('antd/es/date-picker'), <Skeleton.Input active block />);

dayjs.extend(customParseFormat);

const toDayjs = (value: string | null | undefined): Dayjs | null => {
  if (!value) return null;
  const date = dayjs(value, apiDateFormat, true);
  return date.isValid() ? date : null;
};

/** A typed text as `YYYY-MM-DD` when it reads as a real day in one of the usual formats. */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  for (const format of typedDateFormats) {
    const date = dayjs(trimmed, format, true);
    if (date.isValid()) return date.format(apiDateFormat);
  }
  return null;
}

export interface DateFieldProps extends FieldBaseProps {
  /** Dates after this one cannot be picked (`YYYY-MM-DD`). */
  max?: string;
  /** Dates before this one cannot be picked (`YYYY-MM-DD`). */
  min?: string;
}

/**
 * A Formik date kept as a `YYYY-MM-DD` string ('' when empty), picked with antd's DatePicker or
 * typed in any of the usual formats (`typedDateFormats`). What is typed is what the form gets:
 * a day outside `min`/`max` is kept for the form's rule to say why (the calendar only greys
 * those days), and a text that is no date stays in the input with the expected format as the
 * field's error, never silently cleared. Enter takes the typed day and does not send the form.
 */
export const DateField = connectField<string | null | undefined, DateFieldProps>(function DateField(props) {
  const { name, value, setValue, setTouched, required, disabled, min, max } = props;
  const intl = useIntl();
  // A text that is no date is kept in the value as typed: the form's rule refuses it, and the
  // field says which format it expects.
  const unreadable = Boolean(value) && toDayjs(value) === null;
  const { aria, frame } = useFieldView({
    ...props,
    error: unreadable && props.error ? intl.formatMessage(kitMessages.dateUnreadable) : props.error,
  });
  const minDate = toDayjs(min);
  const maxDate = toDayjs(max);
  // The picker empties its input when a typed day is outside min/max: the last text typed is
  // read here instead (the picker's own changes, a day clicked or typed in range, reset it).
  const typed = useRef<string | null>(null);
  const commit = (input: string) => {
    const text = (typed.current ?? input).trim();
    typed.current = null;
    const next = text === '' ? '' : (parseTypedDate(text) ?? text);
    if (next === (value ?? '')) return false;
    setValue(next);
    return true;
  };
  return (
    <FieldFrame {...frame}>
      <div
        onInputCapture={(event) => {
          if (event.target instanceof HTMLInputElement) typed.current = event.target.value;
        }}
      >
        <DatePicker
          {...aria}
          name={name}
          value={toDayjs(value)}
          format={typedDateFormats}
          placeholder={intl.formatMessage(kitMessages.dateFormat)}
          preserveInvalidOnBlur
          disabled={disabled}
          minDate={minDate ?? undefined}
          maxDate={maxDate ?? undefined}
          aria-required={required || undefined}
          style={{ width: '100%' }}
          // A single picker: one date or none.
          onChange={(date) => {
            typed.current = null;
            setValue(dayjs.isDayjs(date) ? date.format(apiDateFormat) : '');
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter takes the typed day; the form is sent by its button, not from a date field.
            event.preventDefault();
            const changed = commit((event.target as HTMLInputElement).value);
            setTouched(true, !changed);
          }}
          onBlur={(event) => {
            // Formik validates a blur with the values before this change: when the text changed
            // the value, the change's own validation is the one that counts.
            const changed = commit((event.target as HTMLInputElement).value);
            setTouched(true, !changed);
          }}
        />
      </div>
    </FieldFrame>
  );
});

export interface DateRangeFieldProps {
  start: { name: string; label: ReactNode };
  /** Its value is null while the thing is still going on ("en curso"). */
  end: { name: string; label: ReactNode };
  /** The checkbox's text; "En curso" unless given ("Trabajo actual"). */
  ongoingLabel?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  max?: string;
}

/**
 * Start and end dates with an "en curso" checkbox: checked, the end date is null (API.md:
 * `fecha_fin` null = en curso) and its picker is disabled; unchecked, it is to be filled.
 * That the end is not before the start is the form's rule (yup), shown on the end date.
 */
export function DateRangeField({ start, end, ongoingLabel, required, disabled, max }: DateRangeFieldProps) {
  const intl = useIntl();
  const [endField, , endHelpers] = useField<string | null>(end.name);
  const ongoing = endField.value === null;
  return (
    <div>
      <Flex gap={16} wrap>
        <div style={{ flex: '1 1 180px' }}>
          <DateField name={start.name} label={start.label} required={required} disabled={disabled} max={max} />
        </div>
        <div style={{ flex: '1 1 180px' }}>
          <DateField name={end.name} label={end.label} required={required && !ongoing} disabled={disabled || ongoing} max={max} />
        </div>
      </Flex>
      <Checkbox
        checked={ongoing}
        disabled={disabled}
        style={{ marginBottom: 16 }}
        onChange={(event) => void endHelpers.setValue(event.target.checked ? null : '')}
      >
        {ongoingLabel ?? intl.formatMessage(kitMessages.ongoing)}
      </Checkbox>
    </div>
  );
}
