import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { areaPrefixOf, type RouteTable, type ScreenLead, screenLeadOf, screenTitle } from '@portal/contracts';
import { FormattedMessage } from 'react-intl';
import type { AppDispatch } from '../store/store';
import { matchPath, Navigate, Route, Routes } from '../router';
import { MessagesScope } from '../i18n/intl';
import { ScreenLoading } from './screen-loading';

/** One screen of a remote, relative to its area's prefix (`''` is the area's own page). */
export interface RemoteRoute {
  path: string;
  /** Message id of the screen's title (the menu title). */
  title: string;
  /** What the screen shows around its title before its data, drawn while its code loads too (ScreenLead). */
  lead?: ScreenLead;
  element: ReactNode;
}

/** A part of the URL space a remote owns, mounted by the shell under `/{prefix}/*`. */
export interface RemoteArea {
  prefix: string;
  routes: RemoteRoute[];
}

export interface RemoteRoutesProps {
  /** The prefix the shell matched, e.g. `CV`. */
  area: string;
}

/** The page the shell is about to show from a remote's area, when the page is the first one opened. */
export interface PrefetchRequest {
  /** The area's prefix, e.g. `CV`. */
  area: string;
  /** The whole path without a trailing slash, e.g. `/CV/basic`. */
  pathname: string;
  /** The query string, e.g. `?q=java&page=2`, or `''`. */
  search: string;
  dispatch: AppDispatch;
}

/** What each remote exposes as `./routes`: its route tree and the component that renders it. */
export interface RemoteModule {
  default: ComponentType<RemoteRoutesProps>;
  areas: RemoteArea[];
  /**
   * Optional: starts the reads the first page opened will make (RTK Query's `util.prefetch`), so
   * they download while the shell starts and renders instead of after its first render. The shell
   * calls it once, when the stored session may open the page; the screen then finds the answer
   * there or under way. A remote built without it is loaded as before.
   */
  prefetch?: (request: PrefetchRequest) => void;
}

/**
 * A remote's screen as a chunk of its own, downloaded the first time it is opened:
 * `lazyScreen(() => import('./features/x/x-screen'), (m) => m.XScreen)`. While it downloads, the
 * route shows its title over a skeleton (createRemoteRoutes), as the shell did before it.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactNode {
  const Screen = lazy(async () => ({ default: pick(await load()) }));
  return <Screen />;
}

/** Builds a remote's exposed route component from its areas and its own messages. */
export function createRemoteRoutes(areas: RemoteArea[], messages: Record<string, string>) {
  return function RemoteRoutes({ area }: RemoteRoutesProps) {
    const routes = areas.find((candidate) => candidate.prefix === area)?.routes ?? [];
    return (
      <MessagesScope messages={messages}>
        <Routes>
          {routes.map((route) => {
            const loading = <ScreenLoading title={<FormattedMessage id={route.title} />} lead={route.lead} />;
            const element = <Suspense fallback={loading}>{route.element}</Suspense>;
            return route.path === '' ? (
              <Route key="index" index element={element} />
            ) : (
              <Route key={route.path} path={route.path} element={element} />
            );
          })}
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Routes>
      </MessagesScope>
    );
  };
}

/** What a remote pairs with an entry of its route table: the screen, and the reads to start when it is the first page opened. */
export interface RemoteScreen {
  element: ReactNode;
  /** Starts the screen's first reads while the shell starts (RemoteModule's `prefetch`). */
  prefetch?: (request: PrefetchRequest) => void;
}

/** A screen for every entry of the table, and none for a name it lacks: a missing screen is a type error. */
export type RemoteScreens<T extends RouteTable> = { [Name in keyof T]: RemoteScreen };

/**
 * A remote's `./routes` module from its route table (@portal/contracts: paths, titles, leads) and
 * the screen of each entry: its areas, its route component and its `prefetch`, which starts the
 * reads of the entry whose path the page's is.
 */
export function remoteRoutesModule<T extends RouteTable>(
  table: T,
  screens: RemoteScreens<T>,
  messages: Record<string, string>,
): Required<RemoteModule> {
  const entries = Object.keys(table).map((name) => ({ route: table[name]!, screen: screens[name]! }));
  const areas: RemoteArea[] = [];
  for (const { route, screen } of entries) {
    const prefix = areaPrefixOf(route.path);
    let area = areas.find((candidate) => candidate.prefix === prefix);
    if (!area) areas.push((area = { prefix, routes: [] }));
    area.routes.push({
      path: route.path.slice(prefix.length + 2),
      title: screenTitle(route),
      lead: screenLeadOf(route, messages),
      element: screen.element,
    });
  }
  const prefetch = (request: PrefetchRequest) => {
    for (const { route, screen } of entries)
      if (screen.prefetch && matchPath({ path: route.path, caseSensitive: true, end: true }, request.pathname)) screen.prefetch(request);
  };
  return { default: createRemoteRoutes(areas, messages), areas, prefetch };
}
