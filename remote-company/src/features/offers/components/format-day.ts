import type { IntlShape } from 'react-intl';

/** A `YYYY-MM-DD` day as a person in Ecuador reads it (14/05/2026), whatever the browser's time zone. */
export const formatDay = (intl: IntlShape, day: string) =>
  intl.formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });

/** The day of an ISO timestamp in Ecuador (an application sent at 23:30 in Quito is of that day). */
export const formatTimestampDay = (intl: IntlShape, timestamp: string) =>
  intl.formatDate(timestamp, { timeZone: 'America/Guayaquil', day: '2-digit', month: '2-digit', year: 'numeric' });
