import os from 'node:os';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import Value from 'typebox/value';

const NullableString = Type.Union([Type.String({ minLength: 1 }), Type.Null()], { default: null });
const NullablePort = Type.Union([Type.Integer({ minimum: 1, maximum: 65535 }), Type.Null()], {
  default: null,
});

function Limit(max: number, windowSeconds: number) {
  return Type.Object(
    {
      max: Type.Integer({ minimum: 1, default: max }),
      windowSeconds: Type.Integer({ minimum: 1, default: windowSeconds }),
    },
    { default: {} },
  );
}

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
  /** Uploaded files (CV photos under `photos/`), never served as static files. */
  uploadsDir: Type.String({ minLength: 1 }),
  /** Folder holding shell/dist and remote-<name>/dist. */
  staticRoot: Type.String({ minLength: 1 }),
  productTitle: Type.String({ minLength: 1, default: 'Bolsa de Empleo Universitaria' }),
  /** Shows the language switcher (en, fr, ar); the interface is Spanish only otherwise. */
  languageSwitcher: Type.Boolean({ default: false }),
  realtime: Type.Object({
    appKey: Type.String({ minLength: 1, default: 'portal-key' }),
    /** null: the browser uses the page's own host/port. */
    host: NullableString,
    port: NullablePort,
    /**
     * Signs channel authorizations and the instances' messages on Redis (HMAC-SHA256). null: a
     * random one per process, which is enough for one instance; the redis driver needs one that
     * every instance shares, and refuses to start without it.
     */
    appSecret: Type.Union([Type.String({ minLength: 16 }), Type.Null()], { default: null }),
    /** local: in-process; redis: instances share events over Redis; pusher: the hosted service. */
    driver: Type.Union([Type.Literal('local'), Type.Literal('redis'), Type.Literal('pusher')], { default: 'local' }),
    redis: Type.Object({
      url: Type.String({ minLength: 1, default: 'redis://127.0.0.1:6379' }),
      /** Keeps several portals (or test runs) on one Redis apart. */
      prefix: Type.String({ minLength: 1, default: 'portal:' }),
    }),
    /** The hosted Pusher app, for the pusher driver (key and secret then sign as above). */
    pusher: Type.Object({
      appId: NullableString,
      cluster: Type.String({ minLength: 1, default: 'us2' }),
    }),
    /** Origins a browser may open the socket from, besides the page's own (same origin). */
    allowedOrigins: Type.Array(Type.String({ minLength: 1 }), { default: [] }),
    /** Seconds of silence before either side pings (sent to the client in the handshake). */
    activityTimeoutSeconds: Type.Integer({ minimum: 1, maximum: 3600, default: 120 }),
    /** Seconds a pinged client has to answer before the socket is closed (4201). */
    pongTimeoutSeconds: Type.Integer({ minimum: 1, maximum: 600, default: 30 }),
    /** Pusher's own limit on a message. */
    maxMessageBytes: Type.Integer({ minimum: 256, default: 10_240 }),
    /** Messages a client may send per second before it is closed (4301). */
    maxMessagesPerSecond: Type.Integer({ minimum: 1, default: 20 }),
    /** Sockets per instance; more are closed with 4100 (over capacity). */
    maxConnections: Type.Integer({ minimum: 1, default: 20_000 }),
    /** Sockets one user may hold on `private-users.{id}` per instance (tabs, devices). */
    maxConnectionsPerUser: Type.Integer({ minimum: 1, default: 20 }),
    /**
     * Sockets one address may hold per instance (4100 beyond): a campus behind one NAT fits,
     * one host cannot fill the instance.
     */
    maxConnectionsPerIp: Type.Integer({ minimum: 1, default: 2_000 }),
    /** Channels one socket may hold (the shell needs 2); a further subscription is refused. */
    maxChannelsPerSocket: Type.Integer({ minimum: 1, maximum: 1_000, default: 20 }),
    /** Seconds a socket may hold no channel before it is closed (4009, no reconnection). */
    subscribeDeadlineSeconds: Type.Integer({ minimum: 1, maximum: 3600, default: 30 }),
  }),
  /** The portal's public URL; e-mailed links (verification) point here. */
  appUrl: Type.String({ minLength: 1, default: 'http://localhost:8080' }),
  /**
   * Signs CSRF tokens. null: a random one per process, so tokens go stale at each restart
   * (the client refreshes after a 419). Set it when several processes serve the portal.
   */
  appSecret: Type.Union([Type.String({ minLength: 32 }), Type.Null()], { default: null }),
  /** The first administrator, created at start when no account has this e-mail. */
  admin: Type.Object({
    email: NullableString,
    password: Type.Union([Type.String({ minLength: 8, maxLength: 128 }), Type.Null()], { default: null }),
  }),
  mail: Type.Object({
    /** SMTP server (smtp://user:pass@host:587); null keeps mail in the outbox and the log. */
    smtpUrl: NullableString,
    from: Type.String({ minLength: 3, default: 'Bolsa de Empleo Universitaria <no-reply@localhost>' }),
  }),
  /** Test-only routes (GET /api/testing/outbox) for the e2e suite, with ENABLE_TEST_ROUTES=1 only; never in production. */
  enableTestRoutes: Type.Boolean({ default: false }),
  /** Idle lifetime of an access token, extended on every use. */
  tokenIdleSeconds: Type.Object({
    normal: Type.Integer({ minimum: 60, default: 8 * 3600 }),
    remember: Type.Integer({ minimum: 60, default: 30 * 24 * 3600 }),
  }),
  /**
   * Seconds a token's row and a role's flags stay in memory (AUTH_CACHE_SECONDS); a change to
   * them drops them at once on every instance (plugins/auth.ts). 0: read on every call.
   */
  authCacheSeconds: Type.Integer({ minimum: 0, maximum: 300, default: 10 }),
  /**
   * Seconds the catalogs' options stay in memory (CATALOG_CACHE_SECONDS); a catalog change
   * through the API drops them at once on every instance (plugins/kept-answers.ts). 0: read on
   * every call.
   */
  catalogCacheSeconds: Type.Integer({ minimum: 0, maximum: 3600, default: 60 }),
  /**
   * Seconds a page of the administrators' users list stays in memory (USER_LIST_CACHE_SECONDS);
   * every change to an account, a company's profile or a role through the API drops the pages at
   * once on every instance (plugins/kept-answers.ts). 0: read on every call.
   */
  userListCacheSeconds: Type.Integer({ minimum: 0, maximum: 300, default: 10 }),
  /**
   * Seconds a page of the students' offer search stays in memory (OFFER_SEARCH_CACHE_SECONDS);
   * every change to an offer, a company's profile or a catalog through the API drops the pages
   * at once on every instance (plugins/kept-answers.ts). 0: read on every call.
   */
  offerSearchCacheSeconds: Type.Integer({ minimum: 0, maximum: 300, default: 10 }),
  /**
   * The `offer_moderation` setting until an administrator saves one (OFFER_MODERATION_DEFAULT):
   * `first` (a company's first three offers wait for review), `all` or `off`.
   */
  offerModerationDefault: Type.Union([Type.Literal('off'), Type.Literal('first'), Type.Literal('all')], { default: 'first' }),
  /**
   * Absolute lifetime of an access token from its creation, however often it is used
   * (SESSION_MAX_HOURS; SESSION_REMEMBER_DAYS for a login with "Recordarme").
   */
  sessionMaxAge: Type.Object({
    hours: Type.Integer({ minimum: 1, maximum: 8760, default: 12 }),
    rememberDays: Type.Integer({ minimum: 1, maximum: 365, default: 30 }),
  }),
  /**
   * Which clients' addresses to believe in X-Forwarded-For / X-Forwarded-Proto (TRUST_PROXY):
   * false (the socket's address is the client's), the number of proxies in front, or the
   * proxies' addresses/CIDRs. Throttles, socket caps and the cookies' Secure flag follow it.
   */
  trustProxy: Type.Union([Type.Literal(false), Type.Integer({ minimum: 1, maximum: 10 }), Type.String({ minLength: 1 })], {
    default: false,
  }),
  /**
   * Where attempt counters live (THROTTLE_STORE): memory (one instance) or redis (REDIS_URL,
   * shared by every instance). Defaults to redis with REALTIME_DRIVER=redis.
   */
  throttleStore: Type.Union([Type.Literal('memory'), Type.Literal('redis')], { default: 'memory' }),
  /** Attempts allowed per window; tests lower or raise them. */
  throttle: Type.Object({
    /** Sign-ins of one e-mail from one address. */
    login: Limit(5, 60),
    /** Failed sign-ins from one address, whatever the e-mail (password spraying); a campus NAT must fit. */
    loginPerIp: Limit(100, 900),
    /** Failed sign-ins of one account, from any address. */
    loginPerAccount: Limit(20, 900),
    signup: Limit(10, 3600),
    validation: Limit(30, 60),
    resend: Limit(3, 600),
    /** Verification links asked for from one address, whatever the e-mail (a campus NAT must fit). */
    resendPerIp: Limit(20, 3600),
    /** Reset links asked for one e-mail from one address. */
    forgot: Limit(3, 600),
    /** Reset links asked for from one address, whatever the e-mail (mail-bombing many inboxes). */
    forgotPerIp: Limit(20, 3600),
    /** Wrong current passwords of one account (PUT user/password). */
    passwordChange: Limit(5, 60),
    /** Reset attempts (links tried) from one address. */
    reset: Limit(10, 600),
    /** Deletion cancels tried from one address (public, checks a password), and wrong deletion passwords per account. */
    deletionCancel: Limit(5, 600),
    /** Survey links read or answered from one address (public; a campus NAT must fit). */
    surveyLink: Limit(60, 60),
  }),
  /** The bound on password hashing (argon2id: a thread and 19 MiB each); beyond it, 503. */
  passwordHashing: Type.Object({
    maxConcurrent: Type.Integer({ minimum: 1, maximum: 64, default: 2 }),
    maxQueued: Type.Integer({ minimum: 0, maximum: 10_000, default: 64 }),
    maxWaitSeconds: Type.Integer({ minimum: 1, maximum: 60, default: 5 }),
  }),
  /** Background jobs (jobs/registry.ts); with several instances each run happens on one (plugins/jobs.ts). */
  jobs: Type.Object({
    /**
     * Seconds between runs of the offer expiry (published offers past their closing date
     * become `expirada`); 0 turns the background runs off (reads still treat them as expired).
     */
    offerExpirySeconds: Type.Integer({ minimum: 0, maximum: 86_400, default: 600 }),
    /**
     * Seconds between sweeps of the mail outbox (retries at their time, mail a crash left
     * behind); 0 turns them off (fresh mail is still sent right after its change commits).
     */
    mailSweepSeconds: Type.Integer({ minimum: 0, maximum: 3600, default: 30 }),
    /**
     * Seconds between runs of the practicums' status job (running practicums follow their dates);
     * 0 turns it off (reads and writes still compute the status).
     */
    practicumStatusSeconds: Type.Integer({ minimum: 0, maximum: 86_400, default: 900 }),
    /**
     * When the daily purge of accounts whose deletion came due runs (cron, Ecuador's time);
     * empty turns the scheduled runs off.
     */
    accountPurgeCron: Type.String({ maxLength: 60, default: '15 3 * * *' }),
    /** Seconds between runs that mail open surveys' pending invitations (also run when a survey opens); 0: only when asked. */
    surveyInvitationsSeconds: Type.Integer({ minimum: 0, maximum: 86_400, default: 60 }),
    /** Seconds between runs of the survey reminder (a week after the invitation); 0: never by itself. */
    surveyRemindersSeconds: Type.Integer({ minimum: 0, maximum: 86_400, default: 3600 }),
    /** Invitations mailed per transaction. */
    surveyMailBatch: Type.Integer({ minimum: 1, maximum: 5000, default: 200 }),
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
 * The real-time settings. With the pusher driver the browser talks to Pusher's cloud, so the
 * app key and secret are the Pusher app's and the socket host is the cluster's.
 */
function realtimeEnv(env: Env) {
  const driver = read(env, 'REALTIME_DRIVER');
  const pusher = driver === 'pusher';
  const cluster = read(env, 'PUSHER_APP_CLUSTER');
  return {
    appKey: (pusher ? read(env, 'PUSHER_APP_KEY') : undefined) ?? read(env, 'REALTIME_APP_KEY'),
    appSecret: (pusher ? read(env, 'PUSHER_APP_SECRET') : undefined) ?? read(env, 'REALTIME_APP_SECRET'),
    host: read(env, 'REALTIME_HOST') ?? (pusher ? `ws-${cluster ?? 'us2'}.pusher.com` : undefined),
    port: read(env, 'REALTIME_PORT'),
    driver,
    redis: { url: read(env, 'REDIS_URL'), prefix: read(env, 'REDIS_PREFIX') },
    pusher: { appId: read(env, 'PUSHER_APP_ID'), cluster },
    allowedOrigins: read(env, 'REALTIME_ALLOWED_ORIGINS')
      ?.split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    activityTimeoutSeconds: read(env, 'REALTIME_ACTIVITY_TIMEOUT'),
    pongTimeoutSeconds: read(env, 'REALTIME_PONG_TIMEOUT'),
    maxMessageBytes: read(env, 'REALTIME_MAX_MESSAGE_BYTES'),
    maxMessagesPerSecond: read(env, 'REALTIME_MAX_MESSAGES_PER_SECOND'),
    maxConnections: read(env, 'REALTIME_MAX_CONNECTIONS'),
    maxConnectionsPerUser: read(env, 'REALTIME_MAX_CONNECTIONS_PER_USER'),
    maxConnectionsPerIp: read(env, 'REALTIME_MAX_SOCKETS_PER_IP'),
    maxChannelsPerSocket: read(env, 'REALTIME_MAX_CHANNELS_PER_SOCKET'),
    subscribeDeadlineSeconds: read(env, 'REALTIME_SUBSCRIBE_DEADLINE_SECONDS'),
  };
}

/**
 * TRUST_PROXY: unset/false/0 trusts no header; a number is how many proxies stand in front;
 * anything else lists the proxies' addresses or CIDRs. `true` (believe any sender) is refused:
 * a client could then claim any address and dodge every per-address limit.
 */
function trustProxyEnv(value: string | undefined): string | number | false | undefined {
  if (value === undefined || value === 'false' || value === '0') return undefined;
  if (value === 'true') {
    throw new Error('Invalid configuration: TRUST_PROXY=true would believe any client; give the number of proxies or their addresses');
  }
  return /^\d+$/.test(value) ? Number(value) : value;
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
    uploadsDir: path.resolve(read(env, 'UPLOADS_DIR') ?? path.join(repoRoot, 'data', 'uploads')),
    staticRoot: path.resolve(staticRoot),
    productTitle: read(env, 'PRODUCT_TITLE'),
    languageSwitcher: read(env, 'LANGUAGE_SWITCHER') === '1' || read(env, 'LANGUAGE_SWITCHER') === 'true',
    realtime: realtimeEnv(env),
    appUrl: read(env, 'APP_URL')?.replace(/\/+$/, ''),
    appSecret: read(env, 'APP_SECRET'),
    admin: { email: read(env, 'ADMIN_EMAIL')?.toLowerCase(), password: read(env, 'ADMIN_PASSWORD') },
    mail: { smtpUrl: read(env, 'SMTP_URL'), from: read(env, 'MAIL_FROM') },
    // Only when asked for by name: NODE_ENV=test alone (easy to leave set) does not open them.
    enableTestRoutes: read(env, 'ENABLE_TEST_ROUTES') === '1',
    tokenIdleSeconds: {},
    authCacheSeconds: read(env, 'AUTH_CACHE_SECONDS'),
    catalogCacheSeconds: read(env, 'CATALOG_CACHE_SECONDS'),
    userListCacheSeconds: read(env, 'USER_LIST_CACHE_SECONDS'),
    offerSearchCacheSeconds: read(env, 'OFFER_SEARCH_CACHE_SECONDS'),
    offerModerationDefault: read(env, 'OFFER_MODERATION_DEFAULT'),
    sessionMaxAge: { hours: read(env, 'SESSION_MAX_HOURS'), rememberDays: read(env, 'SESSION_REMEMBER_DAYS') },
    trustProxy: trustProxyEnv(read(env, 'TRUST_PROXY')),
    throttleStore: read(env, 'THROTTLE_STORE') ?? (read(env, 'REALTIME_DRIVER') === 'redis' ? 'redis' : undefined),
    throttle: {
      loginPerIp: { max: read(env, 'LOGIN_MAX_FAILURES_PER_IP') },
    },
    passwordHashing: {
      maxConcurrent: read(env, 'PASSWORD_HASH_CONCURRENCY') ?? Math.max(1, os.availableParallelism()),
      maxQueued: read(env, 'PASSWORD_HASH_QUEUE'),
      maxWaitSeconds: read(env, 'PASSWORD_HASH_MAX_WAIT_SECONDS'),
    },
    jobs: {
      offerExpirySeconds: read(env, 'OFFER_EXPIRY_INTERVAL_SECONDS'),
      mailSweepSeconds: read(env, 'MAIL_SWEEP_INTERVAL_SECONDS'),
      practicumStatusSeconds: read(env, 'PRACTICUM_STATUS_INTERVAL_SECONDS'),
      accountPurgeCron: read(env, 'ACCOUNT_PURGE_CRON'),
      surveyInvitationsSeconds: read(env, 'SURVEY_INVITATIONS_INTERVAL_SECONDS'),
      surveyRemindersSeconds: read(env, 'SURVEY_REMINDERS_INTERVAL_SECONDS'),
      surveyMailBatch: read(env, 'SURVEY_MAIL_BATCH'),
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
  const { realtime } = value;
  if (realtime.driver === 'pusher' && (!realtime.pusher.appId || !realtime.appSecret || !read(env, 'PUSHER_APP_KEY'))) {
    throw new Error('Invalid configuration: REALTIME_DRIVER=pusher needs PUSHER_APP_ID, PUSHER_APP_KEY and PUSHER_APP_SECRET');
  }
  // Several instances: a random secret per process would sign what no other instance can check
  // (channel authorizations and fan-out messages; CSRF tokens, answered 419 by the next instance).
  if (realtime.driver === 'redis' && (!realtime.appSecret || !value.appSecret)) {
    throw new Error('Invalid configuration: REALTIME_DRIVER=redis needs REALTIME_APP_SECRET and APP_SECRET, the same on every instance');
  }
  return value;
}
