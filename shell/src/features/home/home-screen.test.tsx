import { act, screen } from '@testing-library/react';
import { loggedIn, MessagesScope } from '@portal/shared';
import { createTestStore, renderWithProviders, testLogin } from '@portal/shared/testing';
import { ProductTitleContext } from '../../common/product-title';
import type { UnavailableRemote } from '../../remotes/fallback-plugin';
import type { RemoteWidgetModule } from '../../remotes/load-remote';
import { HomeScreen } from './home-screen';

// Module Federation's runtime does not run under Jest: the remote's module is what this test hands over.
const loadRemoteModule = jest.fn<Promise<RemoteWidgetModule | UnavailableRemote>, [string, string]>();
const retryRemote = jest.fn();
jest.mock('../../remotes/load-remote', () => ({
  loadRemoteModule: (remote: string, module: string) => loadRemoteModule(remote, module),
  retryRemote: (remote: string) => retryRemote(remote),
  isUnavailable: jest.requireActual('../../remotes/fallback-plugin').isUnavailable,
}));

const cvCard: RemoteWidgetModule = { default: () => <p>Hoja de vida completa al 44 %</p> };
const companyCards: RemoteWidgetModule = { default: () => <p>Ofertas por estado: 2 publicadas</p> };
const adminFigures: RemoteWidgetModule = { default: () => <p>Usuarios por rol</p> };
const offline: UnavailableRemote = { unavailable: true, remote: 'remote_cv', error: new Error('Failed to fetch') };

function renderHome(role: 'student' | 'company' | 'admin' = 'student') {
  const bundle = createTestStore();
  bundle.store.dispatch(loggedIn(testLogin({ role })));
  return renderWithProviders(
    <MessagesScope messages={{}}>
      <ProductTitleContext.Provider value="Bolsa de Empleo Universitaria">
        <HomeScreen />
      </ProductTitleContext.Provider>
    </MessagesScope>,
    { bundle },
  );
}

describe('the landing page of a role with no menu items', () => {
  it('says the account has no screens yet and whom to ask, instead of an empty greeting', async () => {
    const bundle = createTestStore();
    const login = testLogin({ role: 'student' });
    bundle.store.dispatch(loggedIn({ ...login, user: { ...login.user, role: { id_ro: 9, name_ro: 'Auditor' } }, menu: [] }));
    renderWithProviders(
      <MessagesScope messages={{}}>
        <HomeScreen />
      </MessagesScope>,
      { bundle },
    );
    expect(await screen.findByText('Tu cuenta aún no tiene pantallas asignadas.')).toBeInTheDocument();
    expect(screen.getByText(/Pide a un administrador de la bolsa de empleo que asigne menús a tu rol «Auditor»/)).toBeInTheDocument();
  });
});

describe('the landing page', () => {
  beforeEach(() => {
    loadRemoteModule.mockReset();
    retryRemote.mockReset();
  });

  it('shows a student the CV and applications cards from remote-cv, and no placeholder', async () => {
    loadRemoteModule.mockReturnValue(Promise.resolve(cvCard));
    renderHome();
    expect(await screen.findByText('Hoja de vida completa al 44 %')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('remote_cv', 'dashboard');
    expect(screen.queryByText('Pronto verás aquí tus datos.')).not.toBeInTheDocument();
  });

  it('says the CV card is unavailable, with a retry, and the rest of the page still works', async () => {
    loadRemoteModule.mockReturnValue(Promise.resolve(offline));
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Esta sección no está disponible en este momento' })).toBeInTheDocument();
    expect(screen.getByText(/No pudimos cargar el módulo «Hoja de vida»/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hola, Ana Prueba' })).toBeInTheDocument();

    const back = Promise.resolve(cvCard);
    loadRemoteModule.mockReturnValue(back);
    // Inside one act until the module arrives: React's retry after a suspension is flushed by act
    // here (in a browser its scheduler runs it; e2e/tests/skeleton.spec.ts retries a whole area).
    await act(async () => {
      screen.getByRole('button', { name: 'Reintentar' }).click();
      await back;
    });
    expect(retryRemote).toHaveBeenCalledWith('remote_cv');
    expect(await screen.findByText('Hoja de vida completa al 44 %')).toBeInTheDocument();
  });

  it('shows a company its cards from remote-company, and loads nothing from remote-cv', async () => {
    loadRemoteModule.mockReturnValue(Promise.resolve(companyCards));
    renderHome('company');
    expect(await screen.findByText('Ofertas por estado: 2 publicadas')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('remote_company', 'dashboard');
    expect(loadRemoteModule).not.toHaveBeenCalledWith('remote_cv', expect.anything());
    expect(screen.queryByText('Pronto verás aquí tus datos.')).not.toBeInTheDocument();
  });

  it('says the company’s cards are unavailable, with a retry, when remote-company is offline', async () => {
    loadRemoteModule.mockReturnValue(Promise.resolve({ ...offline, remote: 'remote_company' }));
    renderHome('company');
    expect(await screen.findByRole('heading', { name: 'Esta sección no está disponible en este momento' })).toBeInTheDocument();
    expect(screen.getByText(/No pudimos cargar el módulo «Empresa»/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hola, Ana Prueba' })).toBeInTheDocument();
  });

  it('shows an administrator the figures and charts of remote-admin, and no placeholder', async () => {
    loadRemoteModule.mockReturnValue(Promise.resolve(adminFigures));
    renderHome('admin');
    expect(await screen.findByText('Usuarios por rol')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('remote_admin', 'dashboard');
    expect(screen.queryByText('Pronto verás aquí tus datos.')).not.toBeInTheDocument();
  });
});
