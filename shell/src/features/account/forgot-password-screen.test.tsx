import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { refreshHandler, renderScreen, testApi } from '../../testing/render-screen';
import { ForgotPasswordScreen } from './forgot-password-screen';

const server = setupServer(refreshHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const neutral =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada; el enlace vence en 60 minutos.';

describe('ForgotPasswordScreen', () => {
  it('checks the e-mail on its field before calling the server', async () => {
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordScreen />, { route: '/forgot-password' });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana.torre');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('El campo debe ser un correo electrónico.'),
    );
  });

  it('sends the e-mail and then says the same neutral message', async () => {
    let body: unknown;
    server.use(
      http.post(`${testApi}/user/password/forgot`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Si el correo está registrado…', data: null });
      }),
    );
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordScreen />, { route: '/forgot-password' });
    await user.type(await screen.findByLabelText('Correo electrónico'), ' ana@example.com ');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    expect(await screen.findByText(neutral)).toBeInTheDocument();
    expect(body).toEqual({ email: 'ana@example.com' });
    expect(screen.queryByLabelText('Correo electrónico')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's throttle message and keeps the form", async () => {
    server.use(
      http.post(`${testApi}/user/password/forgot`, () =>
        HttpResponse.json({ message: 'Demasiados intentos. Vuelva a intentarlo en 540 segundos.' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordScreen />, { route: '/forgot-password' });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));

    expect(await screen.findByText('Demasiados intentos. Vuelva a intentarlo en 540 segundos.')).toBeInTheDocument();
    expect(screen.queryByText(neutral)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
  });
});
