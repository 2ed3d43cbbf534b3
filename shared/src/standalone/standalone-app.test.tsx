import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { createRemoteRoutes, selectIsLoggedIn, type RemoteArea } from '@portal/shared';
import { api, failure, ok, renderScreen, setupApiServer, testLogin } from '@portal/shared/testing';
import { StandaloneApp } from './standalone-app';
import { standaloneMessages } from './standalone-messages';

const areas: RemoteArea[] = [
  {
    prefix: 'admin',
    routes: [
      { path: 'catalogs', title: 'menu.catalogs', element: <h1>Pantalla de catálogos</h1> },
      { path: 'universities', title: 'menu.universities', element: <h1>Pantalla de universidades</h1> },
    ],
  },
];
const remote = { default: createRemoteRoutes(areas, {}), areas };

let logouts = 0;
setupApiServer(
  http.post(api('user/login'), async ({ request }) => {
    const { password } = (await request.json()) as { password: string };
    if (password !== 'Admin-2026!') return failure(422, 'Las credenciales no son correctas.');
    return ok(testLogin({ role: 'admin', menu: { catalogs: 'cud' } }));
  }),
  http.post(api('user/logout'), () => {
    logouts += 1;
    return ok(null);
  }),
);

const renderStandaloneAt = (route: string) =>
  renderScreen(<StandaloneApp remote={remote} name="remote-admin" apiBase="/api" />, { route, messages: standaloneMessages });

async function signIn(user: ReturnType<typeof renderStandaloneAt>['user'], password = 'Admin-2026!') {
  await user.type(await screen.findByLabelText('Correo electrónico'), 'admin@portal.local');
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('a remote on its own dev server', () => {
  it('signs in against the API, then opens the screens the role’s menu lists', async () => {
    const { user } = renderStandaloneAt('/admin/catalogs');
    await signIn(user, 'mala');
    expect(await screen.findByText('Las credenciales no son correctas.')).toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled());
    await user.clear(screen.getByLabelText('Contraseña'));
    await user.type(screen.getByLabelText('Contraseña'), 'Admin-2026!');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByRole('heading', { name: 'Pantalla de catálogos' })).toBeInTheDocument();
    expect(screen.getByText('Ana Prueba · Administrador')).toBeInTheDocument();
  });

  it('guards a screen the menu does not list, like the shell', async () => {
    const { user } = renderStandaloneAt('/admin/universities');
    await signIn(user);
    expect(await screen.findByText('Tu rol no tiene acceso a esta pantalla: no está en su menú.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pantalla de universidades' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Inicio' }));
    expect(await screen.findByRole('link', { name: 'Catálogos' })).toBeInTheDocument();
    expect(screen.getByText('(no está en el menú de tu rol)')).toBeInTheDocument();
  });

  it('logs out', async () => {
    logouts = 0;
    const { user, store } = renderStandaloneAt('/');
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
    expect(selectIsLoggedIn(store.getState())).toBe(false);
    expect(logouts).toBe(1);
  });
});
