import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accounts } from './accounts';

export const repoRoot = path.resolve(__dirname, '..', '..');

/** Ends a child process with `signal` and waits for it to exit. */
export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  // A process killed by a test (SIGKILL) has a signalCode and no exitCode: it is gone already.
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

/** A bench's own builds: `npm start`'s build step (whatever is missing or older than its sources). */
export function buildIfNeeded() {
  const built = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-stale.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The build failed');
}

export interface PortalServer {
  url: string;
  /** The server's process id (the real-time bench reads its memory). */
  pid: number;
  sqliteFile: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built portal (server/dist) on its own port with a fresh SQLite database, as
 * `npm start` would, with the first administrator and the demo accounts, and waits until it
 * answers.
 */
export async function startPortalServer(port: number, env: Record<string, string> = {}): Promise<PortalServer> {
  // Another server on the port would answer the health check and the tests would use it.
  const taken = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} is already in use; set E2E_PORT (or BENCH_PORT) to a free one`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const sqliteFile = path.join(dataDir, 'portal.sqlite');
  const serverEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_FILE: sqliteFile,
    // Photos uploaded by the tests stay in this run's folder, removed with it.
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    STATIC_ROOT: repoRoot,
    DATABASE_URL: '',
    ADMIN_EMAIL: accounts.admin.email,
    ADMIN_PASSWORD: accounts.admin.password,
    LOG_LEVEL: 'warn',
    // The specs written before moderation publish at once; the trust spec turns it on through the API.
    OFFER_MODERATION_DEFAULT: 'off',
    ...env,
  };
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'server/dist/server.js')], {
    cwd: repoRoot,
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The portal server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The portal server did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seeded = spawnSync(process.execPath, [path.join(repoRoot, 'server/dist/cli/seed-demo.js')], {
    cwd: repoRoot,
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('npm run seed:demo failed against the e2e database');
  return {
    url,
    pid: child.pid!,
    sqliteFile,
    stop: async () => {
      await stopProcess(child, 'SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
