import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IdleLifetimes } from '../auth/access-tokens.ts';
import type { Throttle } from '../auth/throttle.ts';
import type { Config } from '../config.ts';
import type { ChangeContext } from './changes.ts';

/** Everything a service needs, built per request from the app and the caller. */
export interface ServiceContext extends ChangeContext {
  site: { productTitle: string; appUrl: string };
  lifetimes: IdleLifetimes;
  throttle: Throttle;
  limits: Config['throttle'];
  /** The caller's address, for throttling. */
  ip: string;
}

export function serviceContext(app: FastifyInstance, request: FastifyRequest): ServiceContext {
  return {
    db: app.db,
    events: app.events,
    mail: app.mail,
    actorId: request.session?.user.id_us ?? null,
    site: { productTitle: app.config.productTitle, appUrl: app.config.appUrl },
    lifetimes: app.config.tokenIdleSeconds,
    throttle: app.throttle,
    limits: app.config.throttle,
    ip: request.ip,
  };
}
