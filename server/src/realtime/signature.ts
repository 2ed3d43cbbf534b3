import { createHmac, timingSafeEqual } from 'node:crypto';

/** `<key>:<hex HMAC-SHA256(secret, '<socket_id>:<channel_name>')>`, Pusher's private-channel auth. */
export function signChannel(key: string, secret: string, socketId: string, channel: string): string {
  const digest = createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
  return `${key}:${digest}`;
}

/** Compared in constant time, so a forger learns nothing from how long a refusal takes. */
export function verifyChannelSignature(key: string, secret: string, socketId: string, channel: string, auth: unknown): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(signChannel(key, secret, socketId, channel));
  const given = Buffer.from(auth);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The key that signs the instances' messages on Redis, derived from the shared real-time secret
 * so that a message signature can never pass for a channel signature or the other way round.
 */
export function fanoutKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('realtime-fanout').digest();
}

/** `<hex HMAC-SHA256(key, body)>.<body>`: what an instance publishes. */
export function sealMessage(key: Buffer, body: string): string {
  return `${createHmac('sha256', key).update(body).digest('hex')}.${body}`;
}

/** The body of a sealed message, or null when its signature is missing or wrong (checked in constant time). */
export function openMessage(key: Buffer, text: string): string | null {
  const dot = text.indexOf('.');
  if (dot < 0) return null;
  const body = text.slice(dot + 1);
  const expected = Buffer.from(createHmac('sha256', key).update(body).digest('hex'));
  const given = Buffer.from(text.slice(0, dot));
  return expected.length === given.length && timingSafeEqual(expected, given) ? body : null;
}
