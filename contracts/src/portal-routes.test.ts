import { checkMenuPath, menuPathMessages } from './portal-routes.ts';

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
