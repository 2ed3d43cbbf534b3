import { foldAccents } from '@portal/contracts';
import { Select } from 'antd';
import type { FieldBaseProps, FieldState } from './field-frame';
import { connectField, FieldFrame, useFieldView } from './field-frame';

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

const fold = (text: unknown) => foldAccents(String(text ?? ''), { drop: 'diacritics' });

/** How well a label matches what is typed: 0 from its start, 1 from a word's start, 2 inside a word. */
function matchRank(label: unknown, typed: string): number {
  const text = fold(label);
  const query = fold(typed).trim();
  if (text.startsWith(query)) return 0;
  if (text.split(/[\s\-/(,.]+/).some((word) => word.startsWith(query))) return 1;
  return 2;
}

/**
 * The search of every kit select: the labels that contain what is typed (accents and case aside),
 * those whose words start with it first, so "Log" puts "Logística" before "Tecnología"; the first
 * shown is the highlighted one Enter picks.
 */
const search = {
  optionFilterProp: 'label',
  filterOption: (typed: string, option?: { label?: unknown }) => fold(option?.label).includes(fold(typed).trim()),
  filterSort: (a: { label?: unknown }, b: { label?: unknown }, info: { searchValue: string }) =>
    matchRank(a.label, info.searchValue) - matchRank(b.label, info.searchValue),
};

/** antd's searchable Select in its frame, for one value or several. */
function SelectView<V extends string | string[]>(
  props: SelectFieldProps & FieldState<V | null | undefined> & { mode?: 'multiple'; maxCount?: number; empty: V },
) {
  const { value, setValue, setTouched, disabled, required, options, loading, placeholder, allowClear, mode, maxCount, empty } = props;
  const { aria, frame } = useFieldView(props);
  return (
    <FieldFrame {...frame}>
      <Select<V>
        {...aria}
        mode={mode}
        showSearch={search}
        // An empty single select shows its placeholder only when its value is undefined.
        value={(mode ? (value ?? empty) : value || undefined) as V}
        options={options}
        loading={loading}
        disabled={disabled}
        placeholder={placeholder}
        allowClear={allowClear}
        maxCount={maxCount}
        aria-required={required || undefined}
        onChange={(chosen: V | undefined) => setValue(chosen ?? empty)}
        onBlur={() => setTouched(true)}
        style={{ width: '100%' }}
      />
    </FieldFrame>
  );
}

const noValues: string[] = [];

/** A Formik value chosen from a list ('' when none), drawn with antd's searchable Select. */
export const SelectField = connectField<string | null | undefined, SelectFieldProps>(function SelectField(props) {
  return <SelectView<string> {...props} empty="" />;
});

/** A Formik list of values chosen from a list (target careers, languages). */
export const MultiSelectField = connectField<string[] | null | undefined, SelectFieldProps & { maxCount?: number }>(
  function MultiSelectField(props) {
    return <SelectView<string[]> {...props} mode="multiple" empty={noValues} />;
  },
);
