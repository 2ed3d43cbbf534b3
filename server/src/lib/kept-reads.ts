import type { LRUCache } from 'lru-cache';

/**
 * What a cache that changes drop keeps, read through: a value is kept only if nothing was
 * dropped while it was being read, so a read that started before a drop cannot bring back what
 * the drop removed. One counter per owner, however many caches it drops together
 * (auth/auth-cache.ts, services/catalog-options-cache.ts).
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
