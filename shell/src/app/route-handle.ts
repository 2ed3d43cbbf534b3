/** What each shell route says about itself (spec §2 route table). */
export interface RouteHandle {
  /** Route name, as the spec lists it (login, singup, …). */
  name: string;
  /** login-required routes need a session; open ones are always reachable. */
  access: 'login-required' | 'open';
  /** Message id of the page title when no menu entry names the page. */
  title?: string;
}

/** Routes reachable without being in the user's menu (spec §2's open list). */
export const openRouteNames = ['login', 'singup', 'singup-company', 'singup-student', 'verification-hash'];

/** Pages every signed-in user may open although no menu entry lists them. */
export const alwaysAllowedPaths = ['/', '/second-page'];
