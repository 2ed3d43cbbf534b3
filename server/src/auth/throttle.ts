export interface Limit {
  max: number;
  windowSeconds: number;
}

interface Window {
  hits: number;
  resetAt: number;
}

/**
 * Fixed-window attempt counters kept in memory: enough for one server process. Several
 * processes would share them through Redis behind this same interface.
 */
export class Throttle {
  private readonly windows = new Map<string, Window>();
  private calls = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.clock()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Seconds until the key may try again, or 0 when it has attempts left. */
  retryAfter(key: string, limit: Limit): number {
    const window = this.current(key);
    if (!window || window.hits < limit.max) return 0;
    return Math.max(1, Math.ceil((window.resetAt - this.clock()) / 1000));
  }

  hit(key: string, limit: Limit): void {
    this.sweepNow();
    const window = this.current(key);
    if (window) window.hits += 1;
    else this.windows.set(key, { hits: 1, resetAt: this.clock() + limit.windowSeconds * 1000 });
  }

  /** Counts one attempt; returns the seconds to wait when this attempt is over the limit. */
  consume(key: string, limit: Limit): number {
    const wait = this.retryAfter(key, limit);
    if (wait === 0) this.hit(key, limit);
    return wait;
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  /** Drops expired windows now and then, so the map does not grow without bound. */
  private sweepNow(): void {
    this.calls += 1;
    if (this.calls % 1000 !== 0) return;
    const now = this.clock();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
