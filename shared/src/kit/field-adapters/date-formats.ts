/** How the API and the form keep a date (API.md). */
export const apiDateFormat = 'YYYY-MM-DD';
/** How a person in Ecuador reads and types one. */
export const displayDateFormat = 'DD/MM/YYYY';
