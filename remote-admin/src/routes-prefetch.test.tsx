import { screen, waitFor, within } from '@testing-library/react';
import { createSignedInStore, recordRequests, renderScreen, setupApiServer } from '@portal/shared/testing';
import { UsersScreen } from './features/users/users-screen';
import { aCompany, aUser, fakeUsersApi } from './features/users/testing/fake-users-api';
import { messages } from './i18n/es';
import { prefetch } from './routes';

const server = setupApiServer();
const requests = recordRequests(server);

describe('remote-admin: /admin/users’ reads, started before its screen renders', () => {
  beforeEach(() => {
    server.use(...fakeUsersApi([aUser(1, 'Ana Prueba', 1), aCompany(5, 'Andes Software S.A.', '1791234567001')]).handlers);
  });

  it('reads both lists’ first pages and the role options, which the screen then finds without asking again (it asks only for place names)', async () => {
    const bundle = createSignedInStore({ role: 'admin', menu: { 'adm-users': 'cux' } });
    prefetch({ area: 'admin', pathname: '/admin/users', search: '', dispatch: bundle.store.dispatch });
    const expected = [
      'GET /api/admin/users?page=1&per_page=20',
      'GET /api/admin/users?approval=pendiente&page=1&per_page=5',
      'GET /api/admin/users/roles',
    ];
    await waitFor(() => expect([...requests].sort()).toEqual([...expected].sort()));

    renderScreen(<UsersScreen />, { route: '/admin/users', messages, bundle });
    const pending = await screen.findByRole('region', { name: 'Empresas pendientes de aprobación' });
    expect(within(pending).getByRole('heading', { name: 'Andes Software S.A.' })).toBeInTheDocument();
    expect(await screen.findByText('2 resultados')).toBeInTheDocument();
    // Besides them, the screen reads only the catalogs that name the pending companies' places.
    const places = ['GET /api/catalogs/ciudades?provincia=17', 'GET /api/catalogs/paises', 'GET /api/catalogs/provincias'];
    await waitFor(() => expect([...requests].sort()).toEqual([...expected, ...places].sort()));
  });

  it('reads nothing for the other administration screens', async () => {
    const bundle = createSignedInStore({ role: 'admin', menu: { 'adm-roles': 'cudx' } });
    prefetch({ area: 'admin', pathname: '/admin/roles', search: '', dispatch: bundle.store.dispatch });
    // The module /admin/users' reads come with, as prefetch would have had it by now.
    await import('./features/users/api/users-admin-api');
    await Promise.resolve();
    expect(bundle.store.getState().api.queries).toEqual({});
  });
});
