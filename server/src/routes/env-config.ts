import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NO_CACHE } from '../http/cache-control.ts';
import { envConfigFor } from '../http/shell-pages.ts';
import { EnvConfig } from '@portal/contracts/schemas';

const envConfigRoute: FastifyPluginAsyncTypebox = async (app) => {
  // Also inlined into every HTML document of the shell (http/shell-pages.ts).
  const body: EnvConfig = envConfigFor(app.config);

  app.get(
    '/env-config.json',
    {
      schema: {
        tags: ['front end'],
        summary: 'Run-time settings of the front end: API base, realtime server, remote URLs',
        response: { 200: EnvConfig },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_CACHE);
      return body;
    },
  );
};

export default envConfigRoute;
