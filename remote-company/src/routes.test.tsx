import { screen } from '@testing-library/react';
import { findScreenHeading, renderRemote } from '@portal/shared/testing';
import * as remote from './routes';

describe('remote-company route tree', () => {
  it.each([
    ['/company/new-offer', 'Nueva oferta'],
    ['/company/my-offers', 'Mis ofertas'],
    ['/company/my-offers/12/applicants', 'Postulantes'],
    ['/company/my-offers/12/edit', 'Editar oferta'],
  ])('renders %s as its titled screen', async (route, title) => {
    renderRemote(remote, route);
    // Found is enough: a screen whose data cannot load (no API here) redraws its heading with the failure.
    expect(await findScreenHeading(title)).toBeInTheDocument();
  });

  it('sends an unknown company screen to /404', async () => {
    renderRemote(remote, '/company/unknown');
    expect(await screen.findByText('not found')).toBeInTheDocument();
  });
});
