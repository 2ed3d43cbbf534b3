import { screen, waitFor, within } from '@testing-library/react';
import type { AppStore } from '@portal/shared';
import { createSignedInStore, recordRequests, renderScreen, setupApiServer } from '@portal/shared/testing';
import { cvApi } from './features/cv/api/cv-api';
import { BasicScreen } from './features/cv/basic/basic-screen';
import { fakeCvApi } from './features/cv/testing/fake-cv-api';
import { fullCvMenu } from './features/cv/testing/render-cv';
import { savedBasic } from './features/cv/testing/saved-basic';
import { OffersScreen } from './features/offers/search/offers-screen';
import { fakeOffer, fakeOffersApi } from './features/offers/testing/fake-offers-api';
import { studentOffersMenu } from './features/offers/testing/render-offers';
import { messages } from './i18n/es';
import { prefetch } from './routes';

const server = setupApiServer();
const requests = recordRequests(server);

/** GET /api/cv's entry in the store (the store's type knows only the endpoints of the core). */
const selectCv = cvApi.endpoints.getCv.select();
const readCv = (state: unknown) => selectCv(state as Parameters<typeof selectCv>[0]);

/** Resolves once the store's state satisfies `done`. */
const until = (store: AppStore, done: (state: ReturnType<AppStore['getState']>) => boolean) =>
  new Promise<void>((resolve) => {
    const stop = store.subscribe(() => {
      if (!done(store.getState())) return;
      stop();
      resolve();
    });
  });

describe('remote-cv: the first page’s reads, started before its screen renders', () => {
  let bundle: ReturnType<typeof createSignedInStore>;
  let store: AppStore;
  beforeEach(() => {
    server.use(...fakeCvApi().handlers);
    bundle = createSignedInStore({ role: 'student', menu: { ...fullCvMenu, ...studentOffersMenu } });
    ({ store } = bundle);
  });

  it('reads the CV for a /CV page, and the screen then finds it in the store', async () => {
    prefetch({ area: 'CV', pathname: '/CV/languages', search: '', dispatch: store.dispatch });
    await until(store, (state) => !readCv(state).isUninitialized && !readCv(state).isLoading);
    expect(readCv(store.getState()).data?.completeness.percent).toBe(0);
    expect(requests).toEqual(['GET /api/cv']);
  });

  it('reads the search an /offers address asks for, which the screen then finds without asking again', async () => {
    const { handlers } = fakeOffersApi({ offers: [fakeOffer(1, { titulo: 'Desarrollador Java' }), fakeOffer(2, { titulo: 'Contador' })] });
    server.use(...handlers);
    prefetch({ area: 'offers', pathname: '/offers', search: '?q=java&sort=cierre', dispatch: store.dispatch });
    const search = 'GET /api/offers?q=java&sort=cierre';
    // And what the filters offer: their catalogs and the universities' careers.
    const reads = [
      search,
      'GET /api/catalogs/areas',
      'GET /api/catalogs/modalidades',
      'GET /api/catalogs/provincias',
      'GET /api/catalogs/tipos-contrato',
      'GET /api/universities',
    ].sort();
    await waitFor(() => expect([...requests].sort()).toEqual(reads));

    renderScreen(<OffersScreen />, { route: '/offers?q=java&sort=cierre', messages, bundle });
    expect(await screen.findByText('1 resultado')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Desarrollador Java' })).toBeInTheDocument();
    expect([...requests].sort()).toEqual(reads);
  });

  it('reads the catalogs of /CV/basic’s selects, the cities of the CV’s province once the CV is in, and the form finds them all', async () => {
    server.use(...fakeCvApi({ basic: savedBasic }).handlers);
    prefetch({ area: 'CV', pathname: '/CV/basic', search: '', dispatch: store.dispatch });
    const reads = [
      'GET /api/catalogs/ciudades?provincia=17',
      'GET /api/catalogs/estados-civiles',
      'GET /api/catalogs/generos',
      'GET /api/catalogs/paises',
      'GET /api/catalogs/provincias',
      'GET /api/cv',
    ];
    // Every read is under way before the screen renders; the cities wait for the CV's province.
    await waitFor(() => expect([...requests].sort()).toEqual(reads));

    renderScreen(<BasicScreen />, { route: '/CV/basic', messages, bundle });
    const city = await screen.findByRole('combobox', { name: 'Ciudad' });
    // The selects show the saved choices' names, read from the prefetched catalogs.
    expect(within(city.closest('.ant-select')!).getByText('Quito')).toBeInTheDocument();
    const gender = screen.getByRole('combobox', { name: 'Género' });
    expect(within(gender.closest('.ant-select')!).getByText('Femenino')).toBeInTheDocument();
    // The form's selects asked for nothing more: the same arguments found the prefetched reads.
    const catalogReads = Object.keys(store.getState().api.queries).filter((key) => key.startsWith('getCatalog('));
    expect(catalogReads).toHaveLength(5);
    expect([...requests].sort()).toEqual(reads);
  });

  it('reads no CV for the offers and the applications', () => {
    prefetch({ area: 'offers', pathname: '/offers/12', search: '', dispatch: store.dispatch });
    prefetch({ area: 'applications', pathname: '/applications', search: '', dispatch: store.dispatch });
    // RTK Query marks a read as started the moment its action is dispatched.
    expect(readCv(store.getState()).isUninitialized).toBe(true);
  });
});
