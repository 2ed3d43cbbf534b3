import type { IntlShape } from 'react-intl';

/** A `YYYY-MM-DD` as a person reads it on a CV: "mar. 2021" (the day matters little there). */
export function formatMonth(intl: IntlShape, date: string, day = false): string {
  // Noon UTC: the same calendar day in every time zone.
  return intl.formatDate(`${date}T12:00:00Z`, { ...(day && { day: 'numeric' }), month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** "mar. 2021 – En curso" (or "Actual" for a job); an end of null means still going on. */
export function formatPeriod(intl: IntlShape, start: string, end: string | null, ongoingId = 'cv.entry.ongoing'): string {
  return intl.formatMessage(
    { id: 'cv.entry.period' },
    { start: formatMonth(intl, start), end: end === null ? intl.formatMessage({ id: ongoingId }) : formatMonth(intl, end) },
  );
}

interface Dated {
  id: number;
  fecha_inicio?: string;
  fecha_fin?: string | null;
  fecha?: string;
}

/**
 * Newest first, as a CV reads: what is still going on, then by end date, then by start date;
 * entries without dates (languages, skills) by the latest added.
 */
export function newestFirst(a: Dated, b: Dated): number {
  const end = (entry: Dated) => (entry.fecha_fin === null ? '9999-12-31' : (entry.fecha_fin ?? entry.fecha ?? ''));
  const start = (entry: Dated) => entry.fecha_inicio ?? entry.fecha ?? '';
  return end(b).localeCompare(end(a)) || start(b).localeCompare(start(a)) || b.id - a.id;
}
