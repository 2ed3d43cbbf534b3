import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** OpenAPI built from the route schemas: JSON at /api/docs/json, a browsable UI at /api/docs. */
export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: { info: { title: `${app.config.productTitle} — API`, version: '0.1.0' } },
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger', dependencies: ['config'] },
);
