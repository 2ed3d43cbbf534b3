import { act, screen, within } from '@testing-library/react';
import { loggedIn, MessagesScope } from '@portal/shared';
import { createTestStore, renderWithProviders, testLogin } from '@portal/shared/testing';
import { ProductTitleContext } from '../../app/product-title';
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
const offline: UnavailableRemote = { unavailable: true, remote: 'remote_cv', error: new Error('Failed to fetch') };

function renderHome(role: 'student' | 'company' = 'student') {
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

describe('the landing page', () => {
  beforeEach(() => {
    loadRemoteModule.mockReset();
    retryRemote.mockReset();
  });

  it('shows a student the CV card from remote-cv, beside the slots still to come', async () => {
    loadRemoteModule.mockReturnValue(Promise.resolve(cvCard));
    renderHome();
    expect(await screen.findByText('Hoja de vida completa al 44 %')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('remote_cv', 'dashboard');
    expect(screen.getByText('Postulaciones activas')).toBeInTheDocument();
    expect(screen.getAllByText('Pronto verás aquí tus datos.')).toHaveLength(2);
  });

  it('says the CV card is unavailable, with a retry, and the rest of the page still works', async () => {
    loadRemoteModule.mockReturnValue(Promise.resolve(offline));
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Esta sección no está disponible en este momento' })).toBeInTheDocument();
    expect(screen.getByText(/No pudimos cargar el módulo «Hoja de vida»/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hola, Ana Prueba' })).toBeInTheDocument();
    expect(screen.getByText('Ofertas publicadas')).toBeInTheDocument();

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

  it('loads nothing from remote-cv for a company', async () => {
    renderHome('company');
    const tiles = await screen.findAllByText('Pronto verás aquí tus datos.');
    expect(tiles).toHaveLength(3);
    expect(within(document.body).getByText('Postulantes nuevos')).toBeInTheDocument();
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });
});
