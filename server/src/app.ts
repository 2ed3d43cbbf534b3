import AjvCompiler from '@fastify/ajv-compiler';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { commonPasswordKeyword, fieldRuleKeyword } from '@portal/contracts';
import { isCommonPassword } from './auth/common-passwords.ts';
import type { Config } from './config.ts';
import { RequestLog } from './http/request-log.ts';
import authPlugin from './plugins/auth.ts';
import keptAnswersPlugin from './plugins/kept-answers.ts';
import configPlugin from './plugins/config.ts';
import csrfPlugin from './plugins/csrf.ts';
import dbPlugin from './plugins/db.ts';
import errorHandlerPlugin, { sendError } from './plugins/error-handler.ts';
import eventsPlugin from './plugins/events.ts';
import jobsPlugin from './plugins/jobs.ts';
import mailPlugin from './plugins/mail.ts';
import photosPlugin from './plugins/photos.ts';
import realtimePlugin from './plugins/realtime.ts';
import requestContextPlugin from './plugins/request-context.ts';
import securityHeadersPlugin from './plugins/security-headers.ts';
import seedPlugin from './plugins/seed.ts';
import staticPlugin from './plugins/static.ts';
import swaggerPlugin from './plugins/swagger.ts';
import throttlePlugin from './plugins/throttle.ts';
import turnTakingPlugin from './plugins/turn-taking.ts';
import apiRoutes from './routes/api/index.ts';
import broadcastingAuthRoutes from './routes/broadcasting-auth.ts';
import envConfigRoute from './routes/env-config.ts';

/**
 * Query strings and paths arrive as text, so Ajv coerces them to the schema's types (`?page=2`).
 * A JSON body already has types: coercing it would accept `"40"` for a number, turn `null` into
 * 0 and `42` into "42", so a wrong value would pass or be told a message other than the one the
 * client's form shows for it (contracts/src/cv.ts). Bodies are checked as sent.
 */
const ajvCompilers = AjvCompiler();
type Compile = (route: AjvCompiler.RouteDefinition) => unknown;
// The package's types describe the compiler as taking a bare schema; Fastify hands it the route's definition.
const typedBodies = ((externalSchemas: Parameters<typeof ajvCompilers>[0], options: { customOptions?: AjvCompiler.Options } = {}) => {
  const coercing = ajvCompilers(externalSchemas, options) as unknown as Compile;
  const exact = ajvCompilers(externalSchemas, {
    ...options,
    customOptions: { ...options.customOptions, coerceTypes: false },
  }) as unknown as Compile;
  return (route: AjvCompiler.RouteDefinition) =>
    route.httpPart === 'body' ? exact(route) : finiteNumbersOnly(coercing(route) as Validate, route.schema);
}) as unknown as typeof ajvCompilers;

/** New passwords (contracts' `NewPassword`) are refused when they are among the most common ones. */
const commonPasswordCheck = {
  keyword: commonPasswordKeyword,
  type: 'string',
  schemaType: 'boolean',
  validate: (refuse: boolean, password: string) => !refuse || !isCommonPassword(password),
} as const;

type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/**
 * Ajv coerces `Infinity`, `-Infinity` and numbers too large for a double (`1e999`, 400 nines) to
 * non-finite numbers, which then pass `integer`, `minimum` and `maximum` (ajv#2212, open
 * upstream): such a page or id reached the database and was a 500. A coerced part (path
 * parameters, query string) that holds one is refused as a wrong type, like any other (422).
 */
function finiteNumbersOnly(validate: Validate, schema: unknown): Validate {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties ?? {};
  const wrapped: Validate = (data, context) => {
    const valid = validate(data, context);
    wrapped.errors = validate.errors;
    if (valid !== true || !data || typeof data !== 'object') return valid;
    const errors = Object.entries(data as Record<string, unknown>)
      .filter(([, value]) => [value].flat().some((item) => typeof item === 'number' && !Number.isFinite(item)))
      .map(([key]) => ({
        keyword: 'type',
        instancePath: `/${key}`,
        schemaPath: `#/properties/${key}/type`,
        params: { type: properties[key]?.type === 'integer' ? 'integer' : 'number' },
        message: 'must be a finite number',
      }));
    if (errors.length === 0) return valid;
    wrapped.errors = errors;
    return false;
  };
  // Fastify hands Ajv the parent object only when it sees Ajv's own function (root coercion).
  wrapped.schemaEnv = validate.schemaEnv;
  return wrapped;
}

/** Where the log's JSON lines go instead of stdout. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Builds the server without listening: external plugins, then the app's
 * plugins, then routes. Rejects when the database cannot be migrated.
 */
export async function buildApp(config: Config, options: { logStream?: LogStream } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // `logStream`: where the log goes instead of stdout (tests read what was logged).
    logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    // One line per answer, successful reads only at debug (http/request-log.ts).
    logController: new RequestLog(),
    // Report every invalid field at once, as Laravel does, not only the first.
    // Unknown fields are refused (422), not silently dropped. `verbose` hands the failing schema
    // and value to the 422's wording, so a field-rule field says its rule's message.
    ajv: { customOptions: { allErrors: true, removeAdditional: false, verbose: true, keywords: [fieldRuleKeyword, commonPasswordCheck] } },
    schemaController: { compilersFactory: { buildValidator: typedBodies } },
    // Errors raised before routing (a malformed URL) get the same JSON shape as the rest.
    frameworkErrors: sendError,
    // request.ip / request.protocol from X-Forwarded-* only when sent by a proxy named in TRUST_PROXY.
    // A hop count is documented by Fastify (proxy-addr) but missing from its types.
    trustProxy: config.trustProxy as boolean | string,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // First: a request waits its turn before any other work, so a saturated server still
  // accepts connections (http/turn-taking.ts).
  await app.register(turnTakingPlugin);
  await app.register(configPlugin, { config });
  await app.register(securityHeadersPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(swaggerPlugin);
  await app.register(dbPlugin);
  await app.register(seedPlugin);
  await app.register(eventsPlugin);
  await app.register(keptAnswersPlugin);
  await app.register(throttlePlugin);
  await app.register(mailPlugin);
  // Background work on one scheduler (jobs/registry.ts).
  await app.register(jobsPlugin);
  await app.register(photosPlugin);
  // Authentication and authorization (401, 403) before the CSRF check (419): a caller who may
  // not call a route at all is told so, not sent to refresh a token first.
  await app.register(authPlugin);
  await app.register(csrfPlugin);
  // request.ctx: what services need for the call, the caller included.
  await app.register(requestContextPlugin);
  // The Pusher-protocol socket at /app/{key}, on the API's own port.
  await app.register(realtimePlugin);
  // Also answers unknown URLs: the shell for a browser navigation, 404 JSON for anything else.
  await app.register(staticPlugin);

  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(broadcastingAuthRoutes);
  await app.register(envConfigRoute);

  return app;
}
