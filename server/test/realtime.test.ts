import { ROLE_IDS } from '@portal/contracts';
import { signChannel } from '../src/realtime/signature.ts';
import { adminAccount, createAccount, relaxThrottle, type TestAccount } from './helpers/accounts.ts';
import { connected, nextEvent, portOf, pusherClient, type PusherClient, RawSocket, subscribed } from './helpers/realtime-clients.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/** The Pusher-protocol server driven by the real pusher-js client and by bare sockets. */
describe('real-time server (local driver)', () => {
  let testApp: TestApp;
  let port: number;
  let admin: TestAccount;
  let student: TestAccount;
  let other: TestAccount;
  const clients: PusherClient[] = [];
  const sockets: RawSocket[] = [];

  const client = (options: Parameters<typeof pusherClient>[1]) => {
    const made = pusherClient(port, options);
    clients.push(made);
    return made;
  };
  const raw = (key?: string, headers?: Record<string, string>) => {
    const made = new RawSocket(RawSocket.url(port, key), headers);
    sockets.push(made);
    return made;
  };

  beforeAll(async () => {
    testApp = await startTestApp({ configure: relaxThrottle });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(testApp.app);
    admin = await adminAccount(testApp.app);
    student = await createAccount(testApp.app, { role: ROLE_IDS.student });
    other = await createAccount(testApp.app, { role: ROLE_IDS.student });
  });

  afterEach(() => {
    for (const made of clients.splice(0)) made.disconnect();
    for (const made of sockets.splice(0)) made.ws.terminate();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('connects with a socket id of the protocol’s shape and the activity timeout', async () => {
    const socket = raw();
    const established = await socket.next('pusher:connection_established');
    expect(established.data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 120 });

    const pusher = client({ token: student.token });
    expect(await connected(pusher)).toMatch(/^\d+\.\d+$/);
  });

  it('authorizes through /broadcasting/auth, subscribes and receives user.updated', async () => {
    const pusher = client({ token: student.token });
    const channel = pusher.subscribe(`private-users.${student.id}`);
    await subscribed(channel);

    const event = nextEvent<{ user: { name_us: string }; signed_out: boolean }>(channel, 'user.updated');
    expect((await admin.caller.patch(`/api/admin/users/${student.id}`, { name_us: 'Nombre Nuevo' })).statusCode).toBe(200);
    expect(await event).toEqual({
      user: { id_us: student.id, name_us: 'Nombre Nuevo', role: { id_ro: ROLE_IDS.student, name_ro: 'Estudiante' } },
      status: 'activo',
      signed_out: false,
    });
  });

  it('sends role.updated with the role and its new menu when a flag changes', async () => {
    const pusher = client({ token: student.token });
    const channel = pusher.subscribe(`private-roles.${ROLE_IDS.student}`);
    await subscribed(channel);
    const menu = await testApp.app.db.selectFrom('menus').select('id').where('title', '=', 'main_languages').executeTakeFirstOrThrow();

    const event = nextEvent<{ role: unknown; menu: Array<{ children: Array<{ title: string; permissions: object }> }> }>(
      channel,
      'role.updated',
    );
    const flags = { c: true, u: true, d: true, x: false };
    expect((await admin.caller.put(`/api/admin/roles/${ROLE_IDS.student}/permissions/${menu.id}`, flags)).statusCode).toBe(200);
    const { role, menu: tree } = await event;
    expect(role).toEqual({ id_ro: ROLE_IDS.student, name_ro: 'Estudiante' });
    const languages = tree.flatMap((item) => item.children).find((item) => item.title === 'main_languages');
    expect(languages?.permissions).toEqual(flags);
  });

  it('refuses another user’s channel and another role’s channel (403 from the auth endpoint)', async () => {
    const pusher = client({ token: student.token });
    await expect(subscribed(pusher.subscribe(`private-users.${other.id}`))).rejects.toMatchObject({ status: 403 });
    await expect(subscribed(pusher.subscribe(`private-roles.${ROLE_IDS.admin}`))).rejects.toMatchObject({ status: 403 });
  });

  it('refuses a forged signature, and a real one made for another socket, with subscription_error', async () => {
    const socket = raw();
    await socket.socketId();
    const channel = `private-users.${student.id}`;
    socket.send('pusher:subscribe', { channel, auth: `portal-key:${'0'.repeat(64)}` });
    expect(await socket.next('pusher:subscription_error')).toEqual({
      event: 'pusher:subscription_error',
      channel,
      data: { type: 'AuthError', error: 'Invalid signature', status: 401 },
    });

    const stolen = signChannel('portal-key', testApp.app.realtime.appSecret, '1.1', channel);
    socket.send('pusher:subscribe', { channel, auth: stolen });
    expect((await socket.next('pusher:subscription_error')).data.status).toBe(401);
    expect(socket.frames.some((frame) => frame.event === 'pusher_internal:subscription_succeeded')).toBe(false);
  });

  it('closes a socket opened with an unknown app key with 4001, and pusher-js gives up', async () => {
    const socket = raw('not-our-key');
    expect((await socket.next('pusher:error')).data).toEqual({ code: 4001, message: 'App key not in use' });
    expect((await socket.closed).code).toBe(4001);

    const pusher = client({ key: 'not-our-key' });
    const error = await new Promise<{ error: { data: unknown } }>((resolve) => pusher.connection.bind('error', resolve));
    expect(error.error.data).toEqual({ code: 4001, message: 'App key not in use' });
    // 4000-4099: pusher-js does not retry.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pusher.connection.state).toBe('disconnected');
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const socket = raw();
    await socket.socketId();
    socket.send('pusher:ping', {});
    expect(await socket.next('pusher:pong')).toMatchObject({ event: 'pusher:pong', data: {} });
  });

  it('refuses a public channel (the portal has none), joins a signed private one, and unsubscribes', async () => {
    const socket = raw();
    const socketId = await socket.socketId();
    socket.send('pusher:subscribe', { channel: 'avisos' });
    expect(await socket.next('pusher:subscription_error')).toMatchObject({ channel: 'avisos', data: { status: 403 } });
    const channel = 'private-users.7';
    socket.send('pusher:subscribe', { channel, auth: signChannel('portal-key', testApp.app.realtime.appSecret, socketId, channel) });
    expect(await socket.next('pusher_internal:subscription_succeeded')).toMatchObject({ channel });
    await testApp.app.realtime.broadcaster.publish(channel, 'aviso', { n: 1 });
    expect((await socket.next('aviso')).data).toEqual({ n: 1 });

    socket.send('pusher:unsubscribe', { channel });
    socket.send('pusher:ping', {});
    await socket.next('pusher:pong');
    await testApp.app.realtime.broadcaster.publish(channel, 'aviso', { n: 2 });
    socket.send('pusher:ping', {});
    await socket.next('pusher:pong');
    expect(socket.frames.filter((frame) => frame.event === 'aviso')).toEqual([]);
  });

  it('delivers events of every size whole and in order to each subscriber, between the frames a socket gets for itself', async () => {
    const subscribers = [raw(), raw()];
    const channel = 'private-roles.3';
    for (const socket of subscribers) {
      const auth = signChannel('portal-key', testApp.app.realtime.appSecret, await socket.socketId(), channel);
      socket.send('pusher:subscribe', { channel, auth });
      await socket.next('pusher_internal:subscription_succeeded');
    }
    // The three lengths a WebSocket header encodes differently: under 126 bytes, under 64 KiB, more.
    const texts = ['a', 'b'.repeat(1_000), 'c'.repeat(70_000)];
    for (const [n, text] of texts.entries()) {
      await testApp.app.realtime.broadcaster.publish(channel, 'aviso', { n, text });
      for (const socket of subscribers) {
        socket.send('pusher:ping', {});
        await socket.next('pusher:pong');
      }
    }
    for (const socket of subscribers) {
      for (const [n, text] of texts.entries()) expect((await socket.next('aviso')).data).toEqual({ n, text });
    }
  });

  it('refuses bad channel names, presence channels and client events', async () => {
    const socket = raw();
    await socket.socketId();
    socket.send('pusher:subscribe', { channel: 'mal nombre!' });
    expect((await socket.next('pusher:error')).data.message).toBe('Invalid channel name');
    socket.send('pusher:subscribe', { channel: 'x'.repeat(165) });
    expect((await socket.next('pusher:error')).data.message).toBe('Invalid channel name');
    socket.send('pusher:subscribe', { channel: 'presence-sala' });
    expect((await socket.next('pusher:subscription_error')).data.status).toBe(400);
    socket.send('client-hola', {}, 'avisos');
    expect((await socket.next('pusher:error')).data.message).toMatch(/not accepted/);
  });

  it('refuses a socket from another origin before the upgrade, and accepts its own', async () => {
    await expect(raw(undefined, { Origin: 'https://evil.example' }).opened).rejects.toThrow('HTTP 403');
    const own = raw(undefined, { Origin: `http://127.0.0.1:${port}` });
    await own.opened;
    await own.socketId();
  });

  it('sends notification.created live and lists it through the API', async () => {
    const company = await createAccount(testApp.app, { role: ROLE_IDS.company });
    const pusher = client({ token: company.token });
    const channel = pusher.subscribe(`private-users.${company.id}`);
    await subscribed(channel);

    const event = nextEvent<{ id: number; text: string; read: boolean }>(channel, 'notification.created');
    expect((await admin.caller.post(`/api/admin/users/${company.id}/approval`, { status: 'aprobada' })).statusCode).toBe(200);
    const notification = await event;
    expect(notification).toMatchObject({ type: 'company.review', read: false, link: '/company/my-offers' });
    expect(notification.text).toMatch(/fue aprobada/);

    const list = (await company.caller.get('/api/notifications')).json();
    expect(list.data).toEqual({ items: [notification], unread: 1 });
    // Someone else's id changes nothing.
    expect((await student.caller.post(`/api/notifications/${notification.id}/read`)).json().data).toEqual({ unread: 0 });
    expect((await company.caller.get('/api/notifications')).json().data.unread).toBe(1);
    expect((await company.caller.post(`/api/notifications/${notification.id}/read`)).json().data).toEqual({ unread: 0 });
    expect((await company.caller.get('/api/notifications')).json().data.items[0].read).toBe(true);
  });

  it('tells a disabled user’s open sessions to log out, and their token stops signing channels', async () => {
    const victim = await createAccount(testApp.app, { role: ROLE_IDS.student });
    const pusher = client({ token: victim.token });
    const channel = pusher.subscribe(`private-users.${victim.id}`);
    await subscribed(channel);

    const event = nextEvent<{ signed_out: boolean; status: string }>(channel, 'user.updated');
    expect((await admin.caller.post(`/api/admin/users/${victim.id}/status`, { status: 'inactivo' })).statusCode).toBe(200);
    expect(await event).toMatchObject({ signed_out: true, status: 'inactivo' });

    const again = client({ token: victim.token });
    await expect(subscribed(again.subscribe(`private-users.${victim.id}`))).rejects.toMatchObject({ status: 401 });
  });
});
