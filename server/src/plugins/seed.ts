import fp from 'fastify-plugin';
import { seedBase } from '../db/seed/seed-base.ts';

/** Roles, menus, flags, catalogs and the first administrator, at every start (idempotent). */
export default fp(
  async (app) => {
    await seedBase(app.db, app.dbDialect, app.config.admin, app.log);
  },
  { name: 'seed', dependencies: ['config', 'db'] },
);
