import { lazy, Suspense, type ReactNode } from 'react';
import { menuEntryFor, selectIsLoggedIn, selectMenu, selectPrivacyConsentRequired, useAppSelector, type MenuItem } from '@portal/shared';
import { Navigate, useLocation } from '@portal/shared/router';
import { paths } from '../config/paths';
import type { LoginRedirectState } from '../features/auth/login-screen';
import { alwaysAllowedPaths } from './route-handle';
import { StartupLoader } from './startup-loader';

// On demand: only a user asked to accept a new notice downloads it.
const PrivacyConsentScreen = lazy(async () => ({
  default: (await import('../features/privacy/privacy-consent-screen')).PrivacyConsentScreen,
}));

/** May a signed-in user with this menu open `pathname`? (spec §2) */
export function isAllowed(menu: MenuItem[], pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return alwaysAllowedPaths.includes(path) || menuEntryFor(menu, path) !== null;
}

/**
 * Guards every login-required screen: an anonymous visitor goes to the login (which reminds
 * them after 1 s), a path outside the menu goes to /404. It re-renders when the menu changes,
 * so an entry removed from the role leaves the screen at once. Until the privacy notice in force
 * is accepted, the consent screen stands in for every screen (the server refuses their calls).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const menu = useAppSelector(selectMenu);
  const consentRequired = useAppSelector(selectPrivacyConsentRequired);
  const { pathname } = useLocation();
  if (!loggedIn) {
    const state: LoginRedirectState = { reason: 'login-required' };
    return <Navigate to={paths.login.getHref()} replace state={state} />;
  }
  if (consentRequired) {
    return (
      <Suspense fallback={<StartupLoader />}>
        <PrivacyConsentScreen />
      </Suspense>
    );
  }
  if (!isAllowed(menu, pathname)) return <Navigate to={paths.notFound.getHref()} replace />;
  return children;
}
