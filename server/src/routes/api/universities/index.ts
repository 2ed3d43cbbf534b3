import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, University } from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { ok } from '../../../http/reply.ts';
import { universityOptions } from '../../../services/universities-service.ts';

/** The universities the CV's selects offer (API.md "Catalogs"); administrators manage them elsewhere. */
const universityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['catalogs'],
        summary: 'Active universities by name, each with its careers (by faculty, then name)',
        response: { 200: Envelope(Type.Array(University)) },
      },
    },
    async (request) => ok(await universityOptions(request.ctx)),
  );
};

export default universityRoutes;
