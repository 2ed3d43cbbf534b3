import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from '@portal/shared/router';
import { refreshHandler, renderScreen, testApi } from '../../testing/render-screen';
import { ResetPasswordScreen } from './reset-password-screen';

const server = setupServer(refreshHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const hash = 'Abc_123-secreto-del-enlace-de-43-caracteres';

function renderReset() {
  const user = userEvent.setup();
  const result = renderScreen(
    <Routes>
      <Route path="/reset-password/:hash" element={<ResetPasswordScreen />} />
      <Route path="*" element={<p>Pantalla de inicio de sesión</p>} />
    </Routes>,
    { route: `/reset-password/${hash}` },
  );
  return { user, ...result };
}

async function submit(user: ReturnType<typeof userEvent.setup>, password: string, repassword = password) {
  await user.type(await screen.findByLabelText('Nueva contraseña'), password);
  await user.type(screen.getByLabelText('Repite la nueva contraseña'), repassword);
  await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

describe('ResetPasswordScreen', () => {
  it('checks the password rule and the repetition on their fields', async () => {
    const { user } = renderReset();
    await submit(user, 'corta', 'otra');
    await waitFor(() =>
      expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription('El campo debe ser de almenos 8 caracteres.'),
    );
    expect(screen.getByLabelText('Repite la nueva contraseña')).toHaveAccessibleDescription('El campo no coincide.');
  });

  it('sends the hash of the link with the new password, then goes to the login with a success message', async () => {
    let body: unknown;
    server.use(
      http.post(`${testApi}/user/password/reset`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Contraseña restablecida.', data: null });
      }),
    );
    const { user, router } = renderReset();
    await submit(user, 'Nueva.Clave.2026');

    expect(await screen.findByText('Tu contraseña fue restablecida. Inicia sesión con tu nueva contraseña.')).toBeInTheDocument();
    expect(body).toEqual({ hash, password: 'Nueva.Clave.2026' });
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Pantalla de inicio de sesión')).toBeInTheDocument();
  });

  it("tells a used or expired link in the server's words, with a way to ask for a new one", async () => {
    server.use(
      http.post(`${testApi}/user/password/reset`, () =>
        HttpResponse.json(
          {
            message: 'Los datos proporcionados no son válidos.',
            errors: { hash: ['Este enlace para restablecer la contraseña ya fue utilizado.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { user, router } = renderReset();
    await submit(user, 'Nueva.Clave.2026');

    expect(await screen.findByText('Este enlace para restablecer la contraseña ya fue utilizado.')).toBeInTheDocument();
    expect(screen.getByText('No pudimos restablecer tu contraseña.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar un nuevo enlace' })).toHaveAttribute('href', '/forgot-password');
    expect(router.state.location.pathname).toBe(`/reset-password/${hash}`);
  });

  it("puts the server's password error on the password field", async () => {
    server.use(
      http.post(`${testApi}/user/password/reset`, () =>
        HttpResponse.json(
          { message: 'Los datos proporcionados no son válidos.', errors: { password: ['El formato del campo no es válido.'] } },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderReset();
    await submit(user, 'Nueva.Clave.2026');

    await waitFor(() =>
      expect(screen.getByLabelText('Nueva contraseña')).toHaveAccessibleDescription('El formato del campo no es válido.'),
    );
    expect(screen.queryByText('No pudimos restablecer tu contraseña.')).not.toBeInTheDocument();
  });
});
