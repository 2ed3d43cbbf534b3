import { signChannel } from '../src/realtime/signature.ts';
import { listeningRealtimeApp, type RawSocket } from './helpers/realtime-clients.ts';

/**
 * Issue 13, gap 6: sockets that take a place without using it. Written as the attack: idle
 * sockets held open, one socket hoarding channels, one host opening sockets until the
 * instance is full.
 */
describe('real-time limits on idle and hoarding sockets', () => {
  const { app, raw } = listeningRealtimeApp({
    REALTIME_SUBSCRIBE_DEADLINE_SECONDS: '1',
    REALTIME_MAX_CHANNELS_PER_SOCKET: '20',
    REALTIME_MAX_SOCKETS_PER_IP: '3',
    REALTIME_MAX_CONNECTIONS: '10',
    // 21 subscriptions in a row are not a flood here.
    REALTIME_MAX_MESSAGES_PER_SECOND: '100',
  });

  /** Subscribes with a signature as broadcasting/auth would give it (the portal's channels are all private). */
  const join = async (socket: RawSocket, channel: string) => {
    const auth = signChannel('portal-key', app().realtime.appSecret, await socket.socketId(), channel);
    socket.send('pusher:subscribe', { channel, auth });
  };

  it('closes a socket that never subscribes once the deadline passes (4009), and keeps one that did', async () => {
    const idle = raw();
    const busy = raw();
    await idle.socketId();
    await busy.socketId();
    await join(busy, 'private-users.7');
    await busy.next('pusher_internal:subscription_succeeded');

    expect((await idle.next('pusher:error')).data.code).toBe(4009);
    expect((await idle.closed).code).toBe(4009);
    // Past the deadline, the subscribed one is still there.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(busy.ws.readyState).toBe(busy.ws.OPEN);
  });

  it('refuses channels the portal does not use, so a socket without a token cannot keep its place (issue 41)', async () => {
    const squatter = raw();
    await squatter.socketId();
    for (const channel of ['avisos', 'canal-publico', 'private-otros.1', 'users.7']) {
      squatter.send('pusher:subscribe', { channel });
      expect(await squatter.next('pusher:subscription_error')).toMatchObject({ channel, data: { status: 403 } });
    }
    expect(app().realtime.hub.deliver('avisos', 'prueba', {})).toBe(0);
    // It holds no channel, so the deadline closes it like a socket that never subscribed.
    expect((await squatter.closed).code).toBe(4009);
  });

  it('closes a socket that left its last channel and joined none within the deadline', async () => {
    const socket = raw();
    await socket.socketId();
    await join(socket, 'private-users.7');
    await socket.next('pusher_internal:subscription_succeeded');
    socket.send('pusher:unsubscribe', { channel: 'private-users.7' });
    expect((await socket.closed).code).toBe(4009);
  });

  it('refuses the 21st channel of one socket with pusher:error and keeps the first 20', async () => {
    const socket = raw();
    await socket.socketId();
    for (let n = 1; n <= 20; n += 1) {
      await join(socket, `private-roles.${n}`);
      expect((await socket.next('pusher_internal:subscription_succeeded')).channel).toBe(`private-roles.${n}`);
    }
    await join(socket, 'private-roles.21');
    expect((await socket.next('pusher:error')).data.message).toMatch(/Too many channels/);
    expect(await socket.next('pusher:subscription_error')).toMatchObject({ channel: 'private-roles.21', data: { status: 403 } });
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    // The refused one was not joined: a delivery to it reaches nobody.
    expect(app().realtime.hub.deliver('private-roles.21', 'prueba', {})).toBe(0);
    expect(app().realtime.hub.deliver('private-roles.20', 'prueba', {})).toBe(1);
  });

  it('refuses one address’s socket over its cap (4100) while another address still connects', async () => {
    const own = [raw(), raw(), raw()];
    await Promise.all(own.map((socket) => socket.socketId()));
    const extra = raw();
    expect((await extra.next('pusher:error')).data).toEqual({ code: 4100, message: 'Too many connections from this address' });
    expect((await extra.closed).code).toBe(4100);

    // Another host (127.0.0.2 on the loopback) is not locked out by the first one.
    const neighbour = raw('127.0.0.2');
    await neighbour.socketId();
    expect(neighbour.ws.readyState).toBe(neighbour.ws.OPEN);

    // A place freed is a place again.
    own[0]!.ws.close();
    await own[0]!.closed;
    while (app().realtime.hub.size > 3) await new Promise((resolve) => setTimeout(resolve, 10));
    await raw().socketId();
  });
});
