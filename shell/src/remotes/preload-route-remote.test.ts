import { loggedIn, type MenuItem, type RemoteModule } from '@portal/shared';
import { createTestStore } from '@portal/shared/testing';
import { loadRemoteRoutes } from './load-remote';
import { preloadRouteRemote } from './preload-route-remote';

jest.mock('./load-remote', () => ({ loadRemoteRoutes: jest.fn(() => new Promise(() => {})) }));

const entry = (id: number, name: string, path: string): MenuItem => ({
  id,
  name,
  title: name,
  path,
  icon: null,
  permissions: { c: true, u: true, d: true, x: true },
  children: [],
});
const companyMenu = [entry(10, 'new_offer', '/company/new-offer'), entry(11, 'my_offers', '/company/my-offers')];

function signedIn(menu: MenuItem[]) {
  const { store } = createTestStore();
  store.dispatch(loggedIn({ menu, token: 't', user: { id_us: 1, name_us: 'Ana', role: { id_ro: 2, name_ro: 'Empresa' } } }));
  return store;
}

/** The page's address, as `window.location` holds it. */
const at = (url: string) => new URL(url, 'http://localhost');

/** The remote's routes module, loaded, with its `prefetch`. */
const loadedRoutes = (prefetch: RemoteModule['prefetch']): RemoteModule => ({ default: () => null, areas: [], prefetch });

describe('loading the first page’s remote before the shell renders', () => {
  beforeEach(() => jest.mocked(loadRemoteRoutes).mockClear());

  it('starts the remote of the area the page opens, when the stored session may open it', () => {
    preloadRouteRemote(signedIn(companyMenu), at('/company/my-offers'));
    expect(loadRemoteRoutes).toHaveBeenCalledWith('remote_company');
  });

  it('loads nothing for a visitor without a session, a page outside the menu or a page of the shell', () => {
    preloadRouteRemote(createTestStore().store, at('/company/my-offers'));
    preloadRouteRemote(signedIn(companyMenu), at('/admin/users'));
    preloadRouteRemote(signedIn(companyMenu), at('/account'));
    preloadRouteRemote(signedIn(companyMenu), at('/companyx'));
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
  });

  it('has the remote start the page’s first reads once its routes are in', async () => {
    const prefetch = jest.fn();
    jest.mocked(loadRemoteRoutes).mockResolvedValueOnce(loadedRoutes(prefetch));
    const store = signedIn(companyMenu);
    preloadRouteRemote(store, at('/company/my-offers/?q=java&page=2'));
    await Promise.resolve();
    expect(prefetch).toHaveBeenCalledWith({
      area: 'company',
      pathname: '/company/my-offers',
      search: '?q=java&page=2',
      dispatch: store.dispatch,
    });
  });
});
