import Pusher from 'pusher';
import type { Broadcaster } from '../broadcaster.ts';
import type { RealtimeControl } from '../control.ts';

/** The hosted Pusher service, through its official server SDK; browsers connect to it directly. */
export class PusherBroadcaster implements Broadcaster {
  readonly driver = 'pusher';
  private readonly client: Pusher;

  constructor(options: { appId: string; key: string; secret: string; cluster: string }) {
    this.client = new Pusher({ ...options, useTLS: true });
  }

  async ready(): Promise<void> {}

  async publish(channel: string, event: string, payload: unknown): Promise<void> {
    await this.client.trigger(channel, event, payload);
  }

  /** Pusher's cloud holds the sockets; ending them there would need its user authentication. */
  async control(_message: RealtimeControl): Promise<void> {}

  async close(): Promise<void> {}
}
