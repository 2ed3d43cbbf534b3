import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ServiceContext, serviceContext } from '../services/context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What a service needs for this call: database, events, mail, throttle, settings and the
     * caller (`session`, `actorId`). Routes pass it on: `createRole(request.ctx, body)`.
     */
    readonly ctx: ServiceContext;
  }
}

/**
 * `request.ctx`, built when a handler asks for it (after the auth plugin has resolved the
 * caller), so no route assembles it by hand.
 */
export default fp(
  async (app) => {
    app.decorateRequest('ctx', {
      getter(this: FastifyRequest) {
        return serviceContext(app, this);
      },
    });
  },
  { name: 'request-context', dependencies: ['config', 'db', 'events', 'mail', 'photos', 'throttle', 'auth'] },
);
