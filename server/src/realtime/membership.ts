/**
 * What a socket and the hub need of each other, so neither module imports the other
 * (connection.ts implements HubMember, hub.ts implements SocketRegistry).
 */

export interface HubLimits {
  maxConnections: number;
  maxConnectionsPerUser: number;
  activityTimeoutMs: number;
  pongTimeoutMs: number;
}

/** A client socket as the hub sees it. */
export interface HubMember {
  readonly socketId: string;
  readonly channels: ReadonlySet<string>;
  /** Set by the first `private-users.{id}` subscription (which a signature vouched for). */
  userId: number | null;
  /** A text frame (a Buffer stays a text frame: it is UTF-8 JSON). */
  sendText(text: string | Buffer): void;
  close(code: number, reason: string): void;
  checkAlive(now: number, limits: HubLimits): void;
}

/** The hub as a socket sees it. */
export interface SocketRegistry {
  /** False when the instance is full or shutting down; the caller closes the socket. */
  admit(member: HubMember): boolean;
  /** False when this would take the user over the per-user cap. */
  subscribe(member: HubMember, channel: string): boolean;
  unsubscribe(member: HubMember, channel: string): void;
  remove(member: HubMember): void;
}
