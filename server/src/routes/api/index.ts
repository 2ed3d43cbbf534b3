import type { FastifyPluginAsync } from 'fastify';
import healthRoutes from './health/index.ts';

/** Every JSON API route, mounted under /api. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes, { prefix: '/health' });
};

export default apiRoutes;
