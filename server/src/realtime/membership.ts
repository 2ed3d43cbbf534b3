/**
 * What a socket and the hub need of each other, so neither module imports the other
 * (connection.ts implements HubMember, hub.ts implements SocketRegistry).
 */

export interface HubLimits {
  maxConnections: number;
  maxConnectionsPerUser: number;
  activityTimeoutMs: number;
  pongTimeoutMs: number;
  /** Sockets one address may hold at once on this instance; more are closed with 4100. */
  maxConnectionsPerIp: number;
}

/** A client socket as the hub sees it. */
export interface HubMember {
  readonly socketId: string;
  readonly channels: ReadonlySet<string>;
  /** Set by the first `private-users.{id}` subscription (which a signature vouched for). */
  userId: number | null;
  /** The client's address (the socket's remote address; see the route). */
  readonly ip: string;
  /** Access token id → user id of every signature the auth endpoint gave for this socket. */
  readonly sessions: Map<number, number>;
  /** Drops a subscription the client still believes it holds (its user left that role). */
  leave(channel: string): void;
  /** A text frame already framed for the wire (wire-frame.ts), the same bytes for every socket. */
  sendFrame(frame: Buffer): void;
  close(code: number, reason: string): void;
  checkAlive(now: number, limits: HubLimits): void;
}

/** The hub as a socket sees it. */
export interface SocketRegistry {
  /**
   * Null when admitted; otherwise why not (the instance is full or shutting down, or the
   * member's address holds its share already), and the caller closes the socket with 4100.
   */
  admit(member: HubMember): string | null;
  /** False when this would take the user over the per-user cap. */
  subscribe(member: HubMember, channel: string): boolean;
  unsubscribe(member: HubMember, channel: string): void;
  remove(member: HubMember): void;
}
