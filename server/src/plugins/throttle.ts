import fp from 'fastify-plugin';
import { Throttle } from '../auth/throttle.ts';

declare module 'fastify' {
  interface FastifyInstance {
    throttle: Throttle;
  }
}

/** Attempt counters for login, signup, validation and resend (limits in config.throttle). */
export default fp(
  async (app) => {
    app.decorate('throttle', new Throttle());
  },
  { name: 'throttle' },
);
