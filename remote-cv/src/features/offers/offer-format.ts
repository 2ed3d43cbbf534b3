import type { IntlShape } from 'react-intl';
import { formatMonth } from '../../common/format-month';

interface CatalogValue {
  code: string;
  name: string;
}

/** A `YYYY-MM-DD` (or the day of an ISO time) as a person reads it: "14 may 2026". */
export const formatDay = (intl: IntlShape, date: string) => formatMonth(intl, date.slice(0, 10), true);

/** "Quito, Pichincha". */
export const formatPlace = (intl: IntlShape, ciudad: CatalogValue, provincia: CatalogValue) =>
  intl.formatMessage({ id: 'offers.place' }, { city: ciudad.name, province: provincia.name });

/** The salary as the company gave it (a range, a floor or a ceiling), or null when it gave none. */
export function formatSalary(intl: IntlShape, min: number | null, max: number | null): string | null {
  const money = (amount: number) =>
    intl.formatMessage({ id: 'offers.money' }, { amount: intl.formatNumber(amount, { maximumFractionDigits: 2 }) });
  // One figure when both are the same: "$ 460", not "$ 460 – $ 460".
  if (min !== null && min === max) return money(min);
  if (min !== null && max !== null) return intl.formatMessage({ id: 'offers.detail.salary_range' }, { min: money(min), max: money(max) });
  if (min !== null) return intl.formatMessage({ id: 'offers.detail.salary_from' }, { min: money(min) });
  if (max !== null) return intl.formatMessage({ id: 'offers.detail.salary_to' }, { max: money(max) });
  return null;
}
