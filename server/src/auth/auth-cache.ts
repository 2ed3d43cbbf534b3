import { LRUCache } from 'lru-cache';
import type { AccessTokenRow } from '../db/repositories/access-tokens.ts';
import type { RoleMenuRow } from '../db/repositories/permissions.ts';
import { KeptReads } from '../lib/kept-reads.ts';

/** Tokens kept per instance at the most (the least recently used go first). */
export const CACHED_TOKENS = 10_000;

/** Writing on every request would be wasteful; a token's idle window moves at most once a minute. */
export const TOUCH_AFTER_MS = 60_000;

/**
 * What the auth check reads on every signed-in call, kept in memory for a few seconds: a token's
 * row (with its user and role) by the token's hash, and a role's menu items with their flags.
 * Every change that alters them drops them at once — logout (`dropToken`), a user's change of
 * status, role, password or name (`dropUser`), a role's menu or flags (`dropRole`) — on this
 * instance through its event bus and on the others through the real-time fan-out
 * (plugins/auth.ts). A read that was under way while something was dropped is not kept, so it
 * cannot bring back what the drop removed. `seconds` 0: nothing is kept.
 */
export class AuthCache {
  private readonly tokens: LRUCache<string, AccessTokenRow> | null;
  private readonly roles: LRUCache<number, RoleMenuRow[]> | null;
  /** A read that started before a drop is not kept (lib/kept-reads.ts). */
  private readonly reads = new KeptReads();
  /** Tokens whose idle expiry this instance moved within the last minute. */
  private readonly touches = new LRUCache<number, true>({ max: CACHED_TOKENS, ttl: TOUCH_AFTER_MS });

  constructor(seconds: number) {
    const ttl = seconds * 1000;
    this.tokens = ttl > 0 ? new LRUCache({ max: CACHED_TOKENS, ttl }) : null;
    this.roles = ttl > 0 ? new LRUCache({ max: 1_000, ttl }) : null;
  }

  /** The row of the token with this hash: kept, or read and kept while it is usable. */
  async token(tokenHash: string, read: () => Promise<AccessTokenRow | undefined>, usable: (row: AccessTokenRow) => boolean) {
    return this.reads.through(this.tokens, tokenHash, read, usable);
  }

  /** The role's menu items with their flags: kept, or read and kept. */
  async roleMenu(roleId: number, read: () => Promise<RoleMenuRow[]>): Promise<RoleMenuRow[]> {
    return (await this.reads.through(this.roles, roleId, read)) ?? [];
  }

  /**
   * True for the one call that moves the token's idle expiry this minute on this instance: the
   * calls of a burst all read the old `last_used_at`, and each would otherwise write.
   */
  claimTouch(tokenId: number): boolean {
    if (this.touches.has(tokenId)) return false;
    this.touches.set(tokenId, true);
    return true;
  }

  /** The token's idle expiry moved (its row here follows). */
  touched(tokenHash: string, lastUsedAt: string, expiresAt: string): void {
    const row = this.tokens?.get(tokenHash);
    if (row) this.tokens!.set(tokenHash, { ...row, last_used_at: lastUsedAt, expires_at: expiresAt });
  }

  dropToken(tokenId: number): void {
    this.dropTokensWhere((row) => row.token_id === tokenId);
  }

  dropUser(userId: number): void {
    this.dropTokensWhere((row) => row.id_us === userId);
  }

  /** A role changed: its name (on its users' tokens) and any role's menu (a menu item may be shared). */
  dropRole(roleId: number): void {
    this.reads.dropped();
    this.roles?.clear();
    this.dropTokensWhere((row) => row.role_id === roleId);
  }

  /** Changes may have been missed (the fan-out was down): everything kept is read again. */
  dropAll(): void {
    this.reads.dropped();
    this.roles?.clear();
    this.tokens?.clear();
  }

  private dropTokensWhere(match: (row: AccessTokenRow) => boolean): void {
    this.reads.dropped();
    if (!this.tokens) return;
    // Rare (an administrator's change, a logout): one pass over what this instance keeps.
    for (const [key, row] of this.tokens.entries()) if (match(row)) this.tokens.delete(key);
  }
}
