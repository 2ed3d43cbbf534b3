import { type ChildProcess, spawn } from 'node:child_process';
import { portListening } from './port';
import { stopProcess } from './portal-server';

export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A Redis server of the test's own (Debian's redis-server, nothing kept on disk), so the test
 * can stop it and start it again on the same port without touching the machine's.
 */
export async function startPrivateRedis(port: number): Promise<PrivateRedis> {
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await portListening(port))) {
      if (Date.now() > deadline) throw new Error(`redis-server did not listen on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const stop = async () => {
    if (child) await stopProcess(child, 'SIGKILL');
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
