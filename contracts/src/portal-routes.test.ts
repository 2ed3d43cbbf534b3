import { checkMenuPath, menuPathMessages, portalRoutes, remoteAreas, remoteRouteTables } from './portal-routes.ts';
import { shellScreenRoutes } from './routes/shell-routes.ts';

describe('checkMenuPath', () => {
  it.each(['/', '/admin/users', '/CV/basic', '/second-page', '/company/my-offers/12/applicants', '/admin/users/nuevo_1'])(
    'accepts the portal screen %s and paths below one',
    (path) => expect(checkMenuPath(path)).toBeNull(),
  );

  it.each(['/ayuda', '/adminx', '/admin', '/CVX/basic', '/admin/usersx'])('refuses %s, which is no portal screen', (path) =>
    expect(checkMenuPath(path)).toBe(menuPathMessages.unknown),
  );

  it.each([
    '//evil.example/admin/users',
    '/\\evil.example',
    'https://evil.example/admin/users',
    'admin/users',
    '/admin//users',
    '/admin/users/../../x',
    '/admin/users?x=1',
    '/admin/users#x',
    '/admin/users/',
    '/admin/users/a b',
    '',
  ])('refuses %j, which could leave the portal or is malformed', (path) => expect(checkMenuPath(path)).toBe(menuPathMessages.format));
});

describe('the lists derived from the route tables', () => {
  it('has every screen a menu item may lead to, in the tables’ order, and no path with a :param', () => {
    expect(portalRoutes).toEqual([
      '/',
      '/second-page',
      '/account/data',
      '/CV/basic',
      '/CV/education-in',
      '/CV/education-out',
      '/CV/languages',
      '/CV/computer',
      '/CV/other',
      '/CV/courses',
      '/CV/work',
      '/CV/extra',
      '/offers',
      '/applications',
      '/practicas',
      '/company/new-offer',
      '/company/my-offers',
      '/company/practicas',
      '/admin/users',
      '/admin/roles',
      '/admin/permissions',
      '/admin/audit',
      '/admin/menus',
      '/admin/catalogs',
      '/admin/universities',
      '/admin/convenios',
      '/admin/practicas',
      '/admin/practicas/report',
      '/tutor/practicas',
      '/admin/data-requests',
      '/admin/surveys',
      '/admin/follow-up',
      '/admin/moderation',
    ]);
  });

  it('gives each top-level segment to the remote whose table has it', () => {
    expect(remoteAreas).toEqual([
      { prefix: 'CV', remote: 'remote_cv' },
      { prefix: 'offers', remote: 'remote_cv' },
      { prefix: 'applications', remote: 'remote_cv' },
      { prefix: 'practicas', remote: 'remote_cv' },
      { prefix: 'company', remote: 'remote_company' },
      { prefix: 'admin', remote: 'remote_admin' },
      // The tutor's screen is remote-admin's (PRODUCT.md "New role and menus").
      { prefix: 'tutor', remote: 'remote_admin' },
    ]);
  });

  it('gives no two screens of the portal one path', () => {
    const paths = [shellScreenRoutes, ...Object.values(remoteRouteTables)].flatMap((table) =>
      Object.values(table).map((route) => route.path),
    );
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });
});
