import fastifyHelmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import configPlugin from './plugins/config.ts';
import dbPlugin from './plugins/db.ts';
import errorHandlerPlugin, { sendError } from './plugins/error-handler.ts';
import staticPlugin from './plugins/static.ts';
import swaggerPlugin from './plugins/swagger.ts';
import apiRoutes from './routes/api/index.ts';
import envConfigRoute from './routes/env-config.ts';

/**
 * Builds the server without listening: external plugins, then the app's
 * plugins, then routes. Rejects when the database cannot be migrated.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Report every invalid field at once, as Laravel does, not only the first.
    ajv: { customOptions: { allErrors: true } },
    // Errors raised before routing (a malformed URL) get the same JSON shape as the rest.
    frameworkErrors: sendError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // The CSP belongs with the front end, which knows where remotes and the realtime server live.
  await app.register(fastifyHelmet, { contentSecurityPolicy: false });

  await app.register(configPlugin, { config });
  await app.register(errorHandlerPlugin);
  await app.register(swaggerPlugin);
  await app.register(dbPlugin);
  // Also answers unknown URLs: the shell for a browser navigation, 404 JSON for anything else.
  await app.register(staticPlugin);

  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(envConfigRoute);

  return app;
}
