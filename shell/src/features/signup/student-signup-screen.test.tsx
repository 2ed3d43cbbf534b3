import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { documentCases, studentMessage } from '@portal/contracts/test-cases';
import { refreshHandler, renderScreen, testApi } from '../../testing/render-screen';
import { StudentSignupScreen } from './student-signup-screen';

const server = setupServer(refreshHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const validCedula = '1710034065';

async function passDniStep(user: ReturnType<typeof userEvent.setup>) {
  server.use(
    http.post(`${testApi}/user/validation`, () =>
      HttpResponse.json({ message: 'OK', data: { dni: validCedula, tipo: 'cedula', disponible: true } }),
    ),
  );
  renderScreen(<StudentSignupScreen />, { route: '/singup/student' });
  await user.type(await screen.findByLabelText('Cédula o pasaporte'), validCedula);
  await user.click(screen.getByRole('button', { name: 'Verificar documento' }));
  await screen.findByLabelText('Correo electrónico');
}

describe('StudentSignupScreen', () => {
  it('checks the document before anything else opens', async () => {
    const user = userEvent.setup();
    renderScreen(<StudentSignupScreen />, { route: '/singup/student' });
    await user.click(await screen.findByRole('button', { name: 'Verificar documento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El campo es obligatorio.');
    expect(screen.queryByLabelText('Correo electrónico')).not.toBeInTheDocument();
  });

  it('refuses a cédula whose check digit is wrong without calling the server', async () => {
    const user = userEvent.setup();
    renderScreen(<StudentSignupScreen />, { route: '/singup/student' });
    await user.type(await screen.findByLabelText('Cédula o pasaporte'), '1710034066');
    await user.click(screen.getByRole('button', { name: 'Verificar documento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El dígito verificador de la cédula no es válido.');
  });

  it("puts the server's dni error on the field, never in a toast", async () => {
    server.use(
      http.post(`${testApi}/user/validation`, () =>
        HttpResponse.json(
          { message: 'Los datos proporcionados no son válidos.', errors: { dni: ['El documento ya está registrado.'] } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<StudentSignupScreen />, { route: '/singup/student' });
    await user.type(await screen.findByLabelText('Cédula o pasaporte'), validCedula);
    await user.click(screen.getByRole('button', { name: 'Verificar documento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El documento ya está registrado.');
    expect(screen.queryByText('Los datos proporcionados no son válidos.')).not.toBeInTheDocument();
  });

  it('applies the password rules with the spec messages', async () => {
    const user = userEvent.setup();
    await passDniStep(user);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'short');
    await user.type(screen.getByLabelText('Repite la contraseña'), 'different');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('El campo debe ser de almenos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('El campo no coincide.')).toBeInTheDocument();
  });

  it('creates the account and explains the verification e-mail', async () => {
    let body: unknown;
    server.use(
      http.post(`${testApi}/user/singup`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Cuenta creada.', data: { email: 'ana@example.com' } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    await passDniStep(user);
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'una-clave-segura');
    await user.type(screen.getByLabelText('Repite la contraseña'), 'una-clave-segura');
    // Without the privacy notice's acceptance nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Debes aceptar el aviso de privacidad.')).toBeInTheDocument();
    expect(body).toBeUndefined();
    expect(screen.getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute('href', '/privacidad');
    await user.click(screen.getByRole('checkbox', { name: /aviso de privacidad/ }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('Revisa tu correo')).toBeInTheDocument();
    expect(screen.getByText(/Te enviamos un enlace de verificación a/)).toHaveTextContent('ana@example.com');
    expect(body).toEqual({ dni: validCedula, email: 'ana@example.com', password: 'una-clave-segura', acepta_privacidad: true });
  });
});

// From the shared table, one case per distinct outcome (each message, each kind of document).
const outcomeOf = (test: (typeof documentCases)[number]) => studentMessage(test) ?? ('tipo' in test.expected ? test.expected.tipo : '');
const representatives = documentCases.filter(
  (test, index) => documentCases.findIndex((other) => outcomeOf(other) === outcomeOf(test)) === index,
);

describe('StudentSignupScreen: the shared table of cases', () => {
  it.each(representatives.map((test) => [JSON.stringify(test.value), test] as const))('%s', async (_, test) => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${testApi}/user/validation`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'OK', data: { ...test.expected, disponible: true } });
      }),
    );
    const user = userEvent.setup();
    renderScreen(<StudentSignupScreen />, { route: '/singup/student' });
    const field = await screen.findByLabelText('Cédula o pasaporte');
    if (test.value !== '') {
      await user.click(field);
      await user.paste(test.value);
    }
    await user.click(screen.getByRole('button', { name: 'Verificar documento' }));

    const message = studentMessage(test);
    if (message === null) {
      // Accepted here, it goes to the server as the document it is.
      expect(await screen.findByLabelText('Correo electrónico')).toBeInTheDocument();
      expect(sent).toEqual([{ dni: test.value.trim() }]);
    } else {
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(field).toHaveAccessibleDescription(message);
      expect(sent).toEqual([]);
    }
  });
});
