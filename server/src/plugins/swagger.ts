import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** OpenAPI built from the route schemas: JSON at /api/docs/json, a browsable UI at /api/docs. */
export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: `${app.config.productTitle} — API`, version: '0.1.0' },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
      },
    });
    // staticCSP: the UI's own inline script and style get hashes in its CSP instead of being blocked.
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger', dependencies: ['config'] },
);
