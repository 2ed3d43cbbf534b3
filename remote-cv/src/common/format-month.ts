import type { IntlShape } from 'react-intl';

/** A `YYYY-MM-DD` as a person reads it on a CV: "mar. 2021" (the day matters little there). */
export function formatMonth(intl: IntlShape, date: string, day = false): string {
  // Noon UTC: the same calendar day in every time zone.
  return intl.formatDate(`${date}T12:00:00Z`, { ...(day && { day: 'numeric' }), month: 'short', year: 'numeric', timeZone: 'UTC' });
}
