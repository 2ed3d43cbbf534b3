import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { publicCatalogTypes } from '@portal/contracts';
import { CatalogOption, CatalogOptionsQuery, CatalogTypeParams, Envelope, errors } from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { ok } from '../../../http/reply.ts';
import { catalogOptions } from '../../../services/catalog-options-service.ts';

const tags = ['catalogs'];
const Options = Envelope(Type.Array(CatalogOption));

/**
 * The active items of each catalog, for selects (API.md "Catalogs"). The public signup forms
 * need provinces and countries, so those two have routes of their own declared public (a
 * static path wins over `/:type`); every other type needs a session. Kept in memory until a
 * catalog changes (plugins/kept-answers.ts).
 */
const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const type of publicCatalogTypes) {
    app.get(
      `/${type}`,
      {
        config: { auth: 'public' },
        schema: { tags, summary: `Active items of the public catalog ${type}, in order`, response: { 200: Options } },
      },
      async (request) => ok(await catalogOptions(request.ctx, type)),
    );
  }

  app.get(
    '/:type',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags,
        summary: 'Active items of a catalog, in order; cities carry their province and accept ?provincia=',
        params: CatalogTypeParams,
        querystring: CatalogOptionsQuery,
        response: { 200: Options, ...errors(404) },
      },
    },
    async (request) => ok(await catalogOptions(request.ctx, request.params.type, request.query)),
  );
};

export default catalogRoutes;
