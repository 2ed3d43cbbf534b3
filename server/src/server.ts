import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

// src/server.ts under tsx and dist/server.js once built are both two levels below the repository root.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

async function start(): Promise<void> {
  const config = loadConfig(process.env, repoRoot);
  const app = await buildApp(config);

  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'Closing the server after an uncaught error');
    else app.log.info({ signal }, 'Closing the server');
    await app.close();
    app.log.info('Server closed');
  });

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`${config.productTitle} en http://localhost:${port}`);
}

start().catch((error: unknown) => {
  // The app has already logged why (for example a failed migration); this is the last word.
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
