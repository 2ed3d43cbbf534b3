import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { IdleLifetimes, Session } from '../auth/access-tokens.ts';
import { DEVICE_COOKIE, type DeviceCookies } from '../auth/device-cookies.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import type { Throttle } from '../auth/throttle.ts';
import type { Config } from '../config.ts';
import type { RoleMenuRow } from '../db/repositories/permissions.ts';
import type { Photos } from '../photos/photos.ts';
import { unauthenticated } from '../domain/errors.ts';
import { readCookie } from '../http/cookies.ts';
import type { ChangeContext } from './changes.ts';

/**
 * Everything a service needs for one call: the app's parts and the caller. Routes hand over
 * `request.ctx` (plugins/request-context.ts); services never see the request itself.
 */
export interface ServiceContext extends ChangeContext {
  /** The caller on routes that are not public (resolved by the auth plugin), else null. */
  session: Session | null;
  site: { productTitle: string; appUrl: string };
  lifetimes: IdleLifetimes;
  throttle: Throttle;
  limits: Config['throttle'];
  /** Password hashes and checks, bounded (a 503 when the server is saturated). */
  passwords: PasswordHasher;
  /** Device cookies (sign-in lockout), and the one this browser sent, if any. */
  devices: DeviceCookies;
  deviceCookie: string | undefined;
  /** The caller's address, for throttling (behind trusted proxies, the client's: config.trustProxy). */
  ip: string;
  /** Where CV photos are kept and how their links are signed. */
  photos: Photos;
  /** The request's logger (authentication events: auth-events.ts). */
  log: FastifyBaseLogger;
  /** A role's menu items with their flags, as the auth check keeps them (plugins/auth.ts). */
  roleMenuRows(roleId: number): Promise<RoleMenuRow[]>;
  /** The catalogs' options as this instance keeps them (plugins/kept-answers.ts). */
  catalogOptionsCache: FastifyInstance['catalogOptionsCache'];
  /** The users list's pages as this instance keeps them (plugins/kept-answers.ts). */
  userListCache: FastifyInstance['userListCache'];
  /** The students' offer search's pages as this instance keeps them (plugins/kept-answers.ts). */
  offerSearchCache: FastifyInstance['offerSearchCache'];
  /** The `offer_moderation` setting while no administrator has saved one (config). */
  offerModerationDefault: Config['offerModerationDefault'];
}

export function serviceContext(app: FastifyInstance, request: FastifyRequest): ServiceContext {
  return {
    db: app.db,
    events: app.events,
    mail: app.mail,
    session: request.session,
    actorId: request.session?.user.id_us ?? null,
    site: { productTitle: app.config.productTitle, appUrl: app.config.appUrl },
    lifetimes: app.config.tokenIdleSeconds,
    throttle: app.throttle,
    limits: app.config.throttle,
    passwords: app.passwords,
    devices: app.devices,
    deviceCookie: readCookie(request.headers.cookie, DEVICE_COOKIE),
    ip: request.ip,
    photos: app.photos,
    log: request.log,
    roleMenuRows: app.roleMenuRows,
    catalogOptionsCache: app.catalogOptionsCache,
    userListCache: app.userListCache,
    offerSearchCache: app.offerSearchCache,
    offerModerationDefault: app.config.offerModerationDefault,
  };
}

/**
 * The caller of a route declared `authenticated` or menu-guarded; the auth plugin has already
 * answered 401 when there is none, so the throw only guards a route declared public by mistake.
 */
export function signedIn(context: Pick<ServiceContext, 'session'>): Session {
  if (!context.session) throw unauthenticated();
  return context.session;
}
