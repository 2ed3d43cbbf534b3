import type { ReactElement } from 'react';
import type { ScreenLead } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { findScreenHeading, renderRemote } from '../testing';
import { createRemoteRoutes, lazyScreen, type RemoteArea, remoteRoutesModule } from './remote-routes';
import { rememberScreenLead } from './screen-loading';

/** A remote with one screen whose code arrives when the test says so. */
function remoteWithSlowScreen(lead?: ScreenLead) {
  let arrive!: () => void;
  const code = new Promise<{ MyOffersScreen: () => ReactElement }>((resolve) => {
    arrive = () =>
      resolve({
        MyOffersScreen: () => (
          <section>
            <h2>Mis ofertas</h2>
            <p>Asistente de marketing digital</p>
          </section>
        ),
      });
  });
  const areas: RemoteArea[] = [
    {
      prefix: 'company',
      routes: [
        {
          path: 'my-offers',
          title: 'menu.my_offers',
          lead,
          element: lazyScreen(
            () => code,
            (m) => m.MyOffersScreen,
          ),
        },
      ],
    },
  ];
  return { remote: { default: createRemoteRoutes(areas, {}), areas }, arrive };
}

describe('a remote screen while its code downloads', () => {
  it('shows the route’s title where the screen puts its own, over a skeleton, until the screen takes its place', async () => {
    const { remote, arrive } = remoteWithSlowScreen();
    const { container } = renderRemote(remote, '/company/my-offers');

    const title = await screen.findByRole('heading', { level: 2, name: 'Mis ofertas' });
    expect(title.closest('section')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.ant-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('Asistente de marketing digital')).not.toBeInTheDocument();

    arrive();
    expect(await findScreenHeading('Mis ofertas')).toBeInTheDocument();
    expect(screen.getByText('Asistente de marketing digital')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
  });

  it('keeps the lead the first paint of the page showed (the signed-in frame), at that page only', async () => {
    rememberScreenLead('/company/my-offers', { kind: 'intro', text: 'Tus ofertas publicadas y sus borradores.' });
    window.history.replaceState(null, '', '/company/my-offers');
    const opened = renderRemote(remoteWithSlowScreen().remote, '/company/my-offers');
    const title = await screen.findByRole('heading', { level: 2, name: 'Mis ofertas' });
    expect(title.nextElementSibling).toHaveTextContent('Tus ofertas publicadas y sus borradores.');
    opened.unmount();

    // Elsewhere (the visitor has moved on), the title alone.
    window.history.replaceState(null, '', '/company/new-offer');
    renderRemote(remoteWithSlowScreen().remote, '/company/my-offers');
    await screen.findByRole('heading', { level: 2, name: 'Mis ofertas' });
    expect(screen.queryByText('Tus ofertas publicadas y sus borradores.')).not.toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });

  it('draws the summary card a route declares above the title, as the screen does, so the title stays where it is', async () => {
    const { remote } = remoteWithSlowScreen({ kind: 'summary', text: '' });
    renderRemote(remote, '/company/my-offers');
    const title = await screen.findByRole('heading', { level: 2, name: 'Mis ofertas' });
    const card = title.previousElementSibling;
    expect(card).toHaveClass('ant-card');
    expect(card).toHaveAttribute('aria-busy', 'true');
    // Its three lines (the figure, the bar, the missing sections) and its action's placeholder, no text.
    expect(card!.querySelectorAll('.ant-skeleton-input')).toHaveLength(3);
    expect(card!.querySelector('.ant-skeleton-button')).toBeInTheDocument();
    expect(card).toHaveTextContent('');
  });
});

describe('a remote’s routes module built from its route table', () => {
  const table = {
    list: { path: '/offers', menu: 'offers' },
    detail: { path: '/offers/:id', title: 'menu.offers' },
    form: { path: '/company/new-offer', menu: 'new_offer', lead: { kind: 'intro', textId: 'form.intro' } },
  } as const;
  const prefetched: string[] = [];
  const module = remoteRoutesModule(
    table,
    {
      list: { element: <p>list</p>, prefetch: ({ pathname }) => prefetched.push(`list ${pathname}`) },
      detail: { element: <p>detail</p> },
      form: { element: <p>form</p>, prefetch: ({ pathname }) => prefetched.push(`form ${pathname}`) },
    },
    { 'form.intro': 'Describe el puesto.' },
  );
  const request = (pathname: string) => ({ area: pathname.split('/')[1]!, pathname, search: '', dispatch: jest.fn() });
  beforeEach(() => prefetched.splice(0));

  it('mounts each entry in the area of its first segment, titled and led as the table says', () => {
    expect(module.areas.map(({ prefix, routes }) => [prefix, routes.map(({ path, title, lead }) => ({ path, title, lead }))])).toEqual([
      [
        'offers',
        [
          { path: '', title: 'menu.offers', lead: undefined },
          { path: ':id', title: 'menu.offers', lead: undefined },
        ],
      ],
      ['company', [{ path: 'new-offer', title: 'menu.new_offer', lead: { kind: 'intro', text: 'Describe el puesto.' } }]],
    ]);
  });

  it('starts the reads of the entry whose path the page’s is, and of no other', () => {
    module.prefetch(request('/offers'));
    module.prefetch(request('/offers/12'));
    module.prefetch(request('/company/new-offer'));
    module.prefetch(request('/Company/new-offer'));
    module.prefetch(request('/company/new-offer/x'));
    expect(prefetched).toEqual(['list /offers', 'form /company/new-offer']);
  });

  it('renders an entry’s screen at its path', async () => {
    renderRemote(module, '/offers/12');
    expect(await screen.findByText('detail')).toBeInTheDocument();
  });
});
