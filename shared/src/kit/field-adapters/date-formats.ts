/** How the API and the form keep a date (API.md). */
export const apiDateFormat = 'YYYY-MM-DD';
/** How a person in Ecuador reads and types one. */
export const displayDateFormat = 'DD/MM/YYYY';
/**
 * What a typed date may look like: the display format first (the picker shows that one), then
 * the usual others (2026-12-31, 31-12-2026, 31.12.2026, 5/3/2026). Day before month, as in Ecuador.
 */
export const typedDateFormats = [
  displayDateFormat,
  'D/M/YYYY',
  apiDateFormat,
  'DD-MM-YYYY',
  'D-M-YYYY',
  'DD.MM.YYYY',
  'D.M.YYYY',
  'DD MM YYYY',
];
