import { shellScreenRoutes } from '@portal/contracts';

/**
 * The shell's own routes; every path the app links to is built here. Its signed-in screens a menu
 * item may lead to take their paths from @portal/contracts (shellScreenRoutes), where the server's
 * menu check reads them too; `prerender` marks the open pages the build prerenders (their content
 * does not depend on the visitor, and their fields work as plain HTML until the app runs).
 */
export const paths = {
  root: { path: shellScreenRoutes.home.path, getHref: () => shellScreenRoutes.home.path },
  login: { path: '/login', getHref: () => '/login', prerender: true },
  signup: { path: '/singup', getHref: () => '/singup', prerender: true },
  signupCompany: { path: '/singup/company', getHref: () => '/singup/company' },
  signupStudent: { path: '/singup/student', getHref: () => '/singup/student', prerender: true },
  verification: { path: '/verification/:hash', getHref: (hash: string) => `/verification/${encodeURIComponent(hash)}` },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password', prerender: true },
  resetPassword: { path: '/reset-password/:hash', getHref: (hash: string) => `/reset-password/${encodeURIComponent(hash)}` },
  verificar: { path: '/verificar/:codigo', getHref: (codigo: string) => `/verificar/${encodeURIComponent(codigo)}` },
  survey: { path: '/encuesta/:token', getHref: (token: string) => `/encuesta/${encodeURIComponent(token)}` },
  privacyNotice: { path: '/privacidad', getHref: () => '/privacidad' },
  help: { path: shellScreenRoutes.help.path, getHref: () => shellScreenRoutes.help.path },
  account: { path: '/account', getHref: () => '/account' },
  myData: { path: shellScreenRoutes.myData.path, getHref: () => shellScreenRoutes.myData.path },
  notFound: { path: '/404', getHref: () => '/404' },
  notFoundAlias: { path: '/pages/misc/not-found/:error', getHref: (error: string) => `/pages/misc/not-found/${error}` },
  error: { path: '/:error', getHref: (error: string) => `/${error}` },
} as const;

/** Which remote owns each top-level path segment (derived from the remotes' route tables in @portal/contracts). */
export { remoteAreas } from '@portal/contracts';

/** The route of a remote's area: the area's page and every page below it. */
export const remoteAreaPath = (prefix: string) => `/${prefix}/*`;
