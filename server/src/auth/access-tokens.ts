import type { Kysely } from 'kysely';
import {
  type AccessTokenRow,
  deleteAccessToken,
  deleteExpiredAccessTokens,
  findAccessToken,
  insertAccessToken,
  touchAccessToken,
} from '../db/repositories/access-tokens.ts';
import type { Database } from '../db/types.ts';
import { isoIn, isoNow } from '../lib/time.ts';
import { AuthCache, TOUCH_AFTER_MS } from './auth-cache.ts';
import { randomSecret, sha256Hex } from './secrets.ts';

export interface IdleLifetimes {
  normal: number;
  remember: number;
}

/** How long a token lives from its creation, however often it is used. */
export interface MaxAges {
  hours: number;
  rememberDays: number;
}

/** The moment a token created at `createdAt` ends for good (ms since the epoch). */
export function absoluteEnd(createdAt: string, remember: boolean, maxAge: MaxAges): number {
  const seconds = remember ? maxAge.rememberDays * 24 * 3600 : maxAge.hours * 3600;
  return Date.parse(createdAt) + seconds * 1000;
}

/** Who is calling: resolved from the bearer token on each request. */
export interface Session {
  tokenId: number;
  token: string;
  user: { id_us: number; name_us: string; email: string; role_id: number; name_ro: string };
  /** The user has not accepted the current privacy notice: only a few calls answer (plugins/auth.ts). */
  privacyConsentRequired: boolean;
}

export async function issueAccessToken(db: Kysely<Database>, userId: number, remember: boolean, lifetimes: IdleLifetimes): Promise<string> {
  const token = randomSecret();
  // One clock reading for both instants, so the idle lifetime is exact.
  const issued = new Date();
  const now = issued.toISOString();
  await deleteExpiredAccessTokens(db, userId, now);
  await insertAccessToken(db, {
    user_id: userId,
    token_hash: sha256Hex(token),
    remember: remember ? 1 : 0,
    now,
    expires_at: isoIn(remember ? lifetimes.remember : lifetimes.normal, issued),
  });
  return token;
}

const keepNothing = new AuthCache(0);

/**
 * The session of a valid token of an active user, its idle expiry extended (never past the
 * token's absolute end); null when the token is unknown, idle too long or older than its
 * absolute lifetime (then it is deleted), or its user is not active. `cache` keeps the token's
 * row a few seconds (auth-cache.ts); a kept row past its expiry is read again, not trusted.
 */
export async function resolveAccessToken(
  db: Kysely<Database>,
  token: string,
  lifetimes: IdleLifetimes,
  maxAge: MaxAges,
  cache: AuthCache = keepNothing,
): Promise<Session | null> {
  const tokenHash = sha256Hex(token);
  const now = new Date();
  const nowIso = isoNow(now);
  const end = (row: AccessTokenRow) => absoluteEnd(row.created_at, row.remember === 1, maxAge);
  const row = await cache.token(
    tokenHash,
    () => findAccessToken(db, tokenHash),
    (found) => found.status === 'activo' && found.expires_at > nowIso && now.getTime() < end(found),
  );
  if (!row || row.status !== 'activo' || row.expires_at <= nowIso) return null;
  const remember = row.remember === 1;
  if (now.getTime() >= end(row)) {
    await deleteAccessToken(db, row.token_id);
    return null;
  }
  if (now.getTime() - Date.parse(row.last_used_at) >= TOUCH_AFTER_MS && cache.claimTouch(row.token_id)) {
    const idle = remember ? lifetimes.remember : lifetimes.normal;
    const expiresAt = isoNow(new Date(Math.min(now.getTime() + idle * 1000, end(row))));
    await touchAccessToken(db, row.token_id, nowIso, expiresAt);
    cache.touched(tokenHash, nowIso, expiresAt);
  }
  return {
    tokenId: row.token_id,
    token,
    user: { id_us: row.id_us, name_us: row.name_us, email: row.email, role_id: row.role_id, name_ro: row.name_ro },
    privacyConsentRequired: Number(row.privacy_version) < Number(row.privacy_current ?? 0),
  };
}

/** `Authorization: Bearer <token>` → the token, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}
