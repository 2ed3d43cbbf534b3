import { startPortalServer } from './support/portal-server';

export const e2ePort = Number(process.env.E2E_PORT ?? 8181);

/** One real server (built dist, fresh SQLite) for the whole Playwright run. */
export default async function globalSetup() {
  const server = await startPortalServer(e2ePort);
  return async () => server.stop();
}
