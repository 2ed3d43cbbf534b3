import { screen, waitFor } from '@testing-library/react';
import { createSignedInStore, recordRequests, renderScreen, setupApiServer } from '@portal/shared/testing';
import { NewOfferScreen } from './features/offers/form/new-offer-screen';
import { MyOffersScreen } from './features/offers/list/my-offers-screen';
import { fakeCompanyApi, offerFixture } from './features/offers/testing/fake-company-api';
import { fullCompanyMenu } from './features/offers/testing/render-company';
import { messages } from './i18n/es';
import { prefetch } from './routes';

const server = setupApiServer();
const requests = recordRequests(server);

describe('remote-company: the first page’s reads, started before its screen renders', () => {
  beforeEach(() => {
    const offers = [
      offerFixture({ id: 1, titulo: 'Analista contable' }),
      offerFixture({ id: 2, titulo: 'Desarrollador web junior', status: 'publicada', fecha_publicacion: '2099-01-01' }),
    ];
    server.use(...fakeCompanyApi({ offers }).handlers);
  });

  it('reads the list its address asks for, which the screen then finds without asking again', async () => {
    const bundle = createSignedInStore({ role: 'company', menu: fullCompanyMenu });
    prefetch({ area: 'company', pathname: '/company/my-offers', search: '?estado=borrador', dispatch: bundle.store.dispatch });
    await waitFor(() => expect(requests).toHaveLength(1));
    const [read] = requests;
    expect(read).toMatch(/^GET \/api\/company\/offers\?/);
    expect(Object.fromEntries(new URL(read!.slice(4), 'http://localhost').searchParams)).toEqual({
      status: 'borrador',
      page: '1',
      per_page: '20',
    });

    renderScreen(<MyOffersScreen />, { route: '/company/my-offers?estado=borrador', messages, bundle });
    expect(await screen.findByText('Analista contable')).toBeInTheDocument();
    expect(screen.queryByText('Desarrollador web junior')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('GET /api/company/offers?'))).toEqual([read]);
  });

  it('reads the catalogs of /company/new-offer’s selects, which the form then finds without asking again', async () => {
    const bundle = createSignedInStore({ role: 'company', menu: fullCompanyMenu });
    prefetch({ area: 'company', pathname: '/company/new-offer', search: '', dispatch: bundle.store.dispatch });
    const reads = [
      'GET /api/catalogs/areas',
      'GET /api/catalogs/modalidades',
      'GET /api/catalogs/provincias',
      'GET /api/catalogs/tipos-contrato',
    ];
    await waitFor(() => expect([...requests].sort()).toEqual(reads));

    renderScreen(<NewOfferScreen />, { route: '/company/new-offer', messages, bundle });
    expect(await screen.findByRole('combobox', { name: 'Provincia' })).toBeInTheDocument();
    // Each select's read is one of the prefetched ones (the same arguments), not one of its own.
    const catalogReads = Object.keys(bundle.store.getState().api.queries).filter((key) => key.startsWith('getCatalog('));
    expect(catalogReads.sort()).toEqual([
      'getCatalog("areas")',
      'getCatalog("modalidades")',
      'getCatalog("provincias")',
      'getCatalog("tipos-contrato")',
    ]);
    expect(requests.filter((request) => request.startsWith('GET /api/catalogs/')).sort()).toEqual(reads);
  });

  it('reads nothing for the company’s other screens', async () => {
    const bundle = createSignedInStore({ role: 'company', menu: fullCompanyMenu });
    prefetch({ area: 'company', pathname: '/company/my-offers/3/applicants', search: '', dispatch: bundle.store.dispatch });
    // The module the list's read comes with, as prefetch would have had it by now.
    await import('./features/offers/api/offers-api');
    await Promise.resolve();
    expect(bundle.store.getState().api.queries).toEqual({});
  });
});
