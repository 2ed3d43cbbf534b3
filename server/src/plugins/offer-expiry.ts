import fp from 'fastify-plugin';
import { expireOffers } from '../services/offer-expiry-service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    offerExpiry: {
      /** Runs the expiry now (or joins the run under way); resolves with how many offers it expired. */
      run(): Promise<number>;
    };
  }
}

/**
 * Expires offers past their closing date: once when the server is ready, then every
 * `config.jobs.offerExpirySeconds` (0: never by itself). Every instance runs it; the service
 * makes sure each offer is expired once. Stopped, and a run under way awaited, on close.
 */
export default fp(
  async (app) => {
    let running: Promise<number> | null = null;
    const run = (): Promise<number> =>
      (running ??= expireOffers({ db: app.db, events: app.events, actorId: null })
        .then((count) => {
          if (count > 0) app.log.info({ count }, 'Ofertas expiradas');
          return count;
        })
        .finally(() => {
          running = null;
        }));
    app.decorate('offerExpiry', { run });

    let timer: NodeJS.Timeout | undefined;
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });

    const seconds = app.config.jobs.offerExpirySeconds;
    if (seconds === 0) return;
    const tick = () =>
      void run().catch((error: unknown) => app.log.error({ err: error }, 'La expiración de ofertas falló; se reintentará'));
    app.addHook('onReady', async () => {
      tick();
      timer = setInterval(tick, seconds * 1000);
      timer.unref();
    });
  },
  { name: 'offer-expiry', dependencies: ['config', 'db', 'events'] },
);
