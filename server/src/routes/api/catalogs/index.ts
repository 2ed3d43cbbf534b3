import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listActiveCatalogItems } from '../../../db/repositories/catalogs.ts';
import { Envelope, StrictObject } from '@portal/contracts/schemas';

/** The catalogs the public signup forms need; the rest come with the catalogs issue. */
const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:type',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['catalogs'],
        summary: 'Active items of a public catalog: provincias (Ecuador, codes 01–24) or paises (ISO codes)',
        params: StrictObject({ type: Type.Enum(['provincias', 'paises']) }),
        response: { 200: Envelope(Type.Array(Type.Object({ code: Type.String(), name: Type.String() }))) },
      },
    },
    async (request) => ({ message: 'OK', data: await listActiveCatalogItems(app.db, request.params.type) }),
  );
};

export default catalogRoutes;
