import type { RemoteName } from '@portal/shared';

/** The shell's own routes; every path the app links to is built here. */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  signup: { path: '/singup', getHref: () => '/singup' },
  signupCompany: { path: '/singup/company', getHref: () => '/singup/company' },
  signupStudent: { path: '/singup/student', getHref: () => '/singup/student' },
  verification: { path: '/verification/:hash', getHref: (hash: string) => `/verification/${encodeURIComponent(hash)}` },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: '/reset-password/:hash', getHref: (hash: string) => `/reset-password/${encodeURIComponent(hash)}` },
  help: { path: '/second-page', getHref: () => '/second-page' },
  account: { path: '/account', getHref: () => '/account' },
  notFound: { path: '/404', getHref: () => '/404' },
  notFoundAlias: { path: '/pages/misc/not-found/:error', getHref: (error: string) => `/pages/misc/not-found/${error}` },
  error: { path: '/:error', getHref: (error: string) => `/${error}` },
} as const;

/** Which remote owns each top-level path prefix (each remote's `areas`). */
export const remoteAreas: ReadonlyArray<{ prefix: string; remote: RemoteName }> = [
  { prefix: 'CV', remote: 'remote_cv' },
  { prefix: 'offers', remote: 'remote_cv' },
  { prefix: 'applications', remote: 'remote_cv' },
  { prefix: 'company', remote: 'remote_company' },
  { prefix: 'admin', remote: 'remote_admin' },
];

/** The route of a remote's area: the area's page and every page below it. */
export const remoteAreaPath = (prefix: string) => `/${prefix}/*`;
