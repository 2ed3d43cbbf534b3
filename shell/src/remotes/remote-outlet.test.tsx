import { screen, waitFor } from '@testing-library/react';
import { renderScreen } from '@portal/shared/testing';
import { RemoteOutlet } from './remote-outlet';

// The federation runtime is not here: the remote's module is still downloading, and stays so.
jest.mock('./load-remote', () => ({
  loadRemoteModule: () => new Promise(() => undefined),
  isUnavailable: () => false,
  retryRemote: jest.fn(),
}));

describe('RemoteOutlet while its remote downloads', () => {
  it('shows the screen’s title from its menu entry over a skeleton, as the page’s first paint did', async () => {
    renderScreen(<RemoteOutlet remote="remote_company" area="company" />, {
      route: '/company/my-offers',
      session: { role: 'company', menu: { my_offers: 'cud' } },
    });

    const title = await screen.findByRole('heading', { level: 2, name: 'Mis ofertas' });
    expect(title.closest('section')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a spinner on a page no menu entry names', async () => {
    const { container } = renderScreen(<RemoteOutlet remote="remote_company" area="company" />, {
      route: '/company/my-offers/7/edit',
      session: { role: 'company', menu: { my_offers: 'cud' } },
    });

    await waitFor(() => expect(container.querySelector('.ant-spin')).toBeInTheDocument());
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
