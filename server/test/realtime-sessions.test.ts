import { ROLE_IDS } from '@portal/contracts';
import { issueAccessToken } from '../src/auth/access-tokens.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { adminAccount, createAccount, relaxThrottle, TEST_PASSWORD, type TestAccount } from './helpers/accounts.ts';
import { joinWithToken, portOf, RawSocket } from './helpers/realtime-clients.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 13, gap 3: a session that ends takes its sockets with it, and a user moved out of a
 * role stops hearing it. Each test is the attack: a session that should be over keeps listening.
 */
describe('real-time sockets end with their session (local driver)', () => {
  let testApp: TestApp;
  let port: number;
  let admin: TestAccount;
  const sockets: RawSocket[] = [];
  const raw = () => {
    const socket = new RawSocket(RawSocket.url(port));
    sockets.push(socket);
    return socket;
  };
  const userChannel = (id: number) => `private-users.${id}`;
  const roleChannel = (id: number) => `private-roles.${id}`;
  /** A second session of the same account (another browser). */
  const secondSession = async (account: TestAccount) => {
    const token = await issueAccessToken(testApp.app.db, account.id, false, testApp.app.config.tokenIdleSeconds);
    return { token, caller: new ApiCaller(testApp.app, token) };
  };

  beforeAll(async () => {
    testApp = await startTestApp({ configure: relaxThrottle });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    port = portOf(testApp.app);
    admin = await adminAccount(testApp.app);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await testApp?.close();
  });

  it('closes the socket of a logged-out token (4009) after nothing more reaches it, and keeps the other session’s', async () => {
    const student = await createAccount(testApp.app, { role: ROLE_IDS.student });
    const other = await secondSession(student);
    const stolen = raw();
    const kept = raw();
    await joinWithToken(testApp.app, stolen, student.token, [userChannel(student.id), roleChannel(ROLE_IDS.student)]);
    await joinWithToken(testApp.app, kept, other.token, [userChannel(student.id)]);

    expect((await student.caller.post('/api/user/logout')).statusCode).toBe(200);
    expect((await stolen.closed).code).toBe(4009);

    // The user's next event reaches the session still open, and not the ended one.
    expect((await admin.caller.patch(`/api/admin/users/${student.id}`, { name_us: 'Tras el cierre' })).statusCode).toBe(200);
    expect((await kept.next('user.updated')).data).toMatchObject({ signed_out: false, user: { name_us: 'Tras el cierre' } });
    expect(stolen.frames.filter((frame) => frame.event === 'user.updated')).toEqual([]);
    expect(kept.ws.readyState).toBe(kept.ws.OPEN);
  });

  it('closes every socket of a disabled user after its signed_out frame', async () => {
    const student = await createAccount(testApp.app, { role: ROLE_IDS.student });
    const other = await secondSession(student);
    const first = raw();
    const second = raw();
    await joinWithToken(testApp.app, first, student.token, [userChannel(student.id)]);
    await joinWithToken(testApp.app, second, other.token, [userChannel(student.id), roleChannel(ROLE_IDS.student)]);

    expect((await admin.caller.post(`/api/admin/users/${student.id}/status`, { status: 'inactivo' })).statusCode).toBe(200);
    for (const socket of [first, second]) {
      expect((await socket.next('user.updated')).data).toMatchObject({ signed_out: true, status: 'inactivo' });
      expect((await socket.closed).code).toBe(4009);
    }
  });

  it('closes the other sessions’ sockets on the user’s own password change, and keeps the caller’s', async () => {
    const student = await createAccount(testApp.app, { role: ROLE_IDS.student });
    const thief = await secondSession(student);
    const own = raw();
    const stolen = raw();
    await joinWithToken(testApp.app, own, student.token, [userChannel(student.id)]);
    await joinWithToken(testApp.app, stolen, thief.token, [userChannel(student.id)]);

    const change = { current_password: TEST_PASSWORD, password: 'Otra.Clave.2026', repassword: 'Otra.Clave.2026' };
    expect((await student.caller.put('/api/user/password', change)).statusCode).toBe(200);
    expect((await stolen.closed).code).toBe(4009);
    // The caller's page hears the event (and finds its own token alive), its socket stays.
    await own.next('user.updated');
    expect(own.ws.readyState).toBe(own.ws.OPEN);
  });

  it('drops the subscription to the old role when the user’s role changes', async () => {
    const moved = await createAccount(testApp.app, { role: ROLE_IDS.student });
    const stays = await createAccount(testApp.app, { role: ROLE_IDS.student });
    const movedSocket = raw();
    const staysSocket = raw();
    await joinWithToken(testApp.app, movedSocket, moved.token, [userChannel(moved.id), roleChannel(ROLE_IDS.student)]);
    await joinWithToken(testApp.app, staysSocket, stays.token, [userChannel(stays.id), roleChannel(ROLE_IDS.student)]);

    expect((await admin.caller.patch(`/api/admin/users/${moved.id}`, { role_id: ROLE_IDS.company })).statusCode).toBe(200);
    expect((await movedSocket.next('user.updated')).data).toMatchObject({ user: { role: { id_ro: ROLE_IDS.company } } });

    // A change of the student role: heard by the student who stays, not by the one who left.
    const menu = await testApp.app.db.selectFrom('menus').select('id').where('title', '=', 'main_languages').executeTakeFirstOrThrow();
    const flags = { c: true, u: true, d: false, x: false };
    expect((await admin.caller.put(`/api/admin/roles/${ROLE_IDS.student}/permissions/${menu.id}`, flags)).statusCode).toBe(200);
    await staysSocket.next('role.updated');
    // A later event on a channel the moved socket does hold: a socket's frames arrive in the
    // order they were sent, so once this one is in, a role.updated sent to it would be in too.
    expect((await admin.caller.patch(`/api/admin/users/${moved.id}`, { name_us: 'Después del cambio' })).statusCode).toBe(200);
    expect((await movedSocket.next('user.updated')).data).toMatchObject({ user: { name_us: 'Después del cambio' } });
    expect(movedSocket.frames.filter((frame) => frame.event === 'role.updated')).toEqual([]);
    expect(movedSocket.ws.readyState).toBe(movedSocket.ws.OPEN);
  });
});
