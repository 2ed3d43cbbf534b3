import { createBrowserRouter, type RouteObject } from '@portal/shared/router';
import { paths, remoteAreas } from '../config/paths';
import { LoginScreen } from '../features/auth/login-screen';
import { NotFoundScreen } from '../features/not-found/not-found-screen';
import { BlankLayout } from '../layouts/blank-layout';

/**
 * The logged-in frame and everything inside it load on demand, so the sign-in screens never
 * download the navigation, its antd components or the remote loader.
 */
const defaultLayoutRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import('../layouts/default-layout')).DefaultLayout }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import('../features/home/home-screen')).HomeScreen }) },
    { path: paths.help.path, lazy: async () => ({ Component: (await import('../features/home/help-screen')).HelpScreen }) },
    ...remoteAreas.map(({ prefix, remote }) => ({
      path: `/${prefix}/*`,
      lazy: async () => {
        const { RemoteOutlet } = await import('../remotes/remote-outlet');
        return { element: <RemoteOutlet remote={remote} area={prefix} /> };
      },
    })),
  ],
};

const blankLayoutRoutes: RouteObject = {
  element: <BlankLayout />,
  children: [
    { path: paths.login.path, element: <LoginScreen /> },
    { path: paths.notFound.path, element: <NotFoundScreen /> },
    { path: paths.notFoundAlias.path, element: <NotFoundScreen /> },
    { path: paths.error.path, element: <NotFoundScreen /> },
    { path: '*', element: <NotFoundScreen /> },
  ],
};

export const routes: RouteObject[] = [defaultLayoutRoutes, blankLayoutRoutes];

export const createRouter = () => createBrowserRouter(routes);
