import type { Broadcaster } from '../broadcaster.ts';
import type { RealtimeControl } from '../control.ts';
import type { RealtimeHub } from '../hub.ts';

/** One instance: deliver to its own sockets. */
export class LocalBroadcaster implements Broadcaster {
  readonly driver = 'local';

  constructor(private readonly hub: RealtimeHub) {}

  async ready(): Promise<void> {}

  async publish(channel: string, event: string, payload: unknown): Promise<void> {
    this.hub.deliver(channel, event, payload);
  }

  async control(message: RealtimeControl): Promise<void> {
    this.hub.apply(message);
  }

  async close(): Promise<void> {}
}
