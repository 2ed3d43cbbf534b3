import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed double-submit CSRF tokens: `<nonce>.<issued at, s>.<HMAC>`. The server keeps no
 * state; a token is good when its signature holds and it is younger than its lifetime.
 */
export class CsrfTokens {
  constructor(
    private readonly secret: string,
    readonly lifetimeSeconds: number,
  ) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }

  issue(now = Date.now()): string {
    const payload = `${randomBytes(16).toString('base64url')}.${Math.floor(now / 1000)}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** Seconds since it was issued, or null when the token is malformed, forged or too old. */
  age(token: string | undefined, now = Date.now()): number | null {
    const parts = token?.split('.');
    if (!parts || parts.length !== 3) return null;
    const [nonce, issuedAt, signature] = parts as [string, string, string];
    if (!safeEqual(signature, this.sign(`${nonce}.${issuedAt}`))) return null;
    const age = Math.floor(now / 1000) - Number(issuedAt);
    return Number.isInteger(age) && age >= 0 && age < this.lifetimeSeconds ? age : null;
  }
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
