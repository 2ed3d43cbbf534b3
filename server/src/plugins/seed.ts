import fp from 'fastify-plugin';
import { hashPassword } from '../auth/passwords.ts';
import { seedBase } from '../db/seed/seed-base.ts';

/** Roles, menus, flags, catalogs and the first administrator, at every start (idempotent). */
export default fp(
  async (app) => {
    await seedBase(app.db, app.dbDialect, app.config.admin, app.log, hashPassword);
  },
  { name: 'seed', dependencies: ['config', 'db'] },
);
