import { screen } from '@testing-library/react';
import { loggedIn, type MenuItem } from '@portal/shared';
import { createTestStore, renderWithProviders } from '@portal/shared/testing';
import { Route, Routes } from '@portal/shared/router';
import { landingPath } from '../features/auth/landing';
import { isAllowed, RequireSession } from './guard';

const item = (id: number, name: string | null, path: string | null, children: MenuItem[] = []): MenuItem => ({
  id,
  name,
  title: name ?? 'information',
  path,
  icon: null,
  permissions: { c: true, u: true, d: false, x: false },
  children,
});

const studentMenu = [
  item(1, null, null, [item(2, 'main_info', '/CV/basic'), item(3, 'main_work', '/CV/work')]),
  item(4, 'offers', '/offers'),
];
const companyMenu = [item(10, 'new_offer', '/company/new-offer'), item(11, 'my_offers', '/company/my-offers')];

describe('the route guard', () => {
  it('allows the menu entries, the pages below them, the landing, the help page and "Mi cuenta"', () => {
    expect(isAllowed(studentMenu, '/CV/basic')).toBe(true);
    expect(isAllowed(studentMenu, '/offers/15')).toBe(true);
    expect(isAllowed(companyMenu, '/company/my-offers/7/applicants')).toBe(true);
    expect(isAllowed(studentMenu, '/')).toBe(true);
    expect(isAllowed(studentMenu, '/second-page')).toBe(true);
    expect(isAllowed(studentMenu, '/account')).toBe(true);
    expect(isAllowed(companyMenu, '/account')).toBe(true);
  });

  it('refuses what the menu does not list', () => {
    expect(isAllowed(studentMenu, '/admin/users')).toBe(false);
    expect(isAllowed(studentMenu, '/CV/basics')).toBe(false);
    expect(isAllowed(companyMenu, '/CV/basic')).toBe(false);
  });

  it('lands on the first named menu entry, depth-first', () => {
    expect(landingPath(studentMenu)).toBe('/CV/basic');
    expect(landingPath(companyMenu)).toBe('/company/new-offer');
    expect(landingPath([])).toBe('/');
  });

  function renderGuarded(route: string, menu?: MenuItem[]) {
    const bundle = createTestStore();
    if (menu) {
      bundle.store.dispatch(loggedIn({ menu, token: 't', user: { id_us: 1, name_us: 'Ana', role: { id_ro: 3, name_ro: 'Estudiante' } } }));
    }
    renderWithProviders(
      <Routes>
        <Route path="/login" element={<p>pantalla de ingreso</p>} />
        <Route path="/404" element={<p>no encontrada</p>} />
        <Route
          path="*"
          element={
            <RequireSession>
              <p>pantalla protegida</p>
            </RequireSession>
          }
        />
      </Routes>,
      { route, bundle },
    );
  }

  it('sends an anonymous visitor to the login', async () => {
    renderGuarded('/CV/basic');
    expect(await screen.findByText('pantalla de ingreso')).toBeInTheDocument();
  });

  it('sends a signed-in user outside their menu to /404', async () => {
    renderGuarded('/admin/users', studentMenu);
    expect(await screen.findByText('no encontrada')).toBeInTheDocument();
  });

  it('shows a screen of the menu', async () => {
    renderGuarded('/CV/work', studentMenu);
    expect(await screen.findByText('pantalla protegida')).toBeInTheDocument();
  });
});
