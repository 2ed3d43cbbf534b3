import type { Limit, Throttle } from '../auth/throttle.ts';
import { AppError, authMessages } from './app-error.ts';

export function throttledError(seconds: number): AppError {
  return new AppError(429, authMessages.throttled(seconds), { headers: { 'retry-after': String(seconds) } });
}

/** Counts one attempt on each key; throws 429 with Retry-After when any is over its limit. */
export async function consumeOrThrow(throttle: Throttle, ...checks: Array<[key: string, limit: Limit]>): Promise<void> {
  const wait = await throttle.consume(...checks);
  if (wait > 0) throw throttledError(wait);
}
