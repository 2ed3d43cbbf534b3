import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * `npm run cluster`: the portal as several stateless instances on PostgreSQL and Redis behind
 * nginx (Debian's package), on one port, as deploy/ describes for production:
 * - N instances (CLUSTER_INSTANCES, default 2) of server/dist/server.js on PORT+1…PORT+N, on
 *   DATABASE_URL (created when missing) and REDIS_URL, sharing APP_SECRET and
 *   REALTIME_APP_SECRET (generated once into <dir>/secrets.env when not given), with
 *   REALTIME_DRIVER=redis and TRUST_PROXY=127.0.0.1;
 * - nginx on PORT (default 8080): round-robin without sticky sessions, HTTP and websocket
 *   upgrade, the proxy directives of deploy/nginx/portal-proxy.conf (the production site's own);
 * - an instance that dies is started again after a second (systemd's Restart=always does it in
 *   production); Ctrl-C stops everything.
 * The instances' ports and pids are kept in <dir>/state.json (CLUSTER_DIR, default data/cluster),
 * which the resilience tests read to kill one.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const env = process.env;
const port = Number(env.PORT ?? 8080);
const instanceCount = Number(env.CLUSTER_INSTANCES ?? 2);
const dir = path.resolve(env.CLUSTER_DIR ?? path.join(repoRoot, 'data', 'cluster'));
const databaseUrl = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal';
const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const nginxBinary = env.NGINX_BIN ?? ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find(existsSync);

function fail(message: string): never {
  console.error(`cluster: ${message}`);
  process.exit(1);
}

/** The secrets every instance must share, generated once and kept beside the state (mode 0600). */
function sharedSecrets(): Record<string, string> {
  const file = path.join(dir, 'secrets.env');
  const kept: Record<string, string> = {};
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const match = /^(\w+)=(.+)$/.exec(line.trim());
      if (match) kept[match[1]!] = match[2]!;
    }
  }
  const secrets = {
    APP_SECRET: env.APP_SECRET ?? kept.APP_SECRET ?? randomBytes(32).toString('hex'),
    REALTIME_APP_SECRET: env.REALTIME_APP_SECRET ?? kept.REALTIME_APP_SECRET ?? randomBytes(32).toString('hex'),
  };
  writeFileSync(
    file,
    Object.entries(secrets)
      .map(([name, value]) => `${name}=${value}\n`)
      .join(''),
    { mode: 0o600 },
  );
  return secrets;
}

/** Creates the database named in DATABASE_URL when the server has no such database yet. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } catch (error) {
    fail(`PostgreSQL at ${target.host} is not reachable or refused to create ${name}: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

function nginxConfig(upstreamPorts: number[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'nginx', name)};`;
  return `# Written by npm run cluster; the production site is deploy/nginx/portal.conf.
worker_processes 1;
error_log stderr warn;
pid ${path.join(dir, 'nginx', 'nginx.pid')};
events { worker_connections 4096; }
http {
  access_log off;
  ${temp('client_body')}
  ${temp('proxy')}
  ${temp('fastcgi')}
  ${temp('uwsgi')}
  ${temp('scgi')}
  include ${path.join(repoRoot, 'deploy', 'nginx', 'portal-upgrade-map.conf')};
  upstream portal {
${upstreamPorts.map((upstreamPort) => `    server 127.0.0.1:${upstreamPort} max_fails=0;`).join('\n')}
    keepalive 32;
  }
  server {
    listen ${port};
    include ${path.join(repoRoot, 'deploy', 'nginx', 'portal-proxy.conf')};
  }
}
`;
}

interface Instance {
  port: number;
  child: ChildProcess | null;
}

let stopping = false;
const instances: Instance[] = [];
let nginx: ChildProcess | null = null;

function writeState(): void {
  const state = {
    url: `http://127.0.0.1:${port}`,
    nginxPid: nginx?.pid ?? null,
    instances: instances.map((instance) => ({ port: instance.port, pid: instance.child?.pid ?? null })),
  };
  // Written aside and renamed into place: a reader (an operator's script, the e2e's waits) never
  // sees a half-written file, which an in-place write let it read as truncated JSON.
  const file = path.join(dir, 'state.json');
  writeFileSync(`${file}.tmp`, JSON.stringify(state, null, 2));
  renameSync(`${file}.tmp`, file);
}

async function waitHealthy(instancePort: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`the instance on port ${instancePort} exited with code ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${instancePort}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  fail(`the instance on port ${instancePort} did not answer /api/health within 60 s`);
}

function startInstance(instance: Instance, instanceEnv: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [path.join(repoRoot, 'server', 'dist', 'server.js')], {
    cwd: repoRoot,
    env: { ...instanceEnv, PORT: String(instance.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  instance.child = child;
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`cluster: the instance on port ${instance.port} ended (${signal ?? code}); starting it again in 1 s`);
    instance.child = null;
    writeState();
    setTimeout(() => {
      if (stopping) return;
      startInstance(instance, instanceEnv);
      writeState();
    }, 1_000);
  });
  return child;
}

async function stopAll(): Promise<void> {
  stopping = true;
  const exits = [...instances.map((instance) => instance.child), nginx]
    .filter((child): child is ChildProcess => child !== null && child.exitCode === null && child.signalCode === null)
    .map((child) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(child === nginx ? 'SIGQUIT' : 'SIGTERM');
      return exited;
    });
  await Promise.all(exits);
  rmSync(path.join(dir, 'state.json'), { force: true });
}

async function main(): Promise<void> {
  if (!nginxBinary) fail('nginx not found: install it (apt-get install -y nginx) or set NGINX_BIN');
  if (!existsSync(path.join(repoRoot, 'server', 'dist', 'server.js')) || !existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html'))) {
    fail('the portal is not built: run npm run build first (npm run cluster at the root does it)');
  }
  mkdirSync(path.join(dir, 'nginx'), { recursive: true });
  await ensureDatabase(databaseUrl);
  const instanceEnv: NodeJS.ProcessEnv = {
    ...env,
    ...sharedSecrets(),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REALTIME_DRIVER: 'redis',
    THROTTLE_STORE: 'redis',
    TRUST_PROXY: '127.0.0.1',
    APP_URL: env.APP_URL ?? `http://localhost:${port}`,
    // glibc's malloc keeps one arena per thread that allocates (the password hashing runs in
    // libuv's pool): two bound what a peak leaves reserved. Measured with bench:soak, round 2 vs
    // round 1: +1.8 and +2.1 MiB RSS with it; without it, one run in three had an instance +76 MiB.
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`cluster: ${signal}, stopping`);
      void stopAll().then(() => process.exit(0));
    });
  }

  for (let n = 1; n <= instanceCount; n += 1) instances.push({ port: port + n, child: null });
  // The first instance migrates and seeds alone; the others start on a database that is ready.
  const [first, ...rest] = instances;
  await waitHealthy(first!.port, startInstance(first!, instanceEnv));
  await Promise.all(rest.map((instance) => waitHealthy(instance.port, startInstance(instance, instanceEnv))));

  const configFile = path.join(dir, 'nginx', 'nginx.conf');
  writeFileSync(configFile, nginxConfig(instances.map((instance) => instance.port)));
  const check = spawnSync(nginxBinary!, ['-t', '-q', '-p', path.join(dir, 'nginx'), '-c', configFile], { encoding: 'utf8' });
  if (check.status !== 0) fail(`nginx refused its configuration:\n${check.stderr}`);
  nginx = spawn(nginxBinary!, ['-p', path.join(dir, 'nginx'), '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  nginx.once('exit', (code) => {
    if (stopping) return;
    console.error(`cluster: nginx ended (${code}); stopping`);
    void stopAll().then(() => process.exit(1));
  });
  writeState();
  await waitHealthy(port, nginx);
  console.log(
    `cluster: Bolsa de Empleo Universitaria en http://localhost:${port} (${instanceCount} instancias detrás de nginx; PostgreSQL y Redis)`,
  );
}

await main();
