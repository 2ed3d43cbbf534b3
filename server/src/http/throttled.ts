import type { Limit, Throttle } from '../auth/throttle.ts';
import { AppError, authMessages } from './app-error.ts';

export function throttledError(seconds: number): AppError {
  return new AppError(429, authMessages.throttled(seconds), { headers: { 'retry-after': String(seconds) } });
}

/** Counts one attempt under `key`; throws 429 with Retry-After when over the limit. */
export function consumeOrThrow(throttle: Throttle, key: string, limit: Limit): void {
  const wait = throttle.consume(key, limit);
  if (wait > 0) throw throttledError(wait);
}
