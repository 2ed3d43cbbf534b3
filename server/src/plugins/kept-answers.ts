import type { CatalogOption, PublicOfferCard, UserView } from '@portal/contracts/schemas';
import fp from 'fastify-plugin';
import type { Page } from '../db/paginate.ts';
import { KeptAnswers } from '../lib/kept-reads.ts';

/** A search result page as every student sees it: the cards without the caller's own `applied`. */
export type OfferSearchPage = Page<Omit<PublicOfferCard, 'applied'>>;

/** What changed, here or on another instance; `all`: changes may have been missed (a Redis outage). */
export type KeptAnswersChange = 'catalog' | 'accounts' | 'offers' | 'all';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogs' options by type (and province for the cities), kept until a catalog changes. */
    catalogOptionsCache: KeptAnswers<CatalogOption[]>;
    /** Pages of the administrators' users list by query, kept until an account, company or role changes. */
    userListCache: KeptAnswers<Page<UserView>>;
    /** Pages of the students' offer search by query and day, kept until an offer, a company or a catalog changes. */
    offerSearchCache: KeptAnswers<OfferSearchPage>;
    /** Drops what `change` may have altered. */
    keptAnswersChanged(change: KeptAnswersChange): void;
  }
}

/**
 * Reads many callers repeat and few changes alter, kept in memory (lib/kept-reads.ts):
 * - the catalogs' options (`GET /api/catalogs/{type}`): every signup form and every CV or offer
 *   screen reads them; dropped by `catalog.changed` (CATALOG_CACHE_SECONDS);
 * - the users list (`GET /api/admin/users`): dropped by `accounts.changed`, which every committed
 *   change to a user, a company's profile or a role announces (services/changes.ts)
 *   (USER_LIST_CACHE_SECONDS);
 * - the students' offer search (`GET /api/offers`): dropped by `offers.changed`, which every
 *   committed change to an offer announces, and by `accounts.changed` and `catalog.changed` (a
 *   card shows its company's name and its catalogs' names) (OFFER_SEARCH_CACHE_SECONDS). Its key
 *   holds the day, so an offer whose closing date passes leaves it at midnight.
 * The other instances' changes arrive through the real-time fan-out (plugins/realtime.ts). The
 * pusher driver carries no messages between instances, so with it nothing is kept (as the auth
 * check).
 */
export default fp(
  async (app) => {
    const shared = app.config.realtime.driver !== 'pusher';
    const catalogs = new KeptAnswers<CatalogOption[]>(shared ? app.config.catalogCacheSeconds : 0, 500);
    const users = new KeptAnswers<Page<UserView>>(shared ? app.config.userListCacheSeconds : 0, 100);
    // A page of 20 cards is ~10 KB: 200 pages stay within a few MB.
    const offers = new KeptAnswers<OfferSearchPage>(shared ? app.config.offerSearchCacheSeconds : 0, 200);
    const dropped: Record<KeptAnswersChange, Array<Pick<KeptAnswers<object>, 'dropAll'>>> = {
      catalog: [catalogs, offers],
      accounts: [users, offers],
      offers: [offers],
      all: [catalogs, users, offers],
    };
    app.decorate('catalogOptionsCache', catalogs);
    app.decorate('userListCache', users);
    app.decorate('offerSearchCache', offers);
    app.decorate('keptAnswersChanged', (change: KeptAnswersChange) => dropped[change].forEach((kept) => kept.dropAll()));
    app.events.on('catalog.changed', () => app.keptAnswersChanged('catalog'));
    app.events.on('accounts.changed', () => app.keptAnswersChanged('accounts'));
    app.events.on('offers.changed', () => app.keptAnswersChanged('offers'));
  },
  { name: 'kept-answers', dependencies: ['config', 'events'] },
);
