/**
 * The portal's one door to React Router (a shared singleton): apps import routing from here, so there is one router context and the shared chunk
 * holds only what the portal uses, not the whole library (which ships its server and
 * framework runtime too: ~65 KiB gzip shared whole, about half through this door).
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  BrowserRouter,
  useBeforeUnload,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { Blocker, NavigateFunction, RouteObject } from 'react-router';
