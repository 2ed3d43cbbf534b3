import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loggedIn, notificationReceived, type NotificationItem } from '@portal/shared';
import { refreshHandler, renderScreen, testApi } from '../../../testing/render-screen';
import { NotificationsBell } from './notifications-bell';

const stored: NotificationItem = {
  id: 1,
  type: 'company.review',
  text: 'La empresa Andes fue aprobada.',
  link: null,
  read: false,
  created_at: '2026-11-23T10:00:00.000Z',
};
let readCalls: string[] = [];

const server = setupServer(
  refreshHandler,
  http.get(`${testApi}/notifications`, () => HttpResponse.json({ message: 'OK', data: { items: [stored], unread: 1 } })),
  http.post(`${testApi}/notifications/:id/read`, ({ params }) => {
    readCalls.push(String(params.id));
    return HttpResponse.json({ message: 'OK', data: { unread: 0 } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  readCalls = [];
});
afterAll(() => server.close());

function renderBell() {
  const rendered = renderScreen(<NotificationsBell />);
  act(() => {
    rendered.bundle.store.dispatch(
      loggedIn({ user: { id_us: 7, name_us: 'Ana', role: { id_ro: 2, name_ro: 'Empresa' } }, menu: [], token: 't'.repeat(43) }),
    );
  });
  return rendered;
}

describe('NotificationsBell', () => {
  it('shows the unread count, takes a live notification and marks one read when opened', async () => {
    const user = userEvent.setup();
    const { bundle } = renderBell();
    expect(await screen.findByRole('button', { name: 'Notificaciones: 1 notificación nueva' })).toBeInTheDocument();

    act(() => {
      bundle.store.dispatch(notificationReceived(7, { ...stored, id: 2, text: 'Nueva postulación.' }));
    });
    const bell = await screen.findByRole('button', { name: 'Notificaciones: 2 notificaciones nuevas' });

    await user.click(bell);
    const item = await screen.findByRole('button', { name: 'No leída: La empresa Andes fue aprobada.' });
    expect(screen.getByRole('button', { name: 'No leída: Nueva postulación.' })).toBeInTheDocument();
    await user.click(item);
    await waitFor(() => expect(readCalls).toEqual(['1']));
    expect(await screen.findByRole('button', { name: 'La empresa Andes fue aprobada.' })).toBeInTheDocument();
  });

  it('renders nothing without a session', async () => {
    const { bundle } = renderScreen(
      <>
        <p>Pantalla</p>
        <NotificationsBell />
      </>,
    );
    // The page shows once the stored session has been read: the bell, had it come, came with it.
    await screen.findByText('Pantalla');
    expect(screen.queryByRole('button')).toBeNull();

    // The same page shows the bell as soon as someone signs in: what the test looks for is there to see.
    act(() => {
      bundle.store.dispatch(
        loggedIn({ user: { id_us: 7, name_us: 'Ana', role: { id_ro: 2, name_ro: 'Empresa' } }, menu: [], token: 't'.repeat(43) }),
      );
    });
    expect(await screen.findByRole('button', { name: 'Notificaciones: 1 notificación nueva' })).toBeInTheDocument();
  });

  it('keeps a notification that arrives while the list is still on its way (the list is read again)', async () => {
    // The first answer was computed before the notification existed: it is released only once the notification has arrived.
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    server.use(
      http.get(`${testApi}/notifications`, async () => {
        calls += 1;
        if (calls === 1) {
          await answered;
          return HttpResponse.json({ message: 'OK', data: { items: [], unread: 0 } });
        }
        return HttpResponse.json({ message: 'OK', data: { items: [{ ...stored, id: 3, text: 'Empresa aprobada.' }], unread: 1 } });
      }),
    );
    const { bundle } = renderBell();
    await waitFor(() => expect(calls).toBe(1));
    act(() => {
      bundle.store.dispatch(notificationReceived(7, { ...stored, id: 3, text: 'Empresa aprobada.' }));
    });
    release();
    expect(await screen.findByRole('button', { name: 'Notificaciones: 1 notificación nueva' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
