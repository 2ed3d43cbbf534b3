/**
 * `npm run bench:realtime`: the built server on loopback with thousands of subscribed sockets,
 * one row per socket count. 1,000 of the sockets hold `private-roles.3`, the others public
 * channels; the administrator changes a flag of that role and `role.updated` goes to the 1,000.
 * Each row prints, over the measured events:
 * - API call → receipt: from the administrator's PUT to each subscriber's receipt (p50/p95/p99),
 *   so the bench's own clients, all in this one process, are inside the figure;
 * - request → publish: from the PUT reaching the server (Node's `http.server.request.start`) to
 *   the server starting the fan-out: authentication, the write and its transaction, the reads
 *   the event needs;
 * - publish → last write: the server's fan-out alone, from encoding the event to handing the
 *   last socket its frame (per event; traced on the server's `portal.realtime.delivery`
 *   diagnostics channel by bench/realtime-probe.mjs), and the CPU time it took (p50), which
 *   other processes on the machine disturb less than the elapsed time;
 * - the server's memory (RSS) per socket, each reading after a full collection: what the sockets
 *   hold, not the garbage of their handshakes, which a reading taken at some moment includes or
 *   not depending on when V8 last collected.
 * Figures, not assertions. Times come from process.hrtime.bigint(), one clock for both processes.
 *
 * BENCH_SOCKETS (default "1000,10000"), BENCH_EVENTS (default 20, after BENCH_WARMUP, default 3,
 * that are not counted), BENCH_GAP_MS between events (default 100), BENCH_PORT (default 8492).
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { accounts } from '../support/accounts';
import { startPortalServer } from '../support/portal-server';
import { percentile } from './stats';

const socketCounts = (process.env.BENCH_SOCKETS ?? '1000,10000').split(',').map(Number);
const events = Number(process.env.BENCH_EVENTS ?? 20);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const gapMs = Number(process.env.BENCH_GAP_MS ?? 100);
const port = Number(process.env.BENCH_PORT ?? 8492);
const fanOut = 1000;
const secret = 'bench-secret-0123456789abcdef';
const key = 'portal-key';
const roleChannel = 'private-roles.3';
/** How a `role.updated` frame starts (protocol.ts `frame`): recognised without parsing it. */
const roleUpdatedPrefix = Buffer.from('{"event":"role.updated"');

const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

interface Client {
  ws: WebSocket;
  /** When the current event's frame arrived (nowMs), undefined until it has. */
  receivedAt?: number;
  /** The last `role.updated` frame, kept for the first subscriber only (checked, not timed). */
  lastFrame?: Buffer;
}

/** Counts the current event's receipts; resolves once every subscriber has its frame. */
class Receipts {
  private pending = 0;
  private done: () => void = () => {};

  expect(count: number): Promise<void> {
    this.pending = count;
    return new Promise((resolve) => (this.done = resolve));
  }

  heard(): void {
    this.pending -= 1;
    if (this.pending === 0) this.done();
  }
}

/** One socket subscribed to `channel`, signed as /broadcasting/auth would sign it. */
function connect(channel: string, receipts: Receipts, keepFrame: boolean): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`);
    const client: Client = { ws };
    ws.on('error', reject);
    ws.on('close', (code) => reject(new Error(`Socket closed with ${code} before its subscription succeeded`)));
    ws.on('message', (raw: Buffer) => {
      // The time first, and no parsing of the event: the bench's own work stays out of the figure.
      const at = nowMs();
      if (raw.subarray(0, roleUpdatedPrefix.length).equals(roleUpdatedPrefix)) {
        if (client.receivedAt === undefined) {
          client.receivedAt = at;
          if (keepFrame) client.lastFrame = raw;
          receipts.heard();
        }
        return;
      }
      const frame = JSON.parse(raw.toString());
      if (frame.event === 'pusher:connection_established') {
        const socketId = JSON.parse(frame.data).socket_id;
        const auth = channel.startsWith('private-')
          ? `${key}:${createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex')}`
          : undefined;
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
      } else if (frame.event === 'pusher_internal:subscription_succeeded') {
        resolve(client);
      } else if (frame.event === 'pusher:ping') {
        ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
      }
    });
  });
}

/** What the server saw of the last event, from the probe's file: the PUT's arrival, the delivery's start and end. */
function serverSide(probeFile: string): { arrivedAt: number; startedAt: number; finishedAt: number; cpuMs: number } | undefined {
  const lines = readFileSync(probeFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const toMs = (time: string) => Number(BigInt(time)) / 1e6;
  const delivery = lines.findLast((line) => line.kind === 'delivery' && line.channel === roleChannel && line.event === 'role.updated');
  const request = lines.findLast((line) => line.kind === 'request');
  if (!delivery || !request) return undefined;
  return { arrivedAt: toMs(request.at), startedAt: toMs(delivery.startedAt), finishedAt: toMs(delivery.finishedAt), cpuMs: delivery.cpuMs };
}

interface Row {
  sockets: number;
  open: number;
  connectSeconds: number;
  receipt: number[];
  toPublish: number[];
  fanOut: number[];
  fanOutCpu: number[];
  kibPerSocket: number;
}

async function measure(sockets: number, probeFile: string): Promise<Row> {
  const server = await startPortalServer(port, {
    REALTIME_APP_SECRET: secret,
    REALTIME_MAX_CONNECTIONS: String(sockets + 100),
    REALTIME_MAX_SOCKETS_PER_IP: String(sockets + 100),
    LOG_LEVEL: 'error',
    BENCH_PROBE_FILE: probeFile,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --import ${path.join(__dirname, 'realtime-probe.mjs')}`,
  });
  const receipts = new Receipts();
  const clients: Client[] = [];
  /** The server's RSS after a full collection (the probe runs it on this request). */
  const heldKiB = async () => {
    await fetch(`${server.url}/api/health?gc=1`);
    await sleep(500);
    return rssKiB(server.pid);
  };
  try {
    const before = await heldKiB();
    const started = performance.now();
    // Batches, so the accept queue is never the thing measured.
    for (let next = 0; next < sockets; next += 250) {
      const batch = Array.from({ length: Math.min(250, sockets - next) }, (_, n) =>
        next + n < fanOut ? connect(roleChannel, receipts, next + n === 0) : connect(`bench.${(next + n) % 100}`, receipts, false),
      );
      clients.push(...(await Promise.all(batch)));
    }
    const connectSeconds = (performance.now() - started) / 1000;
    const after = await heldKiB();
    const open = clients.filter((client) => client.ws.readyState === WebSocket.OPEN).length;

    // The administrator flips a flag of the student role: role.updated goes to the 1,000.
    const api = `${server.url}/api`;
    const refresh = await fetch(`${api}/refresh`);
    const csrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(refresh.headers.get('set-cookie') ?? '')![1]!);
    const headers = { 'content-type': 'application/json', 'x-xsrf-token': csrf, cookie: `XSRF-TOKEN=${encodeURIComponent(csrf)}` };
    const login = await fetch(`${api}/user/login`, { method: 'POST', headers, body: JSON.stringify(accounts.admin) });
    const authorized = { ...headers, authorization: `Bearer ${(await login.json()).data.token}` };
    const grants = (await (await fetch(`${api}/admin/roles/3/permissions`, { headers: authorized })).json()).data;
    const menuId = grants.find((item: { title: string }) => item.title === 'main_info').menu_id;

    const row: Row = {
      sockets,
      open,
      connectSeconds,
      receipt: [],
      toPublish: [],
      fanOut: [],
      fanOutCpu: [],
      kibPerSocket: (after - before) / open,
    };
    const subscribers = clients.slice(0, fanOut);
    for (let n = 0; n < warmup + events; n += 1) {
      for (const client of subscribers) client.receivedAt = undefined;
      const everyone = receipts.expect(subscribers.length);
      const x = n % 2 === 1;
      const sent = nowMs();
      const response = await fetch(`${api}/admin/roles/3/permissions/${menuId}`, {
        method: 'PUT',
        headers: authorized,
        body: JSON.stringify({ c: true, u: true, d: true, x }),
      });
      if (!response.ok) throw new Error(`PUT permissions answered ${response.status}`);
      await Promise.race([everyone, sleep(10_000)]);
      const heard = JSON.parse(subscribers[0]!.lastFrame?.toString() ?? '{}');
      if (JSON.parse(heard.data ?? '{}').role?.id_ro !== 3) throw new Error('The first subscriber did not hear role.updated for role 3');
      if (n >= warmup) {
        for (const client of subscribers) if (client.receivedAt !== undefined) row.receipt.push(client.receivedAt - sent);
        const server = serverSide(probeFile);
        if (server) {
          row.toPublish.push(server.startedAt - server.arrivedAt);
          row.fanOut.push(server.finishedAt - server.startedAt);
          row.fanOutCpu.push(server.cpuMs);
        }
      }
      await sleep(gapMs);
    }
    return row;
  } finally {
    for (const client of clients) client.ws.terminate();
    await server.stop();
  }
}

const ms = (value: number) => value.toFixed(1).padStart(6);

async function main() {
  const probeDir = mkdtempSync(path.join(tmpdir(), 'bench-realtime-'));
  try {
    console.log(`Real-time bench (loopback, ${process.platform}, ${availableParallelism()} CPUs, Node ${process.version})`);
    console.log(
      `1 event → ${fanOut} subscribers of ${roleChannel}, ${events} events (after ${warmup} not counted), ${gapMs} ms apart; times in ms`,
    );
    console.log(
      'sockets   connected in   API call → receipt (p50 p95 p99)   request → publish (p50 p99)   publish → last write (p50 p99, CPU p50)   KiB/socket (RSS after GC)',
    );
    for (const [index, sockets] of socketCounts.entries()) {
      const row = await measure(sockets, path.join(probeDir, `row-${index}.jsonl`));
      console.log(
        [
          `${String(row.open).padStart(7)}`,
          `${row.connectSeconds.toFixed(1).padStart(10)} s`,
          `${ms(percentile(row.receipt, 50))} ${ms(percentile(row.receipt, 95))} ${ms(percentile(row.receipt, 99))}`.padStart(33),
          `${ms(percentile(row.toPublish, 50))} ${ms(percentile(row.toPublish, 99))}`.padStart(29),
          `${ms(percentile(row.fanOut, 50))} ${ms(percentile(row.fanOut, 99))} ${ms(percentile(row.fanOutCpu, 50))}`.padStart(41),
          `${row.kibPerSocket.toFixed(1).padStart(20)}`,
        ].join(' '),
      );
      if (row.open < row.sockets) console.log(`  (asked ${row.sockets} sockets; ${row.sockets - row.open} were closed)`);
    }
  } finally {
    rmSync(probeDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
