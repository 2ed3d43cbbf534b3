import { isCalendarDate, practicumMessages } from '@portal/contracts';
import { fieldError } from '../domain/errors.ts';

/** A real calendar day (the schema only checks its shape), else 422 on `field`. */
export function checkDay(field: string, value: string): void {
  if (!isCalendarDate(value)) throw fieldError(field, practicumMessages.date);
}
