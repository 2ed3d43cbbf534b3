import { Select } from 'antd';
import { useId } from 'react';

export const anyValue = 'all';

export interface FilterSelectProps<T extends string | number> {
  /** The accessible name ("Estado"). */
  label: string;
  value: T | typeof anyValue;
  onChange: (value: T | typeof anyValue) => void;
  /** The option that filters nothing ("Todos los estados"). */
  anyLabel: string;
  options: Array<{ value: T; label: string }>;
}

/** A list filter beside the search box: one choice, or any. */
export function FilterSelect<T extends string | number>({ label, value, onChange, anyLabel, options }: FilterSelectProps<T>) {
  // Our own id: each select's option list is found through it (antd's is one fixed id under Jest).
  const id = useId();
  return (
    <Select<T | typeof anyValue>
      id={id}
      aria-label={label}
      value={value}
      onChange={onChange}
      style={{ minWidth: 170 }}
      options={[{ value: anyValue, label: anyLabel }, ...options]}
    />
  );
}
