import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2ePort } from '../../global-setup';
import { accounts } from '../../support/accounts';
import { apiAs } from '../../support/admin-api';
import { startPortalServer } from '../../support/portal-server';
import { writeStream } from '../../support/write-stream';

const port = Number(process.env.E2E_SQLITE_KILL_PORT ?? e2ePort + 3);

test('kill -9 of the single SQLite instance during a stream of writes loses no write it answered 2xx', async ({ playwright }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-sqlite-kill-'));
  const sqliteFile = path.join(dir, 'portal.sqlite');
  let server = await startPortalServer(port, { SQLITE_FILE: sqliteFile });
  try {
    const student = await apiAs(await playwright.request.newContext({ baseURL: server.url }), accounts.student);
    const before = (await student.call<{ work: Array<{ id: number }> }>('GET', '/api/cv')).work.length;
    const stream = writeStream(student.send);
    await expect.poll(() => stream.acknowledged.length).toBeGreaterThanOrEqual(40);

    process.kill(server.pid, 'SIGKILL');
    // Every writer has seen the server gone (a refused or cut connection) before the count is taken.
    await expect.poll(() => stream.unanswered.length).toBeGreaterThanOrEqual(4);
    await stream.stop();
    await server.stop();

    server = await startPortalServer(port, { SQLITE_FILE: sqliteFile });
    const again = await apiAs(await playwright.request.newContext({ baseURL: server.url }), accounts.student);
    const stored = new Set((await again.call<{ work: Array<{ id: number }> }>('GET', '/api/cv')).work.map((entry) => entry.id));

    console.log(
      `sqlite kill -9: ${stream.acknowledged.length} writes answered 2xx, ${stored.size - before} stored, ${stream.unanswered.length} unanswered`,
    );
    expect(stream.acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // At most the writes in flight at the kill (one per writer) were stored without an answer.
    expect(stored.size - before - stream.acknowledged.length).toBeLessThanOrEqual(4);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
