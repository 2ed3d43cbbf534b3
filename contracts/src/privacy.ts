import { ecuadorDay, shiftDate } from './cv.ts';

/** The LOPDP rights a user files a request for (Art. 13–16), without TypeBox so that screens can list them. */
export const dataRequestKinds = ['acceso', 'rectificacion', 'eliminacion', 'oposicion'] as const;
export type DataRequestKind = (typeof dataRequestKinds)[number];

/** Calendar days the LOPDP gives an answer to a data request (Art. 13–16). */
export const DATA_REQUEST_DAYS = 15;

/** A request's due date: today in America/Guayaquil plus 15 calendar days (API.md "Wave 3: points fixed"). */
export function dataRequestDueDate(now: Date = new Date()): string {
  return shiftDate(ecuadorDay(now), { days: DATA_REQUEST_DAYS });
}

/** Calendar days from today in Ecuador to `dueDate` (0 on the day itself; negative once overdue). */
export function daysUntil(dueDate: string, now: Date = new Date()): number {
  const day = (value: string) => Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8, 10)));
  return Math.round((day(dueDate) - day(ecuadorDay(now))) / 86_400_000);
}
