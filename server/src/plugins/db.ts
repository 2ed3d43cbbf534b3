import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase } from '../db/create-database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database, DatabaseDialect } from '../db/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbDialect: DatabaseDialect;
  }
}

/** Opens the database, brings its schema up to date and closes it with the server. */
export default fp(
  async (app) => {
    const { databaseUrl, sqliteFile } = app.config;
    const { db, dialect } = createDatabase({
      databaseUrl,
      sqliteFile,
      onPoolError: (error) => app.log.error({ err: error }, 'A PostgreSQL connection was lost'),
    });
    app.log.info({ dialect, ...(dialect === 'sqlite' && { sqliteFile }) }, 'Database opened');

    try {
      const results = await migrateToLatest(db);
      for (const { migrationName, status } of results) {
        app.log.info({ migrationName, status }, 'Migration applied');
      }
    } catch (error) {
      app.log.fatal({ err: error }, 'Database migrations failed; the server will not start');
      await db.destroy();
      throw error;
    }

    app.decorate('db', db);
    app.decorate('dbDialect', dialect);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
