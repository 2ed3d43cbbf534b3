import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's PostgreSQL server programs (initdb, pg_ctl), whatever the major version. */
function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const version = existsSync(base) ? readdirSync(base).sort().at(-1) : undefined;
  if (!version) throw new Error('PostgreSQL server programs not found under /usr/lib/postgresql');
  return path.join(base, version, 'bin');
}

export interface PrivatePostgres {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  restart(): Promise<void>;
  destroy(): Promise<void>;
}

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, run as the `postgres`
 * system user), so the test can stop and restart it without touching the machine's.
 */
export async function startPrivatePostgres(port: number): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  const { uid, gid } = userIds('postgres');
  chownSync(dir, uid, gid);
  const data = path.join(dir, 'data');
  // Asynchronous, so the test keeps sending requests while the server stops and starts.
  const asPostgres = async (program: string, args: string[]) => {
    await run('runuser', ['-u', 'postgres', '--', path.join(bin, program), ...args]);
  };
  const log = path.join(dir, 'log');
  // pg_ctl only says "Examine the log output": a failure carries the log's last lines.
  const ctl = (...args: string[]) =>
    asPostgres('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      log,
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      ...args,
    ]).catch((error: Error) => {
      const tail = existsSync(log) ? readFileSync(log, 'utf8').trimEnd().split('\n').slice(-15).join('\n') : '(no log)';
      throw new Error(`${error.message}\n--- PostgreSQL log ---\n${tail}`);
    });
  await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  await ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => ctl('-m', 'fast', 'stop'),
    start: () => ctl('start'),
    restart: () => ctl('-m', 'fast', 'restart'),
    destroy: async () => {
      await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function userIds(name: string): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}
