import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import type { CompanyDashboard } from '@portal/contracts/schemas';
import { loggedIn, MessagesScope, notificationReceived } from '@portal/shared';
import { api, createTestStore, ok, renderScreen, renderWithProviders, setupApiServer, testLogin } from '@portal/shared/testing';
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

const server = setupApiServer();

const cvCard: RemoteWidgetModule = { default: () => <p>Hoja de vida completa al 44 %</p> };
const companyCards: RemoteWidgetModule = { default: () => <p>Ofertas por estado: 2 publicadas</p> };
const adminFigures: RemoteWidgetModule = { default: () => <p>Usuarios por rol</p> };
const review = (company: Partial<CompanyDashboard['company']>): CompanyDashboard => ({
  role: 'company',
  company: { empresa: 'Andes Software S.A.', status: 'pendiente', motivo_rechazo: null, reviewed_at: null, ...company },
  offers_by_status: [],
});
const approved = review({ status: 'aprobada', reviewed_at: '2026-11-20T15:00:00.000Z' });
/** The company's review as GET /api/dashboard answers it (the notice above the company's cards). */
function answerReview(answer: CompanyDashboard) {
  server.use(
    http.get(api('dashboard'), () => ok(answer)),
    http.get(api('notifications'), () => ok({ items: [], unread: 0 })),
  );
}
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

describe('the landing page', () => {
  beforeEach(() => {
    loadRemoteModule.mockReset();
    retryRemote.mockReset();
  });

  it('shows a student the CV and applications cards from remote-cv, beside the slot still to come', async () => {
    loadRemoteModule.mockReturnValue(Promise.resolve(cvCard));
    renderHome();
    expect(await screen.findByText('Hoja de vida completa al 44 %')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('remote_cv', 'dashboard');
    expect(screen.getByText('Ofertas publicadas')).toBeInTheDocument();
    expect(screen.getAllByText('Pronto verás aquí tus datos.')).toHaveLength(1);
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

  it('shows a company its cards from remote-company, and loads nothing from remote-cv', async () => {
    answerReview(approved);
    loadRemoteModule.mockReturnValue(Promise.resolve(companyCards));
    renderHome('company');
    expect(await screen.findByText('Ofertas por estado: 2 publicadas')).toBeInTheDocument();
    expect(loadRemoteModule).toHaveBeenCalledWith('remote_company', 'dashboard');
    expect(loadRemoteModule).not.toHaveBeenCalledWith('remote_cv', expect.anything());
    expect(screen.queryByText('Pronto verás aquí tus datos.')).not.toBeInTheDocument();
  });

  it('says the company’s cards are unavailable, with a retry, when remote-company is offline', async () => {
    answerReview(approved);
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

describe('a company’s landing', () => {
  beforeEach(() => loadRemoteModule.mockReturnValue(Promise.resolve(companyCards)));

  function renderCompanyHome(first: CompanyDashboard) {
    let answer = first;
    server.use(
      http.get(api('dashboard'), () => ok(answer)),
      http.get(api('notifications'), () => ok({ items: [], unread: 0 })),
    );
    const rendered = renderScreen(
      <ProductTitleContext.Provider value="Bolsa de Empleo Universitaria">
        <HomeScreen />
      </ProductTitleContext.Provider>,
      { session: { role: 'company', menu: { new_offer: 'c', my_offers: 'udx' } } },
    );
    return { ...rendered, answerNext: (next: CompanyDashboard) => (answer = next) };
  }

  it('says the company awaits approval, and shows the rejection’s reason as soon as it arrives', async () => {
    const { store, answerNext } = renderCompanyHome(review({}));
    expect(
      await screen.findByText(
        'La empresa Andes Software S.A. está pendiente de aprobación: podrá publicar ofertas cuando un administrador la apruebe.',
      ),
    ).toBeInTheDocument();

    answerNext(review({ status: 'rechazada', motivo_rechazo: 'Los datos del RUC no coinciden con el SRI.' }));
    act(() => {
      store.dispatch(
        notificationReceived(1, {
          id: 90,
          type: 'company.review',
          text: 'La empresa Andes Software S.A. no fue aprobada. Motivo: Los datos del RUC no coinciden con el SRI.',
          link: '/',
          read: false,
          created_at: '2026-11-20T15:00:00.000Z',
        }),
      );
    });
    expect(await screen.findByText('La empresa Andes Software S.A. no fue aprobada.')).toBeInTheDocument();
    expect(screen.getByText('Motivo: Los datos del RUC no coinciden con el SRI.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('no fue aprobada');
  });

  it('says nothing about the review once the company is approved', async () => {
    renderCompanyHome(approved);
    expect(await screen.findByText('Ofertas por estado: 2 publicadas')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
