import { expect, test } from '@playwright/test';
import { e2ePort } from '../../global-setup';
import { accounts } from '../../support/accounts';
import { apiAs } from '../../support/admin-api';
import { startCluster, type Cluster } from '../../support/cluster';
import { heardWithout, lastFlags, markPage, pageMark, socketEvents, waitForLiveSession } from '../../support/live-session';
import { studentWithOwnRole } from '../../support/own-role';
import { startPrivateRedis, type PrivateRedis } from '../../support/private-redis';
import { signIn } from '../../support/session';

/**
 * The cluster's Redis (a server of the test's own) stopped and started while a student's page
 * is open: HTTP keeps working, real-time resumes by itself, and what changed during the outage
 * reaches the page afterwards as a session refresh, without a reload.
 */
const port = Number(process.env.E2E_REDIS_CLUSTER_PORT ?? e2ePort + 20);
const redisPort = Number(process.env.E2E_PRIVATE_REDIS_PORT ?? e2ePort + 3001);
const password = 'Clave-segura-2026';
let redis: PrivateRedis;
let cluster: Cluster;

test.beforeAll(async () => {
  redis = await startPrivateRedis(redisPort);
  cluster = await startCluster(port, { REDIS_URL: redis.url });
});

test.afterAll(async () => {
  await cluster?.stop();
  await redis?.stop();
});

test('Redis stopped and started: HTTP keeps working, changes made meanwhile reach the open page, real-time resumes', async ({
  browser,
  playwright,
}) => {
  const admin = await apiAs(await playwright.request.newContext({ baseURL: cluster.url }), accounts.admin);
  const { roleId, userId, email, menuId } = await studentWithOwnRole(admin, {
    role: 'Estudiante sin Redis',
    name: 'Tomás Sin Redis',
    titles: ['main_info', 'main_work', 'main_languages', 'main_courses'],
    password,
  });

  const context = await browser.newContext({ baseURL: cluster.url, locale: 'es-EC' });
  const page = await context.newPage();
  const events = socketEvents(page);
  await signIn(page, email, password, { acceptNotice: true });
  await waitForLiveSession(events, userId, roleId);
  await markPage(page);
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(nav.getByRole('link', { name: 'Idiomas' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Cursos', exact: true })).toBeVisible();

  await redis.stop();

  // HTTP keeps working without Redis: reads, a sign-in (its throttle counts in memory meanwhile).
  expect((await admin.send('GET', '/api/admin/users?per_page=5')).status()).toBe(200);
  await apiAs(await playwright.request.newContext({ baseURL: cluster.url }), accounts.student);
  // A change made through one instance reaches only the sockets of that instance while Redis is
  // down. The page must miss one: the first change goes through the first instance; if the page
  // heard it, its socket is there, and the second change goes through the other instance.
  const [first, second] = cluster.state().instances;
  const onInstance = async (instancePort: number) =>
    apiAs(await playwright.request.newContext({ baseURL: `http://127.0.0.1:${instancePort}` }), accounts.admin);
  await (await onInstance(first!.port)).call('DELETE', `/api/admin/roles/${roleId}/permissions/${menuId('main_languages')}`);
  const onFirst = await expect
    .poll(() => heardWithout(events, 'main_languages'), { timeout: 5_000 })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
  if (onFirst) await (await onInstance(second!.port)).call('DELETE', `/api/admin/roles/${roleId}/permissions/${menuId('main_courses')}`);
  const missed = onFirst ? 'Cursos' : 'Idiomas';
  await expect(nav.getByRole('link', { name: missed, exact: true })).toBeVisible();

  await redis.start();

  // The page re-reads its session once the instances are back on Redis: the missed change shows.
  await expect(nav.getByRole('link', { name: missed, exact: true })).toHaveCount(0, { timeout: 30_000 });
  await expect(nav.getByRole('link', { name: 'Idiomas' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Experiencia laboral' })).toBeVisible();

  // Real-time works again across instances: a change through either instance reaches the page live.
  for (const [instance, title] of [
    [first!, 'main_work'],
    [second!, 'main_info'],
  ] as const) {
    await (
      await onInstance(instance.port)
    ).call('PUT', `/api/admin/roles/${roleId}/permissions/${menuId(title)}`, {
      c: true,
      u: true,
      d: false,
      x: true,
    });
    await expect.poll(() => lastFlags(events, title)).toEqual({ c: true, u: true, d: false, x: true });
  }
  expect(await pageMark(page)).toBe(42);
  await context.close();
});
