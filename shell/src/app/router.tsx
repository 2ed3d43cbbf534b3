import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { paths, remoteAreas } from '../config/paths';
import { LoginScreen } from '../features/auth/login-screen';
import { HelpScreen } from '../features/home/help-screen';
import { HomeScreen } from '../features/home/home-screen';
import { NotFoundScreen } from '../features/not-found/not-found-screen';
import { BlankLayout } from '../layouts/blank-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { RemoteOutlet } from '../remotes/remote-outlet';

export function createRoutes(productTitle: string): RouteObject[] {
  return [
    {
      element: <DefaultLayout productTitle={productTitle} />,
      children: [
        { index: true, element: <HomeScreen /> },
        { path: paths.help.path, element: <HelpScreen /> },
        ...remoteAreas.map(({ prefix, remote }) => ({
          path: `/${prefix}/*`,
          element: <RemoteOutlet remote={remote} area={prefix} />,
        })),
      ],
    },
    {
      element: <BlankLayout />,
      children: [
        { path: paths.login.path, element: <LoginScreen /> },
        { path: paths.notFound.path, element: <NotFoundScreen /> },
        { path: paths.notFoundAlias.path, element: <NotFoundScreen /> },
        { path: paths.error.path, element: <NotFoundScreen /> },
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ];
}

export const createRouter = (productTitle: string) => createBrowserRouter(createRoutes(productTitle));
