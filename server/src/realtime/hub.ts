import { tracingChannel } from 'node:diagnostics_channel';
import { realtimeEvents } from '@portal/contracts';
import type { SessionRefreshEvent } from '@portal/contracts/schemas';
import type { HubLimits, HubMember, SocketRegistry } from './membership.ts';
import type { RealtimeControl } from './control.ts';
import { CloseCode, frame } from './protocol.ts';
import { wireTextFrame } from './wire-frame.ts';

export type { HubLimits };

/**
 * Each delivery is traced for whoever listens (`npm run bench:realtime`, an APM): `start` and
 * `end` with `{channel, event}`, and `result`, the sockets reached, at the end. Nothing is
 * traced while no one listens.
 */
export const deliveryTracing = tracingChannel<{ channel: string; event: string }>('portal.realtime.delivery');

/** `private-users.{id}`: the channel that tells whose socket this is. */
const userChannel = /^private-users\.(\d+)$/;
const roleChannel = /^private-roles\.(\d+)$/;

/**
 * The sockets of this instance and the channels they hold. Deliveries encode each event once,
 * however many sockets receive it.
 */
export class RealtimeHub implements SocketRegistry {
  /** By socket id: a `bind` names the socket. */
  private readonly connections = new Map<string, HubMember>();
  private readonly channels = new Map<string, Set<HubMember>>();
  private readonly perUser = new Map<number, number>();
  private readonly perIp = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private closing = false;
  private readonly controlListeners = new Set<(control: RealtimeControl) => void>();

  constructor(readonly limits: HubLimits) {}

  /** Hears every control message applied here, this instance's and the others' (auth caches). */
  onControl(listener: (control: RealtimeControl) => void): void {
    this.controlListeners.add(listener);
  }

  get size(): number {
    return this.connections.size;
  }

  admit(connection: HubMember): string | null {
    if (this.closing || this.connections.size >= this.limits.maxConnections) return 'Over capacity';
    const held = this.perIp.get(connection.ip) ?? 0;
    if (held >= this.limits.maxConnectionsPerIp) return 'Too many connections from this address';
    this.perIp.set(connection.ip, held + 1);
    this.connections.set(connection.socketId, connection);
    this.startHeartbeat();
    return null;
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
    if (this.connections.get(connection.socketId) !== connection) return;
    this.connections.delete(connection.socketId);
    const fromIp = (this.perIp.get(connection.ip) ?? 1) - 1;
    if (fromIp > 0) this.perIp.set(connection.ip, fromIp);
    else this.perIp.delete(connection.ip);
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
    const send = () => this.fanOut(members, channel, event, data, exceptSocketId);
    return deliveryTracing.hasSubscribers ? deliveryTracing.traceSync(send, { channel, event }) : send();
  }

  private fanOut(members: Set<HubMember>, channel: string, event: string, data: unknown, exceptSocketId?: string): number {
    // Encoded and framed once, not once per socket.
    const wire = wireTextFrame(frame(event, data, channel));
    let sent = 0;
    for (const connection of members) {
      if (connection.socketId === exceptSocketId) continue;
      connection.sendFrame(wire);
      sent += 1;
    }
    return sent;
  }

  /** Every user's socket on this instance re-reads its session (`session.refresh`); returns how many heard it. */
  refreshSessions(): number {
    let sent = 0;
    for (const channel of [...this.channels.keys()]) {
      if (userChannel.test(channel)) sent += this.deliver(channel, realtimeEvents.sessionRefresh, {} satisfies SessionRefreshEvent);
    }
    return sent;
  }

  /**
   * A control message from this instance or another (control.ts). Sessions end after their
   * `signed_out` frame: the broadcaster sends the event first, then this, in order. For `refresh`,
   * returns how many pages heard they must re-read their session.
   */
  apply(control: RealtimeControl): number | undefined {
    for (const listener of this.controlListeners) listener(control);
    if (control.type === 'role' || control.type === 'catalog' || control.type === 'accounts' || control.type === 'offers') return;
    if (control.type === 'refresh') return this.refreshSessions();
    if (control.type === 'bind') {
      const connection = this.connections.get(control.socketId);
      if (!connection) return;
      // A page keeps one socket across a few sign-ins at most; the oldest binding goes first.
      if (connection.sessions.size >= 8) connection.sessions.delete(connection.sessions.keys().next().value!);
      connection.sessions.set(control.tokenId, control.userId);
      return;
    }
    const ended: HubMember[] = [];
    // Rare events (logout, an administrator's change): a pass over this instance's sockets.
    for (const connection of this.connections.values()) {
      if (control.type === 'session') {
        if (connection.sessions.has(control.tokenId)) ended.push(connection);
        continue;
      }
      const ownedBy = connection.userId === control.userId || [...connection.sessions.values()].includes(control.userId);
      if (!ownedBy) continue;
      if (control.signedOut) {
        if (control.keepTokenId === undefined || !connection.sessions.has(control.keepTokenId)) ended.push(connection);
        continue;
      }
      for (const channel of [...connection.channels]) {
        const role = roleChannel.exec(channel);
        if (role && Number(role[1]) !== control.roleId) connection.leave(channel);
      }
    }
    for (const connection of ended) connection.close(CloseCode.unauthorized, 'Session ended');
  }

  /** Pings sockets silent for the activity timeout and closes those that never answered (4201). */
  sweep(now = Date.now()): void {
    for (const connection of this.connections.values()) connection.checkAlive(now, this.limits);
  }

  /** Shutting down: every client is told to reconnect at once (4200), to another instance if any. */
  closeAll(): void {
    this.closing = true;
    this.stopHeartbeat();
    for (const connection of this.connections.values()) connection.close(CloseCode.shuttingDown, 'Server shutting down');
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
