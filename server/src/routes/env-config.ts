import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NO_CACHE } from '../http/cache-control.ts';
import { EnvConfig } from '@portal/contracts/schemas';

const envConfigRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { productTitle, languageSwitcher, realtime, remotes } = app.config;
  const body: EnvConfig = {
    apiBase: '/api',
    productTitle,
    languageSwitcher,
    realtime: { key: realtime.appKey, host: realtime.host, port: realtime.port },
    remotes: { remote_cv: remotes.cv, remote_company: remotes.company, remote_admin: remotes.admin },
  };

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
