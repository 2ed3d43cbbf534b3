import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accounts } from './accounts';
import { repoRoot } from './portal-server';
import { until } from './until';

const postgresUrl = process.env.RESILIENCE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

interface ClusterState {
  url: string;
  nginxPid: number | null;
  instances: Array<{ port: number; pid: number | null }>;
}

export interface Cluster {
  url: string;
  /** The cluster's own database (dropped by `stop`): where its outbox keeps the mails. */
  databaseUrl: string;
  state(): ClusterState;
  /** Kills instance `index` with SIGKILL (no graceful shutdown) and answers its pid. */
  kill(index: number): number;
  /** Waits until the cluster has started instance `index` again and it answers. */
  waitRestarted(index: number, killedPid: number): Promise<void>;
  stop(): Promise<void>;
}

const answers = (url: string) =>
  fetch(`${url}/api/health`).then(
    (response) => response.ok,
    () => false,
  );

/**
 * `npm run cluster` as an operator runs it (server/dist/cli/cluster.js: N instances behind nginx
 * on the machine's PostgreSQL and Redis), on a database and Redis prefix of its own, with the
 * first administrator and the demo accounts.
 */
export async function startCluster(port: number, env: Record<string, string> = {}): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-cluster-'));
  const database = `portal_cluster_${randomBytes(5).toString('hex')}`;
  const databaseUrl = `${postgresUrl}/${database}`;
  const clusterEnv = {
    ...process.env,
    PORT: String(port),
    CLUSTER_DIR: dir,
    CLUSTER_INSTANCES: '2',
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `portal-e2e:${randomBytes(5).toString('hex')}:`,
    ADMIN_EMAIL: accounts.admin.email,
    ADMIN_PASSWORD: accounts.admin.password,
    UPLOADS_DIR: path.join(dir, 'uploads'),
    LOG_LEVEL: 'warn',
    // The specs written before moderation publish at once; the trust spec turns it on through the API.
    OFFER_MODERATION_DEFAULT: 'off',
    ...env,
  };
  const child: ChildProcess = spawn(process.execPath, [path.join(repoRoot, 'server/dist/cli/cluster.js')], {
    cwd: repoRoot,
    env: clusterEnv,
    // nginx reports every request cut by a kill: kept in the run's folder, printed if start-up fails.
    stdio: ['ignore', 'ignore', openSync(path.join(dir, 'cluster.log'), 'a')],
  });
  const url = `http://127.0.0.1:${port}`;
  const stateFile = path.join(dir, 'state.json');
  const state = (): ClusterState => JSON.parse(readFileSync(stateFile, 'utf8')) as ClusterState;
  await until('the cluster answers through nginx', async () => {
    if (child.exitCode !== null) {
      throw new Error(`npm run cluster exited with code ${child.exitCode}:\n${readFileSync(path.join(dir, 'cluster.log'), 'utf8')}`);
    }
    return existsSync(stateFile) && (await answers(url));
  });
  const seeded = spawnSync(process.execPath, [path.join(repoRoot, 'server/dist/cli/seed-demo.js')], {
    cwd: repoRoot,
    env: clusterEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('seed:demo failed against the cluster database');

  return {
    url,
    databaseUrl,
    state,
    kill(index) {
      const pid = state().instances[index]!.pid!;
      process.kill(pid, 'SIGKILL');
      return pid;
    },
    async waitRestarted(index, killedPid) {
      await until(`instance ${index} started again`, async () => {
        const instance = state().instances[index]!;
        return instance.pid !== null && instance.pid !== killedPid && (await answers(`http://127.0.0.1:${instance.port}`));
      });
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      spawnSync('psql', [`${postgresUrl}/postgres`, '-qc', `drop database if exists ${database} with (force)`], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
