import { createHmac } from 'node:crypto';
import { safeEqual } from '../auth/csrf-token.ts';

/**
 * Signed, expiring addresses of photo files: `/api/photos/<file>?expires=<unix s>&signature=<HMAC>`.
 *
 * Why signed links rather than an authenticated download: the API authenticates with a bearer
 * token, which an `<img src>` cannot send, and fetching each photo as a blob in script would lose
 * the browser's cache and lazy loading. So the check (`canSeeStudentPhoto`) runs when a link is
 * handed out, inside an authenticated call, and the link itself is the permission: short-lived,
 * tied to one file (a replaced photo has a new file name, so old links die with it), and
 * unforgeable without the app's secret.
 *
 * The expiry is rounded up to the end of the next window, so every link handed out within one
 * window is the same URL and the browser serves it from its cache; a link lives between one and
 * two windows.
 */
export class PhotoLinks {
  private readonly key: Buffer;

  constructor(
    appSecret: string,
    readonly windowSeconds = 3600,
  ) {
    // A key of its own, so a photo signature can never pass for another of the app's signatures.
    this.key = createHmac('sha256', appSecret).update('cv-photo-links').digest();
  }

  private sign(file: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${file}:${expires}`).digest('base64url');
  }

  url(file: string, now = Date.now()): string {
    const expires = (Math.floor(now / 1000 / this.windowSeconds) + 2) * this.windowSeconds;
    return `/api/photos/${file}?expires=${expires}&signature=${this.sign(file, expires)}`;
  }

  /** Seconds the link has left, or null when it is forged, altered or expired. */
  secondsLeft(file: string, expires: number, signature: string, now = Date.now()): number | null {
    if (!safeEqual(signature, this.sign(file, expires))) return null;
    const left = expires - Math.floor(now / 1000);
    return left > 0 ? left : null;
  }
}
