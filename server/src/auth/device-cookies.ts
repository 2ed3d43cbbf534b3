import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from './csrf-token.ts';

export const DEVICE_COOKIE = 'portal_device';
/** How long a browser that signed in stays known: half a year, as OWASP's example. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;

/**
 * OWASP's "device cookies": at each successful sign-in the browser gets a signed, HttpOnly
 * cookie naming the account (`<user id>.<issued at, s>.<HMAC>`). A correct password from a
 * browser holding one for that account is not refused by the account's lockout, so failures
 * from elsewhere cannot lock its owner out. The server keeps no state; the key is derived from
 * APP_SECRET (or, without one, random per process, like the CSRF tokens').
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(appSecret: string | null) {
    this.key = createHmac('sha256', appSecret ?? randomBytes(32).toString('hex'))
      .update('device-cookie')
      .digest();
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  issue(userId: number, now = Date.now()): string {
    const payload = `${userId}.${Math.floor(now / 1000)}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** Whether `cookie` was issued by this server to a browser that signed in as `userId`, within its lifetime. */
  trusts(cookie: string | undefined, userId: number, now = Date.now()): boolean {
    const parts = cookie?.split('.');
    if (!parts || parts.length !== 3) return false;
    const [user, issuedAt, signature] = parts as [string, string, string];
    if (user !== String(userId) || !safeEqual(signature, this.sign(`${user}.${issuedAt}`))) return false;
    const age = Math.floor(now / 1000) - Number(issuedAt);
    return Number.isInteger(age) && age >= 0 && age < DEVICE_COOKIE_MAX_AGE_SECONDS;
  }
}
