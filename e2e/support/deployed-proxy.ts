import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { portListening } from './port';
import { repoRoot, stopProcess } from './portal-server';
import { until } from './until';

/** nginx's scratch folders, in the proxy's own folder (the defaults are the system's). */
const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

const nginxBinary = process.env.NGINX_BIN ?? ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find(existsSync);

export interface DeployedProxy {
  url: string;
  stop: () => Promise<void>;
}

/** Why the portal cannot be put behind nginx here, or null when it can (nginx and openssl installed). */
export function deployedProxyMissing(): string | null {
  if (!nginxBinary) return 'nginx is not installed (apt-get install -y nginx)';
  if (spawnSync('openssl', ['version']).status !== 0) return 'openssl is not installed';
  return null;
}

/**
 * The portal on `upstreamPort` as production serves it (deploy/nginx/portal.conf): nginx with TLS
 * and HTTP/2 on `port`, passing requests on with the production site's own proxy directives
 * (deploy/nginx/portal-proxy.conf). The certificate is a throw-away self-signed one for 127.0.0.1:
 * the browser must be started with --ignore-certificate-errors.
 */
export async function startDeployedProxy(upstreamPort: number, port: number): Promise<DeployedProxy> {
  const missing = deployedProxyMissing();
  if (missing) throw new Error(missing);
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-tls-'));
  const file = (name: string) => path.join(dir, name);
  const certificate = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ].concat(['-keyout', file('key.pem'), '-out', file('cert.pem')]),
    { encoding: 'utf8' },
  );
  if (certificate.status !== 0) throw new Error(`openssl could not make a certificate:\n${certificate.stderr}`);
  for (const temp of tempPaths) mkdirSync(file(temp));
  const deploy = path.join(repoRoot, 'deploy', 'nginx');
  writeFileSync(
    file('nginx.conf'),
    `# Written by e2e/support/deployed-proxy.ts; the production site is deploy/nginx/portal.conf.
worker_processes 1;
pid ${file('nginx.pid')};
error_log ${file('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${tempPaths.map((temp) => `${temp}_temp_path ${file(temp)};`).join('\n  ')}
  include ${path.join(deploy, 'portal-upgrade-map.conf')};
  upstream portal {
    server 127.0.0.1:${upstreamPort};
    keepalive 32;
  }
  server {
    # "listen … http2" rather than "http2 on": Debian 12's nginx (1.22) knows only this form.
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${file('cert.pem')};
    ssl_certificate_key ${file('key.pem')};
    include ${path.join(deploy, 'portal-proxy.conf')};
  }
}
`,
  );
  const args = ['-p', dir, '-c', file('nginx.conf')];
  const check = spawnSync(nginxBinary!, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  const nginx: ChildProcess = spawn(nginxBinary!, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `https://127.0.0.1:${port}`;
  // Node's fetch would refuse the certificate: nginx is up when its port takes a connection.
  await until(
    'nginx listening',
    async () => {
      if (nginx.exitCode !== null) throw new Error(`nginx exited with code ${nginx.exitCode}`);
      return portListening(port);
    },
    15_000,
  );
  return {
    url,
    stop: async () => {
      // SIGQUIT: nginx's graceful shutdown.
      await stopProcess(nginx, 'SIGQUIT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
