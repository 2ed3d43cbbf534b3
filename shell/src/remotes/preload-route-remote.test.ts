import { loggedIn, type MenuItem } from '@portal/shared';
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
  return store.getState();
}

describe('loading the first page’s remote before the shell renders', () => {
  beforeEach(() => jest.mocked(loadRemoteRoutes).mockClear());

  it('starts the remote of the area the page opens, when the stored session may open it', () => {
    preloadRouteRemote(signedIn(companyMenu), '/company/my-offers');
    expect(loadRemoteRoutes).toHaveBeenCalledWith('remote_company');
  });

  it('loads nothing for a visitor without a session, a page outside the menu or a page of the shell', () => {
    preloadRouteRemote(createTestStore().store.getState(), '/company/my-offers');
    preloadRouteRemote(signedIn(companyMenu), '/admin/users');
    preloadRouteRemote(signedIn(companyMenu), '/account');
    preloadRouteRemote(signedIn(companyMenu), '/companyx');
    expect(loadRemoteRoutes).not.toHaveBeenCalled();
  });
});
