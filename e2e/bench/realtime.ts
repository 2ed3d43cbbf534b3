/**
 * `npm run bench:realtime`: the built server on loopback with thousands of subscribed sockets.
 * Prints the connection count reached, the fan-out latency of one event to 1,000 subscribers
 * (p50/p95/p99, from the administrator's API call to each socket's receipt, over several
 * events) and the server's memory per socket. Figures, not assertions.
 *
 * BENCH_SOCKETS (default 5000), BENCH_EVENTS (default 20), BENCH_PORT (default 8492).
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { accounts } from '../support/accounts';
import { startPortalServer } from '../support/portal-server';

const sockets = Number(process.env.BENCH_SOCKETS ?? 5000);
const events = Number(process.env.BENCH_EVENTS ?? 20);
const port = Number(process.env.BENCH_PORT ?? 8492);
const fanOut = 1000;
const secret = 'bench-secret-0123456789abcdef';
const key = 'portal-key';
const roleChannel = 'private-roles.3';

const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Client {
  ws: WebSocket;
  received: number[];
}

/** One socket subscribed to `channel`, signed as /broadcasting/auth would sign it. */
function connect(channel: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`);
    const client: Client = { ws, received: [] };
    ws.on('error', reject);
    ws.on('message', (raw) => {
      const frame = JSON.parse(raw.toString());
      if (frame.event === 'pusher:connection_established') {
        const socketId = JSON.parse(frame.data).socket_id;
        const auth = channel.startsWith('private-')
          ? `${key}:${createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex')}`
          : undefined;
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        resolve(client);
      } else if (frame.event === 'role.updated') {
        client.received.push(performance.now());
      }
    });
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const server = await startPortalServer(port, {
    REALTIME_APP_SECRET: secret,
    REALTIME_MAX_CONNECTIONS: String(sockets + 100),
    LOG_LEVEL: 'error',
  });
  const clients: Client[] = [];
  try {
    await sleep(500);
    const before = rssKiB(server.pid);
    const started = performance.now();
    // Batches, so the accept queue is never the thing measured.
    for (let next = 0; next < sockets; next += 250) {
      const batch = Array.from({ length: Math.min(250, sockets - next) }, (_, n) =>
        connect(next + n < fanOut ? roleChannel : `bench.${(next + n) % 100}`),
      );
      clients.push(...(await Promise.all(batch)));
    }
    const connectSeconds = (performance.now() - started) / 1000;
    await sleep(1000);
    const after = rssKiB(server.pid);

    // The administrator flips a flag of the student role: role.updated goes to the 1,000.
    const api = `${server.url}/api`;
    const refresh = await fetch(`${api}/refresh`);
    const csrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(refresh.headers.get('set-cookie') ?? '')![1]!);
    const headers = { 'content-type': 'application/json', 'x-xsrf-token': csrf, cookie: `XSRF-TOKEN=${encodeURIComponent(csrf)}` };
    const login = await fetch(`${api}/user/login`, { method: 'POST', headers, body: JSON.stringify(accounts.admin) });
    const token = (await login.json()).data.token as string;
    const grants = (
      await (await fetch(`${api}/admin/roles/3/permissions`, { headers: { ...headers, authorization: `Bearer ${token}` } })).json()
    ).data;
    const menuId = grants.find((item: { title: string }) => item.title === 'main_info').menu_id;

    const latencies: number[] = [];
    const subscribers = clients.slice(0, fanOut);
    for (let n = 0; n < events; n += 1) {
      for (const client of subscribers) client.received.length = 0;
      const sent = performance.now();
      await fetch(`${api}/admin/roles/3/permissions/${menuId}`, {
        method: 'PUT',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: JSON.stringify({ c: true, u: true, d: true, x: n % 2 === 1 }),
      });
      const deadline = Date.now() + 10_000;
      while (subscribers.some((client) => client.received.length === 0) && Date.now() < deadline) await sleep(2);
      for (const client of subscribers) if (client.received[0] !== undefined) latencies.push(client.received[0] - sent);
    }
    latencies.sort((a, b) => a - b);
    const open = clients.filter((client) => client.ws.readyState === WebSocket.OPEN).length;

    console.log(`Real-time bench (loopback, ${process.platform}, Node ${process.version})`);
    console.log(`  connections reached:   ${open} subscribed sockets (asked ${sockets}) in ${connectSeconds.toFixed(1)} s`);
    console.log(`  fan-out, 1 event → ${fanOut} subscribers, ${events} events (${latencies.length} deliveries, API call included):`);
    console.log(
      `    p50 ${percentile(latencies, 50).toFixed(1)} ms · p95 ${percentile(latencies, 95).toFixed(1)} ms · p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
    console.log(`  server memory:         ${(before / 1024).toFixed(0)} MiB idle → ${(after / 1024).toFixed(0)} MiB with ${open} sockets`);
    console.log(`  memory per socket:     ${((after - before) / open).toFixed(1)} KiB (RSS)`);
  } finally {
    for (const client of clients) client.ws.terminate();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
