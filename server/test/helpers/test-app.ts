import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type LogStream } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import type { RealtimeControl } from '../../src/realtime/control.ts';
import { createTestDatabase, type TestDatabase, type TestDialect } from './test-db.ts';

type Env = Record<string, string | undefined>;

/** The administrator every test app starts with (ADMIN_PASSWORD: '' in env turns it off). */
export const testAdmin = { email: 'admin@test.local', password: 'Admin.Test.2026' } as const;

/** A quiet config built from `env` alone, never from the developer's own environment. */
export function testConfig(env: Env = {}): Config {
  return loadConfig(
    {
      LOG_LEVEL: 'silent',
      // No front end built here unless a test provides one.
      STATIC_ROOT: path.join(os.tmpdir(), 'portal-test-no-static-root'),
      ADMIN_EMAIL: testAdmin.email,
      ADMIN_PASSWORD: testAdmin.password,
      // Tests sign many users in at once on a busy machine: a saturated-hashing 503 is tested on purpose only.
      PASSWORD_HASH_QUEUE: '10000',
      PASSWORD_HASH_MAX_WAIT_SECONDS: '60',
      // The expiry job runs on the real calendar: started with the server, it would expire a
      // suite's dated fixtures under it. The suites that test it run it by hand or turn it on.
      OFFER_EXPIRY_INTERVAL_SECONDS: '0',
      PRACTICUM_STATUS_INTERVAL_SECONDS: '0',
      // Offers publish at once unless a suite tests the moderation (trust-moderation.test.ts).
      OFFER_MODERATION_DEFAULT: 'off',
      ...env,
    },
    os.tmpdir(),
  );
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The whole app on a fresh database; routes may still be added before the first inject. */
export async function startTestApp(
  options: { dialect?: TestDialect; env?: Env; configure?: (config: Config) => void; logStream?: LogStream } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(options.dialect);
  // Uploaded photos of this app alone, removed with it.
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'portal-test-uploads-'));
  const cleanUp = async () => {
    await database.drop();
    await rm(uploadsDir, { recursive: true, force: true });
  };
  try {
    const config = testConfig({ UPLOADS_DIR: uploadsDir, ...options.env, ...database.env });
    options.configure?.(config);
    const app = await buildApp(config, { logStream: options.logStream });
    return {
      app,
      database,
      close: async () => {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/**
 * Settings of instances on one database and one Redis (127.0.0.1:6379, or REDIS_URL), as behind
 * a load balancer, with a key prefix of their own (other runs and developers share this Redis).
 */
export function sharedRedisEnv(database: TestDatabase): Env {
  return {
    ...database.env,
    REALTIME_DRIVER: 'redis',
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `portal-test:${randomBytes(6).toString('hex')}:`,
    // Authorized on one instance, subscribed on the other: the secret must be shared.
    REALTIME_APP_SECRET: randomBytes(24).toString('hex'),
    // CSRF tokens issued by one instance are checked by the other.
    APP_SECRET: randomBytes(32).toString('hex'),
  };
}

/** Two instances on one fresh database and one Redis (`sharedRedisEnv`), ready. */
export interface InstancePair {
  a: FastifyInstance;
  b: FastifyInstance;
  /** Resolves once B has applied a control message that `matches` (sent by A through Redis). */
  heardOnB(matches: (control: RealtimeControl) => boolean): Promise<void>;
  /** Stops both and drops the database. */
  close(): Promise<void>;
}

export async function startInstancePair(): Promise<InstancePair> {
  const database = await createTestDatabase();
  const env = sharedRedisEnv(database);
  const a = await buildApp(testConfig(env));
  const b = await buildApp(testConfig(env));
  await Promise.all([a.ready(), b.ready()]);
  return {
    a,
    b,
    heardOnB: (matches) => new Promise<void>((resolve) => b.realtime.hub.onControl((control) => matches(control) && resolve())),
    async close() {
      await a.close();
      await b.close();
      await database.drop();
    },
  };
}

/** Everything the app logs, as Fastify's logger writes it (JSON lines). */
export function capturedLog() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) }, text: () => lines.join('') };
}
