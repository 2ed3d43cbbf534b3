import { portalRoutes } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { findScreenHeading, renderRemote } from '@portal/shared/testing';
import * as remote from './routes';

describe('remote-admin route tree', () => {
  it.each([
    ['/admin/users', 'Usuarios'],
    ['/admin/roles', 'Roles'],
    ['/admin/permissions', 'Permisos'],
    ['/admin/audit', 'Auditoría'],
    ['/admin/menus', 'Menús'],
    ['/admin/catalogs', 'Catálogos'],
    ['/admin/universities', 'Universidades'],
  ])('renders %s as its titled screen', async (route, title) => {
    renderRemote(remote, route);
    expect(await findScreenHeading(title)).toBeInTheDocument();
  });

  it('lists every screen among the portal routes a menu item may lead to', () => {
    const paths = remote.areas.flatMap((area) => area.routes.map((route) => `/${area.prefix}/${route.path}`));
    expect(paths.filter((path) => !(portalRoutes as readonly string[]).includes(path))).toEqual([]);
  });

  it('sends an unknown admin screen to /404', async () => {
    renderRemote(remote, '/admin/unknown');
    expect(await screen.findByText('not found')).toBeInTheDocument();
  });
});
