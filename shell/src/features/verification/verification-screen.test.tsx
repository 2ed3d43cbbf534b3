import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from '@portal/shared/router';
import { refreshHandler, renderScreen, testApi } from '../../testing/render-screen';
import { VerificationScreen } from './verification-screen';

const server = setupServer(refreshHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderVerification = (hash: string, answer: { status: number; body: Record<string, unknown> }) => {
  server.use(http.post(`${testApi}/user/verify`, () => HttpResponse.json(answer.body, { status: answer.status })));
  renderScreen(
    <Routes>
      <Route path="/verification/:hash" element={<VerificationScreen />} />
    </Routes>,
    { route: `/verification/${hash}` },
  );
};

describe('VerificationScreen', () => {
  it('says the e-mail was validated', async () => {
    renderVerification('primer-enlace', {
      status: 200,
      body: { message: 'El correo electrónico ana@test.local ha sido validado.', data: { email: 'ana@test.local' } },
    });
    expect(await screen.findByText('El correo electrónico ana@test.local ha sido validado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toBeInTheDocument();
  });

  it('says a link opened again (a mail scanner opened it first) of a verified account is validated, and offers to sign in', async () => {
    renderVerification('enlace-usado', {
      status: 200,
      body: {
        message: 'El correo electrónico ana@test.local ya fue validado.',
        data: { email: 'ana@test.local', already_verified: true },
      },
    });
    expect(await screen.findByText('El correo electrónico ana@test.local ya fue validado. Ya puedes iniciar sesión.')).toBeInTheDocument();
    expect(screen.queryByText('No pudimos validar tu correo electrónico.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a iniciar sesión' })).toBeInTheDocument();
  });

  it('gives the server’s reason when the link does not validate', async () => {
    renderVerification('enlace-caducado', {
      status: 422,
      body: { message: 'Los datos no son válidos.', errors: { hash: ['El enlace de verificación ha caducado. Solicita uno nuevo.'] } },
    });
    expect(await screen.findByText('No pudimos validar tu correo electrónico.')).toBeInTheDocument();
  });
});
