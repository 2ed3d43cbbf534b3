import fp from 'fastify-plugin';
import { PortalEventBus } from '../services/events.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Announces committed changes to users and roles (see services/events.ts). */
    events: PortalEventBus;
  }
}

export default fp(
  async (app) => {
    app.decorate('events', new PortalEventBus());
  },
  { name: 'events' },
);
