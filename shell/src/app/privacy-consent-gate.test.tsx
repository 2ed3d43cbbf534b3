import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getApiClient, loggedIn, selectPrivacyConsentRequired } from '@portal/shared';
import { api, createSignedInStore, ok, renderScreen, setupApiServer, testLogin } from '@portal/shared/testing';
import { Route, Routes } from '@portal/shared/router';
import { RequireSession } from './guard';
import { refreshSession } from '../common/auth-thunks';
import { messages } from '../i18n/es';

const notice = {
  version: 2,
  texto: 'La universidad es responsable de tus datos personales.\n\nPuedes reclamar ante la SPDP.',
  publicado_en: '2026-11-20T15:00:00.000Z',
};
const server = setupApiServer(http.get(api('privacy-notice'), () => ok(notice)));

/** A protected screen whose button makes some ordinary call (as any screen would). */
function ProtectedScreen() {
  return (
    <>
      <p>pantalla protegida</p>
      <button
        type="button"
        onClick={() =>
          void getApiClient()
            .get('offers')
            .catch(() => undefined)
        }
      >
        Cargar ofertas
      </button>
    </>
  );
}

function renderGuarded({ consentRequired }: { consentRequired: boolean }) {
  const bundle = createSignedInStore();
  bundle.store.dispatch(loggedIn({ ...testLogin({ role: 'student' }), privacy_consent_required: consentRequired }));
  return renderScreen(
    <Routes>
      <Route path="/login" element={<p>pantalla de ingreso</p>} />
      <Route
        path="*"
        element={
          <RequireSession>
            <ProtectedScreen />
          </RequireSession>
        }
      />
    </Routes>,
    { route: '/', bundle, messages },
  );
}

describe('the blocking privacy consent screen', () => {
  it('stands in for every screen until the user accepts the notice in force, then lets them go on', async () => {
    const accepted: unknown[] = [];
    server.use(
      http.post(api('user/privacy-consent'), async ({ request }) => {
        accepted.push(await request.json());
        return ok({ version: 2, aceptado_en: '2026-12-02T18:00:00.000Z' }, 'Aceptaste el aviso.', 201);
      }),
    );
    const { user, store } = renderGuarded({ consentRequired: true });

    expect(await screen.findByRole('heading', { name: 'Aviso de privacidad' })).toBeInTheDocument();
    expect(await screen.findByText('La universidad es responsable de tus datos personales.')).toBeInTheDocument();
    expect(screen.getByText('Puedes reclamar ante la SPDP.')).toBeInTheDocument();
    expect(screen.getByText(/Versión 2, publicada el/)).toBeInTheDocument();
    expect(screen.queryByText('pantalla protegida')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Acepto el aviso de privacidad' }));

    expect(await screen.findByText('pantalla protegida')).toBeInTheDocument();
    expect(accepted).toEqual([{ version: 2 }]);
    expect(selectPrivacyConsentRequired(store.getState())).toBe(false);
  });

  it('comes back when any call answers 403 privacy_consent_required (a notice published meanwhile)', async () => {
    server.use(
      http.get(api('offers'), () =>
        HttpResponse.json({ message: 'Debes aceptar el aviso de privacidad.', code: 'privacy_consent_required' }, { status: 403 }),
      ),
    );
    const { user } = renderGuarded({ consentRequired: false });
    await user.click(await screen.findByRole('button', { name: 'Cargar ofertas' }));

    expect(await screen.findByRole('button', { name: 'Acepto el aviso de privacidad' })).toBeInTheDocument();
    expect(screen.queryByText('pantalla protegida')).toBeNull();
  });

  it('comes after a reload when user/me says the current notice is not accepted', async () => {
    server.use(http.get(api('user/me'), () => ok({ ...testLogin({ role: 'student' }), privacy_consent_required: true })));
    const { store } = renderGuarded({ consentRequired: false });
    expect(await screen.findByText('pantalla protegida')).toBeInTheDocument();

    await store.dispatch(refreshSession());

    expect(await screen.findByRole('button', { name: 'Acepto el aviso de privacidad' })).toBeInTheDocument();
  });

  it('lets the user sign out instead', async () => {
    server.use(http.post(api('user/logout'), () => ok(null)));
    const { user } = renderGuarded({ consentRequired: true });
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('pantalla de ingreso')).toBeInTheDocument();
  });

  it('shows the newer notice when another version was published while reading', async () => {
    let current = notice;
    server.use(
      http.get(api('privacy-notice'), () => ok(current)),
      http.post(api('user/privacy-consent'), () => {
        current = { ...notice, version: 3, texto: 'Versión nueva del aviso de privacidad de la universidad.' };
        return HttpResponse.json({ message: 'La versión no es la vigente.', errors: { version: ['No vigente.'] } }, { status: 422 });
      }),
    );
    const { user } = renderGuarded({ consentRequired: true });
    await user.click(await screen.findByRole('button', { name: 'Acepto el aviso de privacidad' }));
    expect(await screen.findByText('Versión nueva del aviso de privacidad de la universidad.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('pantalla protegida')).toBeNull());
  });
});
