import path from 'node:path';
import { Type, type Static } from 'typebox';
import Value from 'typebox/value';

const NullableString = Type.Union([Type.String({ minLength: 1 }), Type.Null()], { default: null });
const NullablePort = Type.Union([Type.Integer({ minimum: 1, maximum: 65535 }), Type.Null()], {
  default: null,
});

export const ConfigSchema = Type.Object({
  port: Type.Integer({ minimum: 0, maximum: 65535, default: 8080 }),
  host: Type.String({ minLength: 1, default: '0.0.0.0' }),
  logLevel: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  /** PostgreSQL when set; SQLite (sqliteFile) otherwise. */
  databaseUrl: NullableString,
  sqliteFile: Type.String({ minLength: 1 }),
  /** Folder holding shell/dist and remote-<name>/dist. */
  staticRoot: Type.String({ minLength: 1 }),
  productTitle: Type.String({ minLength: 1, default: 'Bolsa de Empleo Universitaria' }),
  realtime: Type.Object({
    appKey: Type.String({ minLength: 1, default: 'portal-key' }),
    /** null: the browser uses the page's own host/port. */
    host: NullableString,
    port: NullablePort,
  }),
  remotes: Type.Object({
    cv: Type.String({ minLength: 1, default: '/remotes/cv/mf-manifest.json' }),
    company: Type.String({ minLength: 1, default: '/remotes/company/mf-manifest.json' }),
    admin: Type.String({ minLength: 1, default: '/remotes/admin/mf-manifest.json' }),
  }),
});

export type Config = Static<typeof ConfigSchema>;

type Env = Record<string, string | undefined>;

/** Empty variables count as unset, so `PORT= npm start` keeps the default. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === '' ? undefined : value;
}

/**
 * Reads the configuration from environment variables. `repoRoot` anchors the
 * defaults that are paths (the SQLite file and the built front ends).
 */
export function loadConfig(env: Env = process.env, repoRoot: string = process.cwd()): Config {
  const staticRoot = read(env, 'STATIC_ROOT') ?? repoRoot;
  const raw = {
    port: read(env, 'PORT'),
    host: read(env, 'HOST'),
    logLevel: read(env, 'LOG_LEVEL'),
    databaseUrl: read(env, 'DATABASE_URL'),
    sqliteFile: path.resolve(read(env, 'SQLITE_FILE') ?? path.join(repoRoot, 'data', 'portal.sqlite')),
    staticRoot: path.resolve(staticRoot),
    productTitle: read(env, 'PRODUCT_TITLE'),
    realtime: {
      appKey: read(env, 'REALTIME_APP_KEY'),
      host: read(env, 'REALTIME_HOST'),
      port: read(env, 'REALTIME_PORT'),
    },
    remotes: {
      cv: read(env, 'REMOTE_CV_URL'),
      company: read(env, 'REMOTE_COMPANY_URL'),
      admin: read(env, 'REMOTE_ADMIN_URL'),
    },
  };
  const value = Value.Convert(ConfigSchema, Value.Default(ConfigSchema, raw));
  if (!Value.Check(ConfigSchema, value)) {
    // A union reports one error per member; the first one per field is enough to act on.
    const invalidFields = new Set(Value.Errors(ConfigSchema, value).map((error) => error.instancePath));
    throw new Error(`Invalid configuration (check the environment variables): ${[...invalidFields].join(', ')}`);
  }
  return value;
}
