import { expect, test } from '@playwright/test';
import { e2ePort } from '../../global-setup';
import { accounts } from '../../support/accounts';
import { apiAs } from '../../support/admin-api';
import { startPortalServer, type PortalServer } from '../../support/portal-server';
import { startPrivatePostgres, type PrivatePostgres } from '../../support/private-postgres';

/**
 * PostgreSQL restarted under a running instance (a PostgreSQL server of the test's own, so it
 * can be stopped): calls made meanwhile are answered at once with 503 and the portal's Spanish
 * error shape — never a hang, never a 500 — and the same instance serves again by itself.
 */
const unavailable = { message: 'El servicio no está disponible en este momento. Vuelva a intentarlo en unos segundos.' };
const serverPort = Number(process.env.E2E_PG_RESTART_PORT ?? e2ePort + 2);
const postgresPort = Number(process.env.E2E_PRIVATE_PG_PORT ?? e2ePort + 3000);

let postgres: PrivatePostgres;
let server: PortalServer;

test.beforeAll(async () => {
  postgres = await startPrivatePostgres(postgresPort);
  server = await startPortalServer(serverPort, { DATABASE_URL: postgres.url });
});

test.afterAll(async () => {
  await server?.stop();
  await postgres?.destroy();
});

test('calls while PostgreSQL is down get 503 in Spanish; the instance recovers without a restart', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  const admin = await apiAs(request, accounts.admin);
  // Each page of the users list is kept in memory for a few seconds (USER_LIST_CACHE_SECONDS):
  // the read made during the outage asks for one this instance has not kept, so it needs the database.
  const listUsers = (page: number) => admin.send('GET', `/api/admin/users?per_page=5&page=${page}`);
  expect((await listUsers(1)).status()).toBe(200);

  await postgres.stop();

  const read = await listUsers(2);
  expect(read.status()).toBe(503);
  expect(await read.json()).toEqual(unavailable);
  const write = await admin.send('POST', '/api/admin/roles', { name_ro: 'Creado durante la caída' });
  expect(write.status()).toBe(503);
  expect(await write.json()).toEqual(unavailable);
  const signIn = await apiAs(await playwright.request.newContext({ baseURL: server.url }), accounts.student).catch((error: Error) => error);
  expect(String(signIn)).toContain('→ 503');
  const health = await request.get('/api/health');
  expect(health.status()).toBe(503);
  expect((await health.json()).message).toBe('La base de datos no responde.');

  await postgres.start();

  await expect.poll(async () => (await listUsers(2)).status()).toBe(200);
  // The session survived (it lives in the database) and the write refused meanwhile was not made.
  const roles = await admin.call<Array<{ name_ro: string }>>('GET', '/api/admin/roles');
  expect(roles.map((role) => role.name_ro)).not.toContain('Creado durante la caída');
});

test('a stream of calls across a PostgreSQL restart: every answer is 200 or the 503 shape, none 500', async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  const admin = await apiAs(request, accounts.admin);
  const statuses: number[] = [];
  const refusals: unknown[] = [];
  let streaming = true;
  const stream = (async () => {
    while (streaming) {
      const response = await admin.send('GET', '/api/admin/users?per_page=5');
      statuses.push(response.status());
      if (response.status() !== 200) refusals.push(await response.json());
    }
  })();
  await expect.poll(() => statuses.length).toBeGreaterThan(5);

  await postgres.restart();
  const afterRestart = statuses.length;
  await expect.poll(() => statuses.slice(afterRestart).filter((status) => status === 200).length).toBeGreaterThan(5);
  streaming = false;
  await stream;

  expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
  expect(refusals.every((body) => JSON.stringify(body) === JSON.stringify(unavailable))).toBe(true);
});
