import type { HubLimits, HubMember, SocketRegistry } from './membership.ts';
import { CloseCode, frame } from './protocol.ts';

export type { HubLimits };

/** `private-users.{id}`: the channel that tells whose socket this is. */
const userChannel = /^private-users\.(\d+)$/;

/**
 * The sockets of this instance and the channels they hold. Deliveries encode each event once,
 * however many sockets receive it.
 */
export class RealtimeHub implements SocketRegistry {
  private readonly connections = new Set<HubMember>();
  private readonly channels = new Map<string, Set<HubMember>>();
  private readonly perUser = new Map<number, number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(readonly limits: HubLimits) {}

  get size(): number {
    return this.connections.size;
  }

  admit(connection: HubMember): boolean {
    if (this.closing || this.connections.size >= this.limits.maxConnections) return false;
    this.connections.add(connection);
    this.startHeartbeat();
    return true;
  }

  subscribe(connection: HubMember, channel: string): boolean {
    const userId = Number(userChannel.exec(channel)?.[1] ?? NaN);
    if (Number.isInteger(userId) && connection.userId === null) {
      const held = this.perUser.get(userId) ?? 0;
      if (held >= this.limits.maxConnectionsPerUser) return false;
      this.perUser.set(userId, held + 1);
      connection.userId = userId;
    }
    let members = this.channels.get(channel);
    if (!members) this.channels.set(channel, (members = new Set()));
    members.add(connection);
    return true;
  }

  unsubscribe(connection: HubMember, channel: string): void {
    const members = this.channels.get(channel);
    if (!members?.delete(connection)) return;
    if (members.size === 0) this.channels.delete(channel);
  }

  remove(connection: HubMember): void {
    if (!this.connections.delete(connection)) return;
    for (const channel of connection.channels) this.unsubscribe(connection, channel);
    if (connection.userId !== null) {
      const held = (this.perUser.get(connection.userId) ?? 1) - 1;
      if (held > 0) this.perUser.set(connection.userId, held);
      else this.perUser.delete(connection.userId);
    }
    if (this.connections.size === 0) this.stopHeartbeat();
  }

  /** Sends an event to this instance's subscribers of `channel`; returns how many got it. */
  deliver(channel: string, event: string, data: unknown, exceptSocketId?: string): number {
    const members = this.channels.get(channel);
    if (!members) return 0;
    // Encoded once, not once per socket.
    const text = Buffer.from(frame(event, data, channel));
    let sent = 0;
    for (const connection of members) {
      if (connection.socketId === exceptSocketId) continue;
      connection.sendText(text);
      sent += 1;
    }
    return sent;
  }

  /** Pings sockets silent for the activity timeout and closes those that never answered (4201). */
  sweep(now = Date.now()): void {
    for (const connection of this.connections) connection.checkAlive(now, this.limits);
  }

  /** Shutting down: every client is told to reconnect at once (4200), to another instance if any. */
  closeAll(): void {
    this.closing = true;
    this.stopHeartbeat();
    for (const connection of this.connections) connection.close(CloseCode.shuttingDown, 'Server shutting down');
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    const every = Math.max(250, Math.min(this.limits.activityTimeoutMs, this.limits.pongTimeoutMs) / 2);
    this.heartbeat = setInterval(() => this.sweep(), every);
    // The heartbeat alone must not keep the process (or a test) alive.
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
