import { Input } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface SearchBoxProps {
  /** The accessible name and placeholder ("Buscar por código o nombre"). */
  label: string;
  /** The search in use; the box shows it and follows it when it changes elsewhere. */
  value: string;
  /** Called with the trimmed text once typing pauses (and at once on Enter or clear). */
  onSearch: (value: string) => void;
  /** How long typing must pause before searching, in ms. */
  delay?: number;
}

/** A search input that asks the server only once the user pauses typing. */
export function SearchBox({ label, value, onSearch, delay = 300 }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  useLayoutEffect(() => {
    latest.current = onSearch;
  });

  // A search set from outside (a reset, the address after "back") shows in the box; the echo of
  // our own last search does not touch what is being typed (a trailing space, a word half
  // written), even when it comes back after the user has typed on or cleared the box. `sent`:
  // the last search both sides agree on. Adjusted while rendering, as React recommends for state
  // that follows a prop, instead of in an effect.
  const [sent, setSent] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (value !== sent) {
      setSent(value);
      if (text.trim() !== value) setText(value);
    }
  }
  const search = useCallback((query: string) => {
    setSent(query);
    latest.current(query);
  }, []);

  useEffect(() => {
    const query = text.trim();
    if (query === value) return;
    const timer = setTimeout(() => search(query), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay, search]);

  return (
    <Input.Search
      type="search"
      aria-label={label}
      placeholder={label}
      allowClear
      value={text}
      onChange={(event) => setText(event.target.value)}
      onSearch={(next) => search(next.trim())}
      style={{ maxWidth: 360 }}
    />
  );
}
