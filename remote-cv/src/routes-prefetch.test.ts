import type { AppStore } from '@portal/shared';
import { api, createSignedInStore, setupApiServer } from '@portal/shared/testing';
import { cvApi } from './features/cv/api/cv-api';
import { fakeCvApi } from './features/cv/testing/fake-cv-api';
import { fullCvMenu } from './features/cv/testing/render-cv';
import { prefetch } from './routes';

const server = setupApiServer();

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
    const read = cvApi.endpoints.getCv.select();
    prefetch({ area: 'CV', pathname: '/CV/languages', dispatch: store.dispatch });
    await until(store, (state) => !read(state).isUninitialized && !read(state).isLoading);
    expect(read(store.getState()).data?.completeness.percent).toBe(0);
    expect(requests).toEqual([`GET ${api('cv')}`]);
  });

  it('reads nothing for the offers and the applications, whose screens choose their own reads', () => {
    prefetch({ area: 'offers', pathname: '/offers', dispatch: store.dispatch });
    prefetch({ area: 'applications', pathname: '/applications', dispatch: store.dispatch });
    // RTK Query marks a read as started the moment its action is dispatched.
    expect(cvApi.endpoints.getCv.select()(store.getState()).isUninitialized).toBe(true);
  });
});
