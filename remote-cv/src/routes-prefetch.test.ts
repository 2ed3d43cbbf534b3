import type { AppStore } from '@portal/shared';
import { api, createSignedInStore, setupApiServer } from '@portal/shared/testing';
import { cvApi } from './features/cv/api/cv-api';
import { fakeCvApi } from './features/cv/testing/fake-cv-api';
import { fullCvMenu } from './features/cv/testing/render-cv';
import { prefetch } from './routes';

const server = setupApiServer();

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
  let requests: string[] = [];
  const record = ({ request }: { request: Request }) => {
    requests.push(`${request.method} ${request.url}`);
  };
  let store: AppStore;
  beforeEach(() => {
    requests = [];
    server.events.on('request:start', record);
    server.use(...fakeCvApi().handlers);
    ({ store } = createSignedInStore({ role: 'student', menu: fullCvMenu }));
  });
  afterEach(() => server.events.removeListener('request:start', record));

  it('reads the CV for a /CV page, and the screen then finds it in the store', async () => {
    prefetch({ area: 'CV', pathname: '/CV/languages', dispatch: store.dispatch });
    await until(store, (state) => !readCv(state).isUninitialized && !readCv(state).isLoading);
    expect(readCv(store.getState()).data?.completeness.percent).toBe(0);
    expect(requests).toEqual([`GET ${api('cv')}`]);
  });

  it('reads nothing for the offers and the applications, whose screens choose their own reads', () => {
    prefetch({ area: 'offers', pathname: '/offers', dispatch: store.dispatch });
    prefetch({ area: 'applications', pathname: '/applications', dispatch: store.dispatch });
    // RTK Query marks a read as started the moment its action is dispatched.
    expect(readCv(store.getState()).isUninitialized).toBe(true);
  });
});
