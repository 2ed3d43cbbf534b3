import { shellScreenRoutes } from '@portal/contracts';
import { createBrowserRouter, Outlet, type RouteObject } from '@portal/shared/router';
import { paths, remoteAreaPath, remoteAreas } from '../config/paths';
import { NotFoundScreen } from '../features/not-found/not-found-screen';
import { BlankLayout } from '../layouts/blank-layout';
import { RequireSession } from './guard';
import { PageEffects } from './page-effects';
import { StartupLoader } from './startup-loader';
import type { RouteHandle } from './route-handle';

const handle = (name: string, title?: string, description?: string): RouteHandle => ({ name, title, description });

/**
 * The logged-in frame and everything inside it load on demand, so the sign-in screens never
 * download the navigation, its antd components or the remote loader.
 */
const defaultLayoutRoutes: RouteObject = {
  element: (
    <RequireSession>
      <Outlet />
    </RequireSession>
  ),
  children: [
    {
      lazy: async () => ({ Component: (await import('../layouts/default-layout')).DefaultLayout }),
      children: [
        {
          index: true,
          handle: handle('root', shellScreenRoutes.home.title),
          lazy: async () => ({ Component: (await import('../features/home/home-screen')).HomeScreen }),
        },
        {
          path: paths.help.path,
          handle: handle('second-page', shellScreenRoutes.help.title),
          lazy: async () => ({ Component: (await import('../features/home/help-screen')).HelpScreen }),
        },
        {
          path: paths.account.path,
          handle: handle('account', 'account.title'),
          lazy: async () => ({ Component: (await import('../features/account/account-screen')).AccountScreen }),
        },
        {
          path: paths.myData.path,
          handle: handle('my-data', 'menu.my-data'),
          lazy: async () => ({ Component: (await import('../features/my-data/my-data-screen')).MyDataScreen }),
        },
        ...remoteAreas.map(({ prefix, remote }) => ({
          path: remoteAreaPath(prefix),
          lazy: async () => {
            const { RemoteOutlet } = await import('../remotes/remote-outlet');
            return { element: <RemoteOutlet remote={remote} area={prefix} /> };
          },
        })),
      ],
    },
  ],
};

/** Reachable without a session: the spec's open list (login, sign-up, verification), the password reset and not-found. */
const blankLayoutRoutes: RouteObject = {
  element: <BlankLayout />,
  children: [
    {
      // On demand like the others: an eager sign-in screen brought its form code (formik, antd's
      // Form, the kit's fields: about 35 KiB gzip) to every signed-in page. The page /login is
      // prerendered and the app replaces it only once this code is in (bootstrap.tsx).
      path: paths.login.path,
      handle: handle('login', 'menu.login', 'meta.login'),
      lazy: async () => ({ Component: (await import('../features/auth/login-screen')).LoginScreen }),
    },
    {
      path: paths.signup.path,
      handle: handle('singup', 'signup.title', 'meta.singup'),
      lazy: async () => ({ Component: (await import('../features/signup/signup-choice-screen')).SignupChoiceScreen }),
    },
    {
      path: paths.signupStudent.path,
      handle: handle('singup-student', 'signup.student_title', 'meta.singup_student'),
      lazy: async () => ({ Component: (await import('../features/signup/student-signup-screen')).StudentSignupScreen }),
    },
    {
      path: paths.signupCompany.path,
      handle: handle('singup-company', 'signup.company_title', 'meta.singup_company'),
      lazy: async () => ({ Component: (await import('../features/signup/company-signup-screen')).CompanySignupScreen }),
    },
    {
      path: paths.forgotPassword.path,
      handle: handle('forgot-password', 'account.forgot_title'),
      lazy: async () => ({ Component: (await import('../features/account/forgot-password-screen')).ForgotPasswordScreen }),
    },
    {
      path: paths.resetPassword.path,
      handle: handle('reset-password-hash', 'account.reset_title'),
      lazy: async () => ({ Component: (await import('../features/account/reset-password-screen')).ResetPasswordScreen }),
    },
    {
      path: paths.verification.path,
      handle: handle('verification-hash', 'verification.title'),
      lazy: async () => ({ Component: (await import('../features/verification/verification-screen')).VerificationScreen }),
    },
    {
      // The public check of a practicum certificate (PRODUCT.md "Certificado").
      path: paths.verificar.path,
      handle: handle('verificar-codigo', 'verificar.title'),
      lazy: async () => ({ Component: (await import('../features/verificar/verificar-screen')).VerificarScreen }),
    },
    {
      path: paths.survey.path,
      handle: handle('encuesta-token', 'survey.page_title'),
      lazy: async () => ({ Component: (await import('../features/survey/survey-screen')).SurveyScreen }),
    },
    {
      // The privacy notice in force (LOPDP), linked from the signup forms' consent checkbox.
      path: paths.privacyNotice.path,
      handle: handle('privacidad', 'privacy.consent_title'),
      lazy: async () => ({ Component: (await import('../features/privacy/privacy-notice-screen')).PrivacyNoticeScreen }),
    },
    { path: paths.notFound.path, handle: handle('404', 'not_found.title'), element: <NotFoundScreen /> },
    { path: paths.notFoundAlias.path, handle: handle('$error', 'not_found.title'), element: <NotFoundScreen /> },
    { path: paths.error.path, handle: handle('$error', 'not_found.title'), element: <NotFoundScreen /> },
    { path: '*', handle: handle('$error', 'not_found.title'), element: <NotFoundScreen /> },
  ],
};

function Root() {
  return (
    <>
      <PageEffects />
      <Outlet />
    </>
  );
}

// While the first page's lazy code loads, the start-up spinner stays (without one, React Router warns).
export const routes: RouteObject[] = [
  { element: <Root />, HydrateFallback: StartupLoader, children: [defaultLayoutRoutes, blankLayoutRoutes] },
];

export const createRouter = () => createBrowserRouter(routes);
export type PortalRouter = ReturnType<typeof createRouter>;
