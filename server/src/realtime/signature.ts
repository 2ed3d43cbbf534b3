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
