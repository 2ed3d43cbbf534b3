import type { IntlShape } from 'react-intl';
import { formatMonth } from '../../../common/format-month';

/** "mar. 2021 – En curso" (or "Actual" for a job); an end of null means still going on. */
export function formatPeriod(intl: IntlShape, start: string, end: string | null, ongoingId = 'cv.entry.ongoing'): string {
  return intl.formatMessage(
    { id: 'cv.entry.period' },
    { start: formatMonth(intl, start), end: end === null ? intl.formatMessage({ id: ongoingId }) : formatMonth(intl, end) },
  );
}
