import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

export interface PortalServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts the built portal (server/dist) on its own port with a fresh SQLite database, as
 * `npm start` would, and waits until it answers.
 */
export async function startPortalServer(port: number, env: Record<string, string> = {}): Promise<PortalServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'server/dist/server.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_FILE: path.join(dataDir, 'portal.sqlite'),
      STATIC_ROOT: repoRoot,
      DATABASE_URL: '',
      ...env,
    },
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
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
