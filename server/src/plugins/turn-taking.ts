import fp from 'fastify-plugin';
import { turnTaking } from '../http/turn-taking.ts';

/**
 * Every request waits its turn before any other hook runs (http/turn-taking.ts): a saturated
 * server keeps accepting connections, and answers in the order the requests arrived.
 */
export default fp(
  async (app) => {
    const take = turnTaking();
    app.addHook('onRequest', (_request, _reply, done) => take(done));
  },
  { name: 'turn-taking' },
);
