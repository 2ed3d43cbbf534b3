import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: for access tokens and verification links. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a leaked table does not let anyone sign in or verify. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
