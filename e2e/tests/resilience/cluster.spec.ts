import { expect, test } from '@playwright/test';
import { e2ePort } from '../../global-setup';
import { accounts } from '../../support/accounts';
import { apiAs } from '../../support/admin-api';
import { startCluster, type Cluster } from '../../support/cluster';
import { lastFlags, socketEvents, waitForLiveSession } from '../../support/live-session';
import { studentWithOwnRole } from '../../support/own-role';
import { signIn } from '../../support/session';
import { writeStream } from '../../support/write-stream';

/**
 * Two instances behind nginx on PostgreSQL and Redis (`npm run cluster`), one killed with
 * SIGKILL at a time while a student's page is open and the API is under reads and writes.
 */
const port = Number(process.env.E2E_CLUSTER_PORT ?? e2ePort + 10);
const password = 'Clave-segura-2026';
let cluster: Cluster;

test.beforeAll(async () => {
  cluster = await startCluster(port);
});

test.afterAll(async () => {
  await cluster?.stop();
});

test('an instance killed under load: the proxy moves on, the open page reconnects and hears the next change, no acknowledged write is lost', async ({
  browser,
  playwright,
}) => {
  const request = () => playwright.request.newContext({ baseURL: cluster.url });
  const admin = await apiAs(await request(), accounts.admin);
  const { roleId, userId, email, menuId } = await studentWithOwnRole(admin, {
    role: 'Estudiante clúster',
    name: 'Lucía Clúster',
    titles: ['main_info', 'main_work'],
    password,
  });

  // The student's page, signed in once and never reloaded.
  const context = await browser.newContext({ baseURL: cluster.url, locale: 'es-EC' });
  const page = await context.newPage();
  const events = socketEvents(page);
  let socketsClosed = 0;
  page.on('websocket', (socket) => socket.on('close', () => (socketsClosed += 1)));
  await signIn(page, email, password, { acceptNotice: true });
  await waitForLiveSession(events, userId, roleId);

  // Load: the same student writing CV entries, and an administrator reading the users list.
  const writer = await apiAs(await request(), { email, password });
  const writes = writeStream(writer.send);
  const readStatuses: number[] = [];
  let reading = true;
  const reader = (async () => {
    while (reading) readStatuses.push((await admin.send('GET', '/api/admin/users?per_page=20')).status());
  })();
  await expect.poll(() => writes.acknowledged.length).toBeGreaterThanOrEqual(20);

  // Each instance in turn, so the one holding the page's socket is killed whichever it was.
  for (const index of [0, 1]) {
    const subscribedBefore = events.filter((frame) => frame.event === 'pusher_internal:subscription_succeeded').length;
    const closedBefore = socketsClosed;
    const killed = cluster.kill(index);
    await cluster.waitRestarted(index, killed);
    if (socketsClosed > closedBefore) {
      // The page's socket was on the killed instance: it is back on both channels within 10 s.
      await expect
        .poll(() => events.filter((frame) => frame.event === 'pusher_internal:subscription_succeeded').length - subscribedBefore, {
          timeout: 10_000,
        })
        .toBeGreaterThanOrEqual(2);
    }
  }
  expect(socketsClosed).toBeGreaterThanOrEqual(1);

  const acknowledgedAtKills = writes.acknowledged.length;
  await expect.poll(() => writes.acknowledged.length).toBeGreaterThan(acknowledgedAtKills + 5);
  await writes.stop();
  reading = false;
  await reader;

  // Reads are idempotent: nginx retried the ones cut by a kill on the other instance.
  expect(readStatuses.filter((status) => status !== 200)).toEqual([]);
  const stored = new Set((await writer.call<{ work: Array<{ id: number }> }>('GET', '/api/cv')).work.map((entry) => entry.id));
  console.log(
    `cluster kill -9: ${readStatuses.length} reads all 200, ${writes.acknowledged.length} writes acknowledged and stored, ${writes.unanswered.length} unanswered (${[...new Set(writes.unanswered)].join(', ')})`,
  );
  expect(writes.acknowledged.filter((id) => !stored.has(id))).toEqual([]);

  // The reconnected page still follows its role live: a flag switched off reaches it.
  await admin.call('PUT', `/api/admin/roles/${roleId}/permissions/${menuId('main_work')}`, { c: true, u: true, d: false, x: true });
  await expect.poll(() => lastFlags(events, 'main_work')).toEqual({ c: true, u: true, d: false, x: true });
  await context.close();
});
