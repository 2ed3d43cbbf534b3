import type { CatalogOption, UserView } from '@portal/contracts/schemas';
import fp from 'fastify-plugin';
import type { Page } from '../db/paginate.ts';
import { KeptAnswers } from '../lib/kept-reads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogs' options by type (and province for the cities), kept until a catalog changes. */
    catalogOptionsCache: KeptAnswers<CatalogOption[]>;
    /** Pages of the administrators' users list by query, kept until an account, company or role changes. */
    userListCache: KeptAnswers<Page<UserView>>;
  }
}

/**
 * Reads many callers repeat and few changes alter, kept in memory (lib/kept-reads.ts):
 * - the catalogs' options (`GET /api/catalogs/{type}`): every signup form and every CV or offer
 *   screen reads them; dropped by `catalog.changed` (CATALOG_CACHE_SECONDS);
 * - the users list (`GET /api/admin/users`): dropped by `accounts.changed`, which every committed
 *   change to a user, a company's profile or a role announces (services/changes.ts)
 *   (USER_LIST_CACHE_SECONDS).
 * The other instances' changes arrive through the real-time fan-out (plugins/realtime.ts). The
 * pusher driver carries no messages between instances, so with it nothing is kept (as the auth
 * check).
 */
export default fp(
  async (app) => {
    const shared = app.config.realtime.driver !== 'pusher';
    const catalogs = new KeptAnswers<CatalogOption[]>(shared ? app.config.catalogCacheSeconds : 0, 500);
    const users = new KeptAnswers<Page<UserView>>(shared ? app.config.userListCacheSeconds : 0, 100);
    app.decorate('catalogOptionsCache', catalogs);
    app.decorate('userListCache', users);
    app.events.on('catalog.changed', () => catalogs.dropAll());
    app.events.on('accounts.changed', () => users.dropAll());
  },
  { name: 'kept-answers', dependencies: ['config', 'events'] },
);
