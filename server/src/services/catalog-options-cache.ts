import type { CatalogOption } from '@portal/contracts/schemas';
import { LRUCache } from 'lru-cache';
import { KeptReads } from '../lib/kept-reads.ts';

/**
 * The catalogs' options (`GET /api/catalogs/{type}`), kept in memory: every signup form and
 * every CV or offer screen reads them, and they change only when an administrator edits a
 * catalog. Every such change drops them at once — on this instance through its event bus
 * (`catalog.changed`), on the others through the real-time fan-out (plugins/realtime.ts), and
 * wholly after the fan-out was down (`refresh`). A read that was under way while they were
 * dropped is not kept, so it cannot bring back what the drop removed. `seconds` bounds what a
 * hand edit of the database waits for; 0: nothing is kept.
 */
export class CatalogOptionsCache {
  private readonly kept: LRUCache<string, CatalogOption[]> | null;
  /** A read that started before a drop is not kept (lib/kept-reads.ts). */
  private readonly reads = new KeptReads();

  constructor(seconds: number) {
    // A few dozen keys at most: one per catalog type, one per province for the cities.
    this.kept = seconds > 0 ? new LRUCache({ max: 500, ttl: seconds * 1000 }) : null;
  }

  /** The options of `key` (a type, and the province for cities): kept, or read and kept. */
  async options(key: string, read: () => Promise<CatalogOption[]>): Promise<CatalogOption[]> {
    return (await this.reads.through(this.kept, key, read)) ?? [];
  }

  /** A catalog changed here or on another instance, or changes may have been missed. */
  dropAll(): void {
    this.reads.dropped();
    this.kept?.clear();
  }
}
