import { LRUCache } from 'lru-cache';

/**
 * What a cache that changes drop keeps, read through: a value is kept only if nothing was
 * dropped while it was being read, so a read that started before a drop cannot bring back what
 * the drop removed. One counter per owner, however many caches it drops together
 * (auth/auth-cache.ts, KeptAnswers below).
 */
export class KeptReads {
  private drops = 0;

  /** Something was dropped: reads under way are not kept. */
  dropped(): void {
    this.drops += 1;
  }

  /** `key`'s value: kept in `cache` (when `keep` accepts it), or read and kept. */
  async through<K extends string | number, V extends object>(
    cache: LRUCache<K, V> | null,
    key: K,
    read: () => Promise<V | undefined>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V | undefined> {
    const kept = cache?.get(key);
    if (kept && keep(kept)) return kept;
    const dropsBefore = this.drops;
    const value = await read();
    if (cache && value && keep(value) && this.drops === dropsBefore) cache.set(key, value);
    return value;
  }
}

/**
 * Answers to one kind of read, kept in memory by a key (its query) for `seconds` at the most,
 * and all dropped at once by any change that may alter them — on this instance through its
 * event bus, on the others through the real-time fan-out (plugins/kept-answers.ts). `seconds`
 * bounds what a hand edit of the database waits for; 0: nothing is kept.
 */
export class KeptAnswers<V extends object> {
  private readonly kept: LRUCache<string, V> | null;
  /** A read that started before a drop is not kept. */
  private readonly reads = new KeptReads();

  constructor(seconds: number, max: number) {
    this.kept = seconds > 0 ? new LRUCache({ max, ttl: seconds * 1000 }) : null;
  }

  /** The answer for `key`: kept, or read and kept. */
  async get(key: string, read: () => Promise<V>): Promise<V> {
    return (await this.reads.through(this.kept, key, read))!;
  }

  /** Something they answer changed here or on another instance, or changes may have been missed. */
  dropAll(): void {
    this.reads.dropped();
    this.kept?.clear();
  }
}
