import { randomInt } from 'node:crypto';

/**
 * The parts of the Pusher Channels protocol (version 7) the portal's server speaks; see
 * shared/reference/realtime-protocol.md. Close codes decide what pusher-js does next:
 * 4000-4099 give up, 4100-4199 reconnect with back-off, 4200-4299 reconnect at once.
 */
export const PROTOCOL_VERSION = 7;

export const CloseCode = {
  appDoesNotExist: 4001,
  unsupportedProtocol: 4007,
  /** No reconnection: a socket whose session ended, or that joined no channel in time. */
  unauthorized: 4009,
  overCapacity: 4100,
  shuttingDown: 4200,
  pongNotReceived: 4201,
  clientRateLimited: 4301,
} as const;

/** `[-a-zA-Z0-9_=@,.;]`, at most 164 characters: Pusher's own rule. */
const channelNamePattern = /^[-a-zA-Z0-9_=@,.;]{1,164}$/;

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && channelNamePattern.test(name);
}

export type ChannelKind = 'public' | 'private' | 'unsupported';

/** Presence and end-to-end encrypted channels are not offered: the portal uses neither. */
export function channelKind(name: string): ChannelKind {
  if (name.startsWith('private-encrypted-') || name.startsWith('presence-')) return 'unsupported';
  return name.startsWith('private-') ? 'private' : 'public';
}

/** `\d+.\d+`, as the server SDKs demand; random so one socket's id says nothing about another's. */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 40)}.${randomInt(1, 2 ** 40)}`;
}

export const socketIdPattern = '^\\d{1,20}\\.\\d{1,20}$';

/** A frame as it goes on the wire: `data` is itself JSON text ("double encoding"). */
export function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify({ event, ...(channel !== undefined && { channel }), data: typeof data === 'string' ? data : JSON.stringify(data) });
}

/** A client frame, or null when it is not one. `data` may arrive as an object or as JSON text. */
export function parseClientFrame(text: string): { event: string; data: Record<string, unknown>; channel?: string } | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object') return null;
  const { event, data, channel } = message as Record<string, unknown>;
  if (typeof event !== 'string') return null;
  let payload: unknown = data;
  if (typeof data === 'string') {
    try {
      payload = JSON.parse(data);
    } catch {
      payload = {};
    }
  }
  return {
    event,
    data: payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {},
    ...(typeof channel === 'string' && { channel }),
  };
}
