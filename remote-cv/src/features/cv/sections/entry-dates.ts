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
