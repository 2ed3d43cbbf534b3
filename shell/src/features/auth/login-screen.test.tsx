import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { refreshHandler, renderScreen, testApi } from '../../testing/render-screen';
import { LoginScreen } from './login-screen';

const server = setupServer(refreshHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('LoginScreen', () => {
  it('greets with the product title and the spec prompt', async () => {
    renderScreen(<LoginScreen />, { route: '/login' });
    expect(await screen.findByRole('heading', { name: 'Bienvenido a Bolsa de Empleo Universitaria' })).toBeInTheDocument();
    expect(screen.getByText('Por favor ingresa tu correo electronico y contraseña para ingresar al sistema.')).toBeInTheDocument();
  });

  describe('the reminder to sign in (spec §2), on a fake clock', () => {
    /** The screen on the screen, then the clock faked: what the tests advance is the reminder's wait alone. */
    async function shown() {
      const rendered = renderScreen(<LoginScreen />, { route: '/login' });
      await screen.findByRole('button', { name: 'Ingresar' });
      jest.useFakeTimers();
      return rendered;
    }
    afterEach(() => jest.useRealTimers());

    it('comes one second after the guard sent the visitor here', async () => {
      const { router } = await shown();
      await act(() => router.navigate('/login', { state: { reason: 'login-required' } }));
      act(() => jest.advanceTimersByTime(999));
      expect(screen.queryByText('Debes iniciar sesión primero.')).toBeNull();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByText('Debes iniciar sesión primero.')).toBeInTheDocument();
    });

    it('never comes to a visitor who came on their own', async () => {
      await shown();
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.queryByText('Debes iniciar sesión primero.')).toBeNull();
    });
  });

  it('offers the way to recover a forgotten password', async () => {
    renderScreen(<LoginScreen />, { route: '/login' });
    expect(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute('href', '/forgot-password');
  });

  it('requires e-mail and password with the spec messages', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { route: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Ingresar' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['El campo es obligatorio.', 'El campo es obligatorio.']);
  });

  it('says when the e-mail is not an e-mail', async () => {
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { route: '/login' });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana.torre');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('El campo debe ser un correo electrónico.')).toBeInTheDocument();
  });

  it("shows the server's message when the password is wrong", async () => {
    server.use(
      http.post(`${testApi}/user/login`, () =>
        HttpResponse.json({ message: 'Estas credenciales no coinciden con nuestros registros.', errors: {} }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { route: '/login' });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(await screen.findByText('Estas credenciales no coinciden con nuestros registros.')).toBeInTheDocument();
  });

  it('sends e-mail, password and remember', async () => {
    let body: unknown;
    server.use(
      http.post(`${testApi}/user/login`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'no', errors: {} }, { status: 422 });
      }),
    );
    const user = userEvent.setup();
    renderScreen(<LoginScreen />, { route: '/login' });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secret-123');
    await user.click(screen.getByRole('checkbox', { name: 'Recordarme' }));
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(body).toEqual({ email: 'ana@example.com', password: 'secret-123', remember: true }));
  });

  it('offers to cancel a pending deletion, and then signs in', async () => {
    const cancelled: unknown[] = [];
    let pending = true;
    server.use(
      http.post(`${testApi}/user/login`, () =>
        pending
          ? HttpResponse.json(
              {
                message: 'Pediste eliminar tu cuenta: se eliminará el 2027-01-01.',
                code: 'deletion_pending',
                purge_at: '2027-01-01T05:00:00Z',
              },
              { status: 409 },
            )
          : HttpResponse.json({
              message: 'OK',
              data: { token: 't', menu: [], user: { id_us: 1, name_us: 'Ana', role: { id_ro: 3, name_ro: 'Estudiante' } } },
            }),
      ),
      http.post(`${testApi}/user/deletion/cancel`, async ({ request }) => {
        cancelled.push(await request.json());
        pending = false;
        return HttpResponse.json({ message: 'Cancelada.', data: null });
      }),
    );
    const user = userEvent.setup();
    const { bundle } = renderScreen(<LoginScreen />, { route: '/login' });
    await user.type(await screen.findByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    await user.click(await screen.findByRole('button', { name: 'Cancelar la eliminación' }));

    await waitFor(() => expect(bundle.store.getState().session.loggedIn).toBe(true));
    expect(cancelled).toEqual([{ email: 'ana@example.com', password: 'secret-123' }]);
  });
});
