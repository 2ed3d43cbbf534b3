import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Broadcaster } from '../broadcaster.ts';
import type { RealtimeControl } from '../control.ts';
import type { RealtimeHub } from '../hub.ts';
import { fanoutKey, openMessage, sealMessage } from '../signature.ts';

type Envelope = { origin: string } & (
  | { channel: string; event: string; payload: unknown }
  /** Sessions and subscriptions (control.ts), on the same topic so they keep their order with events. */
  | { control: RealtimeControl }
);

export interface RedisFanoutOptions {
  url: string;
  prefix: string;
  /** The real-time secret every instance shares: it signs what they publish. */
  secret: string;
}

/**
 * Several instances behind a load balancer act as one (soketi's Redis adapter): each delivers
 * to its own sockets at once and publishes on one Redis channel; the others deliver what they
 * hear to theirs and skip their own messages.
 *
 * Redis is not trusted: every message is signed with a key derived from the shared secret and
 * one without a valid signature is dropped. Redis is not always there either: what an instance
 * missed while its subscription was down, or could not publish, is made good by telling the
 * pages concerned to re-read their session (`session.refresh`, control.ts).
 */
export class RedisBroadcaster implements Broadcaster {
  readonly driver = 'redis';
  private readonly origin = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly topic: string;
  private readonly key: Buffer;
  private readonly subscribed: Promise<void>;
  /** A publish failed: the other instances may have missed it. */
  private unsent = false;

  constructor(
    private readonly hub: RealtimeHub,
    options: RedisFanoutOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.topic = `${options.prefix}realtime`;
    this.key = fanoutKey(options.secret);
    // Named, so an operator (and a test) finds them in CLIENT LIST.
    this.publisher = new Redis(options.url, { lazyConnect: false, maxRetriesPerRequest: 2, connectionName: `${this.topic}:publisher` });
    // Re-subscribed below, so the refresh goes out only once the subscription is back.
    this.subscriber = this.publisher.duplicate({ connectionName: `${this.topic}:subscriber`, autoResubscribe: false });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (err) => this.log.warn({ err }, 'Redis (real-time) error'));
    }
    this.subscriber.on('message', (topic: string, text: string) => this.onMessage(topic, text));
    this.subscribed = this.subscriber.subscribe(this.topic).then(() => undefined);
    this.onReconnect(this.subscriber, () => this.resubscribe());
    this.onReconnect(this.publisher, () => this.reportUnsent());
  }

  ready(): Promise<void> {
    return this.subscribed;
  }

  async publish(channel: string, event: string, payload: unknown): Promise<void> {
    this.hub.deliver(channel, event, payload);
    await this.send({ origin: this.origin, channel, event, payload });
  }

  async control(message: RealtimeControl): Promise<void> {
    this.hub.apply(message);
    await this.send({ origin: this.origin, control: message });
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }

  private async send(envelope: Envelope): Promise<void> {
    try {
      await this.publisher.publish(this.topic, sealMessage(this.key, JSON.stringify(envelope)));
    } catch (err) {
      // This instance's own sockets already have it; the others are told once Redis is back.
      this.unsent = true;
      throw err;
    }
  }

  /** `then` runs on every `ready` but the first: the connection came back after a loss. */
  private onReconnect(client: Redis, then: () => Promise<void>): void {
    let connectedBefore = false;
    client.on('ready', () => {
      if (connectedBefore) void then().catch((err: unknown) => this.log.error({ err }, 'Real-time: Redis reconnection not completed'));
      connectedBefore = true;
    });
  }

  /**
   * Messages published while the subscription was down never arrive: what this instance keeps of
   * sessions, flags and catalogs is dropped (the refresh control's listeners, plugins/realtime.ts),
   * then its pages re-read their session. Without the drop a page re-read a flag switched off
   * meanwhile from this instance's cache, and kept it until its next refresh.
   */
  private async resubscribe(): Promise<void> {
    await this.subscriber.subscribe(this.topic);
    const pages = this.hub.apply({ type: 'refresh' });
    this.log.warn({ pages }, 'Real-time: Redis subscription restored; the pages re-read their session');
  }

  /** After failed publishes, every other instance's pages re-read their session. */
  private async reportUnsent(): Promise<void> {
    if (!this.unsent) return;
    this.unsent = false;
    await this.send({ origin: this.origin, control: { type: 'refresh' } });
    this.log.warn('Real-time: Redis is back after failed publishes; every instance’s pages re-read their session');
  }

  private onMessage(topic: string, text: string): void {
    if (topic !== this.topic) return;
    const body = openMessage(this.key, text);
    if (body === null) {
      // Not from an instance that holds the secret (or altered on the way): never delivered, never logged whole.
      this.log.warn({ topic, bytes: text.length }, 'Real-time: unsigned or wrongly signed message on Redis dropped');
      return;
    }
    try {
      const envelope = JSON.parse(body) as Envelope;
      if (envelope.origin === this.origin) return;
      if ('control' in envelope) this.hub.apply(envelope.control);
      else this.hub.deliver(envelope.channel, envelope.event, envelope.payload);
    } catch (err) {
      this.log.warn({ err }, 'Unreadable real-time message on Redis');
    }
  }
}
