import type { Duplex } from 'node:stream';
import type { WebSocket } from 'ws';
import type { HubLimits, HubMember, SocketRegistry } from './membership.ts';
import { channelKind, CloseCode, frame, isValidChannelName, newSocketId, parseClientFrame } from './protocol.ts';
import { isPortalChannel } from './channels.ts';
import { verifyChannelSignature } from './signature.ts';

export interface ConnectionOptions {
  appKey: string;
  appSecret: string;
  activityTimeoutSeconds: number;
  maxMessagesPerSecond: number;
  /** Channels one socket may hold; a further subscription is refused. */
  maxChannelsPerSocket: number;
  /**
   * A socket holding no channel this long (after connecting, or after leaving its last one) is
   * closed, 4009. Only private channels can be held, so it must have a signed subscription.
   */
  subscribeDeadlineMs: number;
}

/** One client socket: its subscriptions, its heartbeat and its message budget. */
export class Connection implements HubMember {
  readonly socketId = newSocketId();
  readonly channels = new Set<string>();
  readonly sessions = new Map<number, number>();
  userId: number | null = null;
  private deadline: NodeJS.Timeout | undefined;
  private lastActivity = Date.now();
  private pingSentAt: number | null = null;
  private windowStart = 0;
  private windowCount = 0;
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    /** The TCP connection under `ws`, where a frame from wire-frame.ts is written. */
    private readonly transport: Duplex,
    private readonly hub: SocketRegistry,
    private readonly options: ConnectionOptions,
    readonly ip: string,
  ) {}

  /** Admits the socket (or closes it, 4100) and sends the handshake. */
  open(): void {
    const refusal = this.hub.admit(this);
    if (refusal !== null) {
      this.fail(CloseCode.overCapacity, refusal);
      return;
    }
    this.ws.on('message', (raw, isBinary) => this.onMessage(raw, isBinary));
    this.ws.on('close', () => {
      this.closed = true;
      this.disarmDeadline();
      this.hub.remove(this);
    });
    this.send('pusher:connection_established', {
      socket_id: this.socketId,
      activity_timeout: this.options.activityTimeoutSeconds,
    });
    this.armDeadline();
  }

  leave(channel: string): void {
    if (!this.channels.delete(channel)) return;
    this.hub.unsubscribe(this, channel);
    if (this.channels.size === 0) this.armDeadline();
  }

  /** A socket that holds no channel only takes a place: it has until the deadline to join one. */
  private armDeadline(): void {
    clearTimeout(this.deadline);
    this.deadline = setTimeout(() => {
      if (this.channels.size === 0) this.fail(CloseCode.unauthorized, 'No channel subscribed in time');
    }, this.options.subscribeDeadlineMs);
    this.deadline.unref();
  }

  /** Not kept once cleared: thousands of idle sockets would each hold a spent timer. */
  private disarmDeadline(): void {
    clearTimeout(this.deadline);
    this.deadline = undefined;
  }

  /**
   * A frame from wire-frame.ts, written as is. ws writes each of its own frames whole and at
   * once (no permessage-deflate here), so these bytes never land inside one of its frames; a
   * socket that is closing gets nothing more, as with `ws.send`.
   */
  sendFrame(frame: Buffer): void {
    if (!this.closed && this.ws.readyState === this.ws.OPEN) this.transport.write(frame);
  }

  /** Closes with a protocol code; a socket that cannot finish the close handshake is cut. */
  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.disarmDeadline();
    this.ws.close(code, reason);
    setTimeout(() => this.ws.terminate(), 2_000).unref();
  }

  checkAlive(now: number, limits: HubLimits): void {
    if (this.pingSentAt !== null) {
      if (now - this.pingSentAt >= limits.pongTimeoutMs) this.close(CloseCode.pongNotReceived, 'Pong reply not received');
      return;
    }
    if (now - this.lastActivity >= limits.activityTimeoutMs) {
      this.pingSentAt = now;
      this.send('pusher:ping', {});
    }
  }

  /** A frame for this socket alone (handshake, answers, errors), framed by ws. */
  private send(event: string, data: unknown, channel?: string): void {
    if (!this.closed) this.ws.send(frame(event, data, channel));
  }

  /** pusher:error with the code, then the close frame with the same code (protocol ≥ 6). */
  private fail(code: number, message: string): void {
    this.send('pusher:error', { code, message });
    this.close(code, message);
  }

  private overBudget(now: number): boolean {
    if (now - this.windowStart >= 1_000) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    this.windowCount += 1;
    return this.windowCount > this.options.maxMessagesPerSecond;
  }

  private onMessage(raw: WebSocket.RawData, isBinary: boolean): void {
    const now = Date.now();
    // Any message shows the client is alive.
    this.lastActivity = now;
    this.pingSentAt = null;
    if (this.overBudget(now)) {
      this.fail(CloseCode.clientRateLimited, 'Too many messages');
      return;
    }
    const message = isBinary ? null : parseClientFrame(raw.toString());
    if (!message) {
      this.send('pusher:error', { code: null, message: 'Invalid message' });
      return;
    }
    switch (message.event) {
      case 'pusher:ping':
        this.send('pusher:pong', {});
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        this.subscribe(message.data);
        return;
      case 'pusher:unsubscribe':
        if (typeof message.data.channel === 'string') this.leave(message.data.channel);
        return;
      default:
        // Client events (client-*) are off: nothing in the portal lets browsers talk to each other.
        this.send('pusher:error', { code: null, message: `Event ${message.event.slice(0, 64)} is not accepted` });
    }
  }

  private subscriptionError(channel: string, status: number, error: string): void {
    this.send('pusher:subscription_error', { type: 'AuthError', error, status }, channel);
  }

  private subscribe(data: Record<string, unknown>): void {
    const channel = data.channel;
    if (!isValidChannelName(channel)) {
      this.send('pusher:error', { code: null, message: 'Invalid channel name' });
      return;
    }
    if (channelKind(channel) === 'unsupported') {
      this.subscriptionError(channel, 400, 'Presence and encrypted channels are not supported');
      return;
    }
    // Only the portal's own private channels: a socket cannot keep its place on a made-up public one.
    if (!isPortalChannel(channel)) {
      this.subscriptionError(channel, 403, 'The portal has no such channel');
      return;
    }
    const { appKey, appSecret } = this.options;
    if (!verifyChannelSignature(appKey, appSecret, this.socketId, channel, data.auth)) {
      this.subscriptionError(channel, 401, 'Invalid signature');
      return;
    }
    if (!this.channels.has(channel)) {
      const max = this.options.maxChannelsPerSocket;
      if (this.channels.size >= max) {
        this.send('pusher:error', { code: null, message: `Too many channels on one connection (at most ${max})` });
        this.subscriptionError(channel, 403, 'Too many channels on one connection');
        return;
      }
      if (!this.hub.subscribe(this, channel)) {
        this.fail(CloseCode.overCapacity, 'Too many connections for this user');
        return;
      }
      this.channels.add(channel);
      this.disarmDeadline();
    }
    this.send('pusher_internal:subscription_succeeded', {}, channel);
  }
}
