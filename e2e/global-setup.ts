import { startPortalServer } from './support/portal-server';

export const e2ePort = Number(process.env.E2E_PORT ?? 8181);

/** One real server (built dist, fresh SQLite) for the whole Playwright run. */
export default async function globalSetup() {
  const server = await startPortalServer(e2ePort);
  // Tests read the outbox (verification links) from the same database.
  process.env.E2E_SQLITE_FILE = server.sqliteFile;
  return async () => server.stop();
}
