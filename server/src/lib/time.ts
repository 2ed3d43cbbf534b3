import type { IsoTimestamp } from '../db/types.ts';

/** The one timestamp format stored in the database (see db/types.ts). */
export function isoNow(now: Date = new Date()): IsoTimestamp {
  return now.toISOString();
}

export function isoIn(seconds: number, from: Date = new Date()): IsoTimestamp {
  return new Date(from.getTime() + seconds * 1000).toISOString();
}
