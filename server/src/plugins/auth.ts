import type { MenuAction, MenuTitle } from '@portal/contracts';
import fp from 'fastify-plugin';
import { bearerToken, resolveAccessToken, type Session } from '../auth/access-tokens.ts';
import { AuthCache } from '../auth/auth-cache.ts';
import { type RoleMenuRow, roleMenuRows } from '../db/repositories/permissions.ts';
import { AppError, authMessages } from '../http/app-error.ts';
import { withImpliedErrors } from '../http/error-responses.ts';

export const privacyGateMessage = 'Debes aceptar el aviso de privacidad vigente para continuar.';

/**
 * Who may call a route, declared on the route itself (`config: {auth: …}`):
 * - 'public': anyone (state-changing calls still need the CSRF token);
 * - 'authenticated': any signed-in user;
 * - {menu, action?}: a user whose role holds the menu item with that title, and, when an
 *   action is named, has its flag (c create, u update, d delete, x execute) switched on.
 *   The title is one of the contract's menu titles, so a typo does not compile.
 */
export type AuthRequirement = 'public' | 'authenticated' | { menu: MenuTitle; action?: MenuAction };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthRequirement;
    /**
     * Answered while the caller has not accepted the current privacy notice (API.md "Wave 3:
     * points fixed", Privacy): user/me, logout and privacy-consent. Every other signed-in call
     * answers 403 `privacy_consent_required` meanwhile.
     */
    beforeConsent?: true;
  }
  interface FastifyRequest {
    /** The caller, on routes that are not public (services read it from `request.ctx`). */
    session: Session | null;
  }
  interface FastifyInstance {
    /** Titles of the menu items that guard routes; they cannot be renamed or deleted. */
    guardedMenus: ReadonlySet<MenuTitle>;
    /** Tokens and roles' flags the auth check keeps a few seconds (auth/auth-cache.ts). */
    authCache: AuthCache;
    /** A role's menu items with their flags, as the auth check keeps them (dropped on every change). */
    roleMenuRows(roleId: number): Promise<RoleMenuRow[]>;
  }
}

/** How the docs state a route's requirement. */
export function describeAuth(auth: AuthRequirement): string {
  if (auth === 'public') return 'Público.';
  if (auth === 'authenticated') return 'Requiere sesión.';
  return `Requiere el menú «${auth.menu}»${auth.action ? ` con el permiso ${auth.action}` : ''}.`;
}

/**
 * Checks every route's declared requirement in one place, before the body is read:
 * 401 without a valid token, 403 without the menu item or flag. Tokens and flags are kept a
 * few seconds (AUTH_CACHE_SECONDS) and dropped by every change to them — here through the event
 * bus, on the other instances through the real-time fan-out (plugins/realtime.ts) — so a logout,
 * a disabled user or a flag switched off takes effect at once. The pusher driver carries no
 * messages between instances, so with it nothing is kept.
 */
export default fp(
  async (app) => {
    const guarded = new Set<MenuTitle>();
    app.decorate('guardedMenus', guarded);
    app.decorateRequest('session', null);
    const cache = new AuthCache(app.config.realtime.driver === 'pusher' ? 0 : app.config.authCacheSeconds);
    app.decorate('authCache', cache);
    app.decorate('roleMenuRows', (roleId: number) => cache.roleMenu(roleId, () => roleMenuRows(app.db, roleId)));
    app.events.on('session.ended', ({ tokenId }) => cache.dropToken(tokenId));
    app.events.on('user.updated', ({ userId }) => cache.dropUser(userId));
    app.events.on('role.updated', ({ roleId }) => cache.dropRole(roleId));
    app.events.on('role.deleted', ({ roleId }) => cache.dropRole(roleId));
    // A new notice concerns every session kept here (other instances keep theirs a few seconds at most).
    app.events.on('privacy.published', () => cache.dropAll());

    app.addHook('onRoute', (route) => {
      const auth = route.config?.auth;
      if (!auth) return;
      if (typeof auth === 'object') guarded.add(auth.menu);
      // The docs show what each route requires and every error its declaration implies.
      route.schema = {
        ...route.schema,
        description: [route.schema?.description, describeAuth(auth)].filter(Boolean).join(' '),
        ...(auth !== 'public' && { security: [{ bearerAuth: [] }] }),
        response: withImpliedErrors(route),
      };
    });

    app.addHook('onRequest', async (request, reply) => {
      const auth = request.routeOptions.config.auth;
      if (!auth) return;
      // API answers carry personal data (a CV, an applicant list, a token): no cache keeps them.
      // A route that knows better sets its own (a photo's signed link).
      reply.header('cache-control', 'no-store');
      if (auth === 'public') return;

      const token = bearerToken(request.headers.authorization);
      const session = token ? await resolveAccessToken(app.db, token, app.config.tokenIdleSeconds, app.config.sessionMaxAge, cache) : null;
      if (!session) throw new AppError(401, authMessages.unauthenticated);
      request.session = session;
      if (session.privacyConsentRequired && request.routeOptions.config.beforeConsent !== true) {
        throw new AppError(403, privacyGateMessage, { code: 'privacy_consent_required' });
      }
      if (auth === 'authenticated') return;

      const { role_id: roleId } = session.user;
      const grant = (await app.roleMenuRows(roleId)).find((item) => item.title === auth.menu);
      if (!grant || (auth.action && grant[auth.action] !== 1)) throw new AppError(403, authMessages.forbidden);
    });
  },
  { name: 'auth', dependencies: ['config', 'db', 'events'] },
);
