import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ROLE_IDS } from '@portal/contracts';
import type { MenuItem } from '@portal/contracts/schemas';
import { cvSampleBodies } from '@portal/contracts/test-cases';
import { isoIn } from '../src/lib/time.ts';
import type { RealtimeControl } from '../src/realtime/control.ts';
import { adminAccount, createAccount, type TestAccount } from './helpers/accounts.ts';
import { ApiCaller } from './helpers/api-caller.ts';
import { menuIdOf } from './helpers/flags.ts';
import { seededUniversity } from './helpers/cv.ts';
import { type InstancePair, startInstancePair, startTestApp, type TestApp } from './helpers/test-app.ts';
import { testDialects } from './helpers/test-db.ts';

/**
 * The auth check keeps tokens and roles' flags a few seconds (AUTH_CACHE_SECONDS, 10 by
 * default). Each test first makes a call that leaves them kept, then changes them the way an
 * administrator or the user does: the very next call must see the change.
 */

describe.each(testDialects())('what the auth check keeps, on %s', (dialect) => {
  let testApp: TestApp;
  let admin: TestAccount;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect });
    admin = await adminAccount(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('keeps tokens by default', () => {
    expect(testApp.app.config.authCacheSeconds).toBe(10);
  });

  it('a token logged out is refused at once', async () => {
    const student = await createAccount(testApp.app);
    expect((await student.caller.get('/api/user/me')).statusCode).toBe(200);

    expect((await student.caller.post('/api/user/logout')).statusCode).toBe(200);

    expect((await student.caller.get('/api/user/me')).statusCode).toBe(401);
  });

  it('a user deactivated by an administrator is refused at once', async () => {
    const student = await createAccount(testApp.app);
    expect((await student.caller.get('/api/user/me')).statusCode).toBe(200);

    expect((await admin.caller.post(`/api/admin/users/${student.id}/status`, { status: 'inactivo' })).statusCode).toBe(200);

    expect((await student.caller.get('/api/user/me')).statusCode).toBe(401);
  });

  it('a flag switched off by an administrator refuses the next call, and switched on again allows it', async () => {
    const courses = await menuIdOf(testApp.app, 'main_courses');
    const student = await createAccount(testApp.app);
    const flags = (d: 0 | 1) => ({ c: true, u: true, d: d === 1, x: true });
    const entry = cvSampleBodies(await seededUniversity(testApp.app)).courses;
    const added = await student.caller.post('/api/cv/courses', entry);
    expect(added.statusCode).toBe(201);

    const off = await admin.caller.put(`/api/admin/roles/${ROLE_IDS.student}/permissions/${courses}`, flags(0));
    expect(off.statusCode).toBe(200);
    try {
      expect((await student.caller.delete(`/api/cv/courses/${added.json().data.id}`)).statusCode).toBe(403);
      expect((await student.caller.get('/api/cv/courses')).statusCode).toBe(200);
    } finally {
      expect((await admin.caller.put(`/api/admin/roles/${ROLE_IDS.student}/permissions/${courses}`, flags(1))).statusCode).toBe(200);
    }
    expect((await student.caller.delete(`/api/cv/courses/${added.json().data.id}`)).statusCode).toBe(200);
  });

  it("user/me's menu shows a flag switched off and an item taken from the role at the next call", async () => {
    const courses = await menuIdOf(testApp.app, 'main_courses');
    const student = await createAccount(testApp.app);
    const coursesItem = async () => {
      const menu: MenuItem[] = (await student.caller.get('/api/user/me')).json().data.menu;
      return menu.flatMap((item) => [item, ...item.children]).find((item) => item.title === 'main_courses');
    };
    expect((await coursesItem())?.permissions).toEqual({ c: true, u: true, d: true, x: true });

    const route = `/api/admin/roles/${ROLE_IDS.student}/permissions/${courses}`;
    expect((await admin.caller.put(route, { c: true, u: true, d: false, x: true })).statusCode).toBe(200);
    try {
      expect((await coursesItem())?.permissions).toEqual({ c: true, u: true, d: false, x: true });
      expect((await admin.caller.delete(route)).statusCode).toBe(200);
      expect(await coursesItem()).toBeUndefined();
    } finally {
      await admin.caller.delete(route);
      const back = { menu_id: courses, c: true, u: true, d: true, x: true };
      expect((await admin.caller.post(`/api/admin/roles/${ROLE_IDS.student}/permissions`, back)).statusCode).toBe(201);
    }
    expect((await coursesItem())?.permissions).toEqual({ c: true, u: true, d: true, x: true });
  });

  it('a user moved to another role is held to that role at the next call', async () => {
    const student = await createAccount(testApp.app);
    expect((await student.caller.get('/api/cv')).statusCode).toBe(200);

    expect((await admin.caller.patch(`/api/admin/users/${student.id}`, { role_id: ROLE_IDS.company })).statusCode).toBe(200);

    expect((await student.caller.get('/api/cv')).statusCode).toBe(403);
    expect((await student.caller.get('/api/user/me')).json().data.user.role.id_ro).toBe(ROLE_IDS.company);
  });
});

/** Two instances on one database and one Redis: a change made through A is heard by B at once. */
describe('what the auth check keeps, across two instances (redis driver)', () => {
  let pair: InstancePair;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    pair = await startInstancePair();
    ({ a, b } = pair);
  });

  afterAll(async () => {
    await pair?.close();
  });

  const heardOnB = (matches: (control: RealtimeControl) => boolean) => pair.heardOnB(matches);

  it('B refuses at once a token that B kept, once A has deactivated its user', async () => {
    const student = await createAccount(a);
    const onB = new ApiCaller(b, student.token);
    expect((await onB.get('/api/user/me')).statusCode).toBe(200);

    const heard = heardOnB((control) => control.type === 'user' && control.userId === student.id);
    const admin = await adminAccount(a);
    expect((await admin.caller.post(`/api/admin/users/${student.id}/status`, { status: 'inactivo' })).statusCode).toBe(200);
    await heard;

    expect((await onB.get('/api/user/me')).statusCode).toBe(401);
  });

  it('B refuses at once a call whose menu item A has taken from the role', async () => {
    const courses = await menuIdOf(a, 'main_courses');
    const student = await createAccount(a);
    const onB = new ApiCaller(b, student.token);
    expect((await onB.get('/api/cv/courses')).statusCode).toBe(200);

    const admin = await adminAccount(a);
    const heard = heardOnB((control) => control.type === 'role' && control.roleId === ROLE_IDS.student);
    expect((await admin.caller.delete(`/api/admin/roles/${ROLE_IDS.student}/permissions/${courses}`)).statusCode).toBe(200);
    await heard;
    try {
      expect((await onB.get('/api/cv/courses')).statusCode).toBe(403);
    } finally {
      const back = { menu_id: courses, c: true, u: true, d: true, x: true };
      expect((await admin.caller.post(`/api/admin/roles/${ROLE_IDS.student}/permissions`, back)).statusCode).toBe(201);
    }
  });
});

describe('the idle expiry under a burst of calls', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ dialect: 'sqlite' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('is written once, however many calls arrive together with a token last used minutes ago', async () => {
    const student = await createAccount(testApp.app);
    await testApp.app.db
      .updateTable('access_tokens')
      .set({ last_used_at: isoIn(-600) })
      .where('user_id', '=', student.id)
      .execute();
    // Rows SQLite has changed on the app's connection since it opened.
    const changes = async () => (await sql<{ n: number }>`select total_changes() as n`.execute(testApp.app.db)).rows[0]!.n;
    const before = await changes();

    const answers = await Promise.all(Array.from({ length: 20 }, () => student.caller.get('/api/user/me')));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect((await changes()) - before).toBe(1);
  });
});
