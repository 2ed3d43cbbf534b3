import type { RealtimeControl } from './control.ts';

/**
 * Sends an event to a channel's subscribers wherever they are connected: this instance
 * (local), every instance sharing a Redis (redis), or Pusher's cloud (pusher).
 */
export interface Broadcaster {
  readonly driver: 'local' | 'redis' | 'pusher';
  /** Resolves once the driver can deliver (Redis subscribed). */
  ready(): Promise<void>;
  publish(channel: string, event: string, payload: unknown): Promise<void>;
  /**
   * Tells every instance's hub about a socket's session (control.ts), after the events
   * published before it. The pusher driver has no sockets of its own to act on.
   */
  control(message: RealtimeControl): Promise<void>;
  close(): Promise<void>;
}
