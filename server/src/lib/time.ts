import type { IsoTimestamp } from '../db/types.ts';

/** The one timestamp format stored in the database (see db/types.ts). */
export function isoNow(now: Date = new Date()): IsoTimestamp {
  return now.toISOString();
}

export function isoIn(seconds: number, from: Date = new Date()): IsoTimestamp {
  return new Date(from.getTime() + seconds * 1000).toISOString();
}

/**
 * The instant an Ecuadorian calendar day (YYYY-MM-DD) begins: the portal's days are Ecuador's
 * (UTC−5 all year; no daylight saving since 1993), whatever the server's time zone.
 */
export function ecuadorDayStart(day: string): IsoTimestamp {
  return `${day}T05:00:00.000Z`;
}
