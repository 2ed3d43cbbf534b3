import { ROLE_IDS } from '@portal/contracts';
import { signChannel } from '../src/realtime/signature.ts';
import { createAccount } from './helpers/accounts.ts';
import { listeningRealtimeApp, type RawSocket } from './helpers/realtime-clients.ts';

/** Limits, heartbeat and shutdown, on an app with tight settings. */
describe('real-time limits', () => {
  // Each test starts with no socket left on the server, so the capacity counts are its own.
  const { app, raw } = listeningRealtimeApp({
    REALTIME_ACTIVITY_TIMEOUT: '1',
    REALTIME_PONG_TIMEOUT: '1',
    REALTIME_MAX_MESSAGE_BYTES: '512',
    REALTIME_MAX_MESSAGES_PER_SECOND: '5',
    REALTIME_MAX_CONNECTIONS_PER_USER: '1',
    REALTIME_MAX_CONNECTIONS: '6',
  });

  it('tells the client the activity timeout, pings a silent one, and closes it with 4201 when no pong comes', async () => {
    const silent = raw();
    expect((await silent.next('pusher:connection_established')).data.activity_timeout).toBe(1);
    await silent.next('pusher:ping');
    expect((await silent.closed).code).toBe(4201);
  });

  it('keeps a client that answers the ping', async () => {
    const alive = raw();
    await alive.socketId();
    for (let round = 0; round < 2; round += 1) {
      await alive.next('pusher:ping');
      alive.send('pusher:pong', {});
    }
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
  });

  it('closes a socket that sends a message above the size limit (1009)', async () => {
    const socket = raw();
    await socket.socketId();
    socket.send('pusher:subscribe', { channel: 'a'.repeat(600) });
    expect((await socket.closed).code).toBe(1009);
  });

  it('closes a flooding socket with 4301', async () => {
    const socket = raw();
    await socket.socketId();
    for (let n = 0; n < 10; n += 1) socket.send('pusher:ping', {});
    expect((await socket.closed).code).toBe(4301);
  });

  it('caps the sockets one user holds (4100)', async () => {
    const user = await createAccount(app(), { role: ROLE_IDS.student });
    const channel = `private-users.${user.id}`;
    const subscribe = async (socket: RawSocket) => {
      const socketId = await socket.socketId();
      socket.send('pusher:subscribe', { channel, auth: signChannel('portal-key', app().realtime.appSecret, socketId, channel) });
    };
    const first = raw();
    await subscribe(first);
    await first.next('pusher_internal:subscription_succeeded');
    const second = raw();
    await subscribe(second);
    expect((await second.next('pusher:error')).data.code).toBe(4100);
    expect((await second.closed).code).toBe(4100);

    // Once the first one leaves, the user may connect again.
    first.ws.close();
    await first.closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = raw();
    await subscribe(third);
    await third.next('pusher_internal:subscription_succeeded');
  });

  it('closes sockets over the instance’s capacity with 4100', async () => {
    const open = Array.from({ length: 6 }, () => raw());
    await Promise.all(open.map((socket) => socket.socketId()));
    const extra = raw();
    expect((await extra.closed).code).toBe(4100);
  });

  it('closes every socket with 4200 when the server shuts down', async () => {
    const socket = raw();
    await socket.socketId();
    const closing = app().close();
    expect((await socket.closed).code).toBe(4200);
    await closing;
  });
});
