import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { throttled } from '../domain/errors.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface WindowCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

/**
 * Where attempt counters live: one process's memory, or Redis so that every instance counts
 * the same attempts. Fixed windows that start at a key's first hit.
 */
export interface ThrottleStore {
  /** Counts one hit on `key`, atomically, and tells the count after it. */
  increment(key: string, windowMs: number): Promise<WindowCount>;
  /** Takes one hit back (an attempt that turned out not to count). */
  decrement(key: string): Promise<void>;
  /** The hits in `key`'s current window (0 when it has none), without counting one. */
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
}

interface Window {
  hits: number;
  resetAt: number;
}

/** Counters of one process: enough for one instance. */
export class MemoryThrottleStore implements ThrottleStore {
  private readonly windows = new Map<string, Window>();
  private calls = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  increment(key: string, windowMs: number): Promise<WindowCount> {
    this.sweepNow();
    const now = this.clock();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { hits: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.hits += 1;
    return Promise.resolve({ hits: window.hits, resetInMs: window.resetAt - now });
  }

  decrement(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.hits > 0) window.hits -= 1;
    return Promise.resolve();
  }

  peek(key: string): Promise<WindowCount> {
    const window = this.windows.get(key);
    const now = this.clock();
    return Promise.resolve(
      window && window.resetAt > now ? { hits: window.hits, resetInMs: window.resetAt - now } : { hits: 0, resetInMs: 0 },
    );
  }

  reset(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  /** Drops expired windows now and then, so the map does not grow without bound. */
  private sweepNow(): void {
    this.calls += 1;
    if (this.calls % 1000 !== 0) return;
    const now = this.clock();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** INCR and, on a window's first hit, its expiry, in one step: parallel attempts cannot slip between them. */
const INCREMENT_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {hits, ttl}`;

/** DECR only while the window lives (a decrement must not create a key without expiry). */
const DECREMENT_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

type ScriptedRedis = Redis & {
  throttleIncrement(key: string, windowMs: number): Promise<[number, number]>;
  throttleDecrement(key: string): Promise<number>;
};

/**
 * Counters shared by every instance through Redis. While Redis cannot be reached the instance
 * counts in its own memory (logged once per outage), so signing in keeps working and is still
 * limited per instance.
 */
export class RedisThrottleStore implements ThrottleStore {
  private readonly redis: ScriptedRedis;
  private readonly fallback = new MemoryThrottleStore();
  private degraded = false;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    redis.defineCommand('throttleIncrement', { numberOfKeys: 1, lua: INCREMENT_SCRIPT });
    redis.defineCommand('throttleDecrement', { numberOfKeys: 1, lua: DECREMENT_SCRIPT });
    this.redis = redis as ScriptedRedis;
  }

  async increment(key: string, windowMs: number): Promise<WindowCount> {
    return this.shared(
      async () => {
        const [hits, resetInMs] = await this.redis.throttleIncrement(this.prefix + key, windowMs);
        return { hits, resetInMs };
      },
      () => this.fallback.increment(key, windowMs),
    );
  }

  decrement(key: string): Promise<void> {
    return this.shared(
      async () => {
        await this.redis.throttleDecrement(this.prefix + key);
      },
      () => this.fallback.decrement(key),
    );
  }

  peek(key: string): Promise<WindowCount> {
    return this.shared(
      async () => {
        const [hits, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
        return { hits: Number(hits ?? 0), resetInMs: Math.max(0, ttl) };
      },
      () => this.fallback.peek(key),
    );
  }

  reset(key: string): Promise<void> {
    return this.shared(
      async () => {
        await this.redis.del(this.prefix + key);
        await this.fallback.reset(key);
      },
      () => this.fallback.reset(key),
    );
  }

  private async shared<T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    try {
      const result = await inRedis();
      if (this.degraded) this.log.info('Redis (throttle) reachable again: attempts are counted across instances');
      this.degraded = false;
      return result;
    } catch (err) {
      if (!this.degraded) this.log.warn({ err }, 'Redis (throttle) unreachable: attempts are counted per instance until it is back');
      this.degraded = true;
      return inMemory();
    }
  }
}

/**
 * Attempt limits over a store. Every attempt is counted before the work it guards (a password
 * check) starts, so parallel attempts cannot all pass a limit that each checked alone.
 */
export class Throttle {
  constructor(readonly store: ThrottleStore) {}

  /**
   * Counts one attempt on each key; answers the seconds to wait when any key is over its
   * limit with this attempt (0 when all have attempts left).
   */
  async consume(...checks: Array<[key: string, limit: Limit]>): Promise<number> {
    const counts = await Promise.all(checks.map(([key, limit]) => this.store.increment(key, limit.windowSeconds * 1000)));
    let wait = 0;
    checks.forEach(([, limit], index) => {
      const { hits, resetInMs } = counts[index]!;
      if (hits > limit.max) wait = Math.max(wait, Math.max(1, Math.ceil(resetInMs / 1000)));
    });
    return wait;
  }

  /** The seconds to wait while `key` has reached `limit`, else 0 (this asks; it counts nothing). */
  async waitIfReached(key: string, limit: Limit): Promise<number> {
    const { hits, resetInMs } = await this.store.peek(key);
    return hits >= limit.max ? Math.max(1, Math.ceil(resetInMs / 1000)) : 0;
  }

  /** Whether `key` has no hit in its current window. */
  async isClear(key: string): Promise<boolean> {
    return (await this.store.peek(key)).hits === 0;
  }

  /** Counts one event on `key` after the fact (a failure), whatever the limit. */
  async record(key: string, limit: Limit): Promise<void> {
    await this.store.increment(key, limit.windowSeconds * 1000);
  }

  /** The attempt turned out not to count against `key` (a successful sign-in from a shared address). */
  refund(key: string): Promise<void> {
    return this.store.decrement(key);
  }

  /** Forgets every attempt on `key` (a success proves the failures before it were the user's). */
  clear(key: string): Promise<void> {
    return this.store.reset(key);
  }
}

/** Counts one attempt on each key; refuses the call (throttled, with when to try again) when any is over its limit. */
export async function consumeOrThrow(throttle: Throttle, ...checks: Array<[key: string, limit: Limit]>): Promise<void> {
  const wait = await throttle.consume(...checks);
  if (wait > 0) throw throttled(wait);
}
