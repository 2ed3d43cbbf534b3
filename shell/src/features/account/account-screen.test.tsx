import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loggedIn } from '@portal/shared';
import { refreshHandler, renderScreen, testApi } from '../../testing/render-screen';
import { AccountScreen } from './account-screen';

const server = setupServer(refreshHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const student = { id_us: 9, name_us: 'Ana Torres', role: { id_ro: 3, name_ro: 'Estudiante' } };

function renderAccount() {
  const user = userEvent.setup();
  const result = renderScreen(<AccountScreen />, { route: '/account' });
  result.bundle.store.dispatch(loggedIn({ token: 't', user: student, menu: [] }));
  return { user, ...result };
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, password: string, repassword = password) {
  await user.type(await screen.findByLabelText('Contraseña actual'), current);
  await user.type(screen.getByLabelText('Nueva contraseña'), password);
  await user.type(screen.getByLabelText('Repite la nueva contraseña'), repassword);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('AccountScreen ("Mi cuenta")', () => {
  it('shows who is signed in', async () => {
    renderAccount();
    expect(await screen.findByRole('heading', { name: 'Mi cuenta' })).toBeInTheDocument();
    expect(screen.getByText('Ana Torres')).toBeInTheDocument();
    expect(screen.getByText('Estudiante')).toBeInTheDocument();
    // The e-mail cannot be changed here; the screen says who can, and what follows.
    expect(screen.getByText(/Tu correo electrónico solo lo puede cambiar un administrador/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /correo/i })).not.toBeInTheDocument();
  });

  it('checks the fields before calling the server', async () => {
    const { user } = renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription('El campo es obligatorio.'));

    await fill(user, 'Actual.2026', 'Nueva.Clave.2026', 'Otra.Clave.2026');
    await waitFor(() => expect(screen.getByLabelText('Repite la nueva contraseña')).toHaveAccessibleDescription('El campo no coincide.'));
  });

  it('puts a wrong current password on its field, not in a toast', async () => {
    server.use(
      http.put(`${testApi}/user/password`, () =>
        HttpResponse.json(
          { message: 'Los datos proporcionados no son válidos.', errors: { current_password: ['La contraseña actual no es correcta.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderAccount();
    await fill(user, 'No.Es.Esta.1', 'Nueva.Clave.2026');

    await waitFor(() =>
      expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription('La contraseña actual no es correcta.'),
    );
    expect(screen.getByLabelText('Nueva contraseña')).not.toHaveAccessibleDescription('La contraseña actual no es correcta.');
    expect(screen.queryByText('Los datos proporcionados no son válidos.')).not.toBeInTheDocument();
  });

  it("puts the server's rule on the new password's field", async () => {
    server.use(
      http.put(`${testApi}/user/password`, () =>
        HttpResponse.json(
          { message: 'Los datos proporcionados no son válidos.', errors: { password: ['El formato del campo no es válido.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderAccount();
    await fill(user, 'Actual.2026', 'Nueva.Clave.2026');

    await waitFor(() =>
      expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription('El formato del campo no es válido.'),
    );
  });

  it('sends the three fields, says so in a toast and empties the form', async () => {
    let body: unknown;
    server.use(
      http.put(`${testApi}/user/password`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Contraseña actualizada.', data: null });
      }),
    );
    const { user } = renderAccount();
    await fill(user, 'Actual.2026', 'Nueva.Clave.2026');

    expect(await screen.findByText('Tu contraseña fue cambiada. Cerramos tu sesión en los demás dispositivos.')).toBeInTheDocument();
    expect(body).toEqual({ current_password: 'Actual.2026', password: 'Nueva.Clave.2026', repassword: 'Nueva.Clave.2026' });
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
    expect(screen.getByLabelText('Nueva contraseña')).toHaveValue('');
  });
});
