import fp from 'fastify-plugin';
import { CatalogOptionsCache } from '../services/catalog-options-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogs' options, kept until a catalog changes (services/catalog-options-cache.ts). */
    catalogOptionsCache: CatalogOptionsCache;
  }
}

/**
 * Keeps the catalogs' options in memory and drops them on every catalog change made here; the
 * other instances' changes arrive through the real-time fan-out (plugins/realtime.ts). The pusher
 * driver carries no messages between instances, so with it nothing is kept (as the auth check).
 */
export default fp(
  async (app) => {
    const cache = new CatalogOptionsCache(app.config.realtime.driver === 'pusher' ? 0 : app.config.catalogCacheSeconds);
    app.decorate('catalogOptionsCache', cache);
    app.events.on('catalog.changed', () => cache.dropAll());
  },
  { name: 'catalog-cache', dependencies: ['config', 'events'] },
);
