import { Checkbox, Flex, Skeleton } from 'antd';
import type { DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { deferred } from '../deferred';
import { kitMessages } from '../i18n/kit-messages';
import type { FieldBaseProps } from './field-frame';
import { apiDateFormat, displayDateFormat } from './date-formats';
import { connectField, FieldFrame, useFieldView } from './field-frame';

/** antd's date picker, loaded when a date field first shows (see deferred.tsx). */
const DatePicker = deferred<DatePickerProps>(() => import('antd/es/date-picker'), <Skeleton.Input active block />);

const toDayjs = (value: string | null | undefined): Dayjs | null => {
  if (!value) return null;
  const date = dayjs(value, apiDateFormat);
  return date.isValid() ? date : null;
};

export interface DateFieldProps extends FieldBaseProps {
  /** Dates after this one cannot be picked (`YYYY-MM-DD`). */
  max?: string;
  /** Dates before this one cannot be picked (`YYYY-MM-DD`). */
  min?: string;
}

/** A Formik date kept as a `YYYY-MM-DD` string ('' when empty), picked with antd's DatePicker. */
export const DateField = connectField<string | null | undefined, DateFieldProps>(function DateField(props) {
  const { name, value, setValue, setTouched, required, disabled, min, max } = props;
  const intl = useIntl();
  const { aria, frame } = useFieldView(props);
  const minDate = toDayjs(min);
  const maxDate = toDayjs(max);
  return (
    <FieldFrame {...frame}>
      <DatePicker
        {...aria}
        name={name}
        value={toDayjs(value)}
        format={displayDateFormat}
        placeholder={intl.formatMessage(kitMessages.dateFormat)}
        disabled={disabled}
        minDate={minDate ?? undefined}
        maxDate={maxDate ?? undefined}
        aria-required={required || undefined}
        style={{ width: '100%' }}
        // A single picker: one date or none.
        onChange={(date) => setValue(dayjs.isDayjs(date) ? date.format(apiDateFormat) : '')}
        onBlur={() => setTouched(true)}
      />
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
