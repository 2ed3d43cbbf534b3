import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Broadcaster } from '../broadcaster.ts';
import type { RealtimeControl } from '../control.ts';
import type { RealtimeHub } from '../hub.ts';

type Envelope = { origin: string } & (
  | { channel: string; event: string; payload: unknown }
  /** Sessions and subscriptions (control.ts), on the same topic so they keep their order with events. */
  | { control: RealtimeControl }
);

/**
 * Several instances behind a load balancer act as one (soketi's Redis adapter): each delivers
 * to its own sockets at once and publishes on one Redis channel; the others deliver what they
 * hear to theirs and skip their own messages.
 */
export class RedisBroadcaster implements Broadcaster {
  readonly driver = 'redis';
  private readonly origin = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly topic: string;
  private readonly subscribed: Promise<void>;

  constructor(
    private readonly hub: RealtimeHub,
    options: { url: string; prefix: string },
    private readonly log: FastifyBaseLogger,
  ) {
    this.topic = `${options.prefix}realtime`;
    this.publisher = new Redis(options.url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.subscriber = this.publisher.duplicate();
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (err) => this.log.warn({ err }, 'Redis (real-time) error'));
    }
    this.subscriber.on('message', (topic: string, text: string) => this.onMessage(topic, text));
    this.subscribed = this.subscriber.subscribe(this.topic).then(() => undefined);
  }

  ready(): Promise<void> {
    return this.subscribed;
  }

  async publish(channel: string, event: string, payload: unknown): Promise<void> {
    this.hub.deliver(channel, event, payload);
    const envelope: Envelope = { origin: this.origin, channel, event, payload };
    await this.publisher.publish(this.topic, JSON.stringify(envelope));
  }

  async control(message: RealtimeControl): Promise<void> {
    this.hub.apply(message);
    const envelope: Envelope = { origin: this.origin, control: message };
    await this.publisher.publish(this.topic, JSON.stringify(envelope));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }

  private onMessage(topic: string, text: string): void {
    if (topic !== this.topic) return;
    try {
      const envelope = JSON.parse(text) as Envelope;
      if (envelope.origin === this.origin) return;
      if ('control' in envelope) this.hub.apply(envelope.control);
      else this.hub.deliver(envelope.channel, envelope.event, envelope.payload);
    } catch (err) {
      this.log.warn({ err }, 'Unreadable real-time message on Redis');
    }
  }
}
