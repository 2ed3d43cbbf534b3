// Loaded into the portal server by bench/realtime.ts (NODE_OPTIONS=--import): appends to
// BENCH_PROBE_FILE one JSON line per PUT request as it reaches the server (Node's
// `http.server.request.start`) and one per real-time delivery (server/src/realtime/hub.ts
// traces them on `portal.realtime.delivery`) with its start and end (process.hrtime.bigint(),
// one clock for every process) and the CPU time it took, so the bench can tell the server's
// part from its own clients'. The bench asks for a full collection before it reads the server's
// memory (../support/gc-probe.mjs), so the figure is what the sockets hold.
import { subscribe, tracingChannel } from 'node:diagnostics_channel';
import '../support/gc-probe.mjs';
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_PROBE_FILE;
const record = (line) => appendFileSync(file, `${JSON.stringify(line)}\n`);
const begun = new WeakMap();

if (file) {
  subscribe('http.server.request.start', ({ request }) => {
    if (request.method === 'PUT') record({ kind: 'request', url: request.url, at: String(process.hrtime.bigint()) });
  });
  tracingChannel('portal.realtime.delivery').subscribe({
    start: (context) => begun.set(context, { at: process.hrtime.bigint(), cpu: process.cpuUsage() }),
    end: (context) => {
      const finishedAt = process.hrtime.bigint();
      const { at, cpu } = begun.get(context);
      const used = process.cpuUsage(cpu);
      record({
        kind: 'delivery',
        channel: context.channel,
        event: context.event,
        sockets: context.result,
        startedAt: String(at),
        finishedAt: String(finishedAt),
        cpuMs: (used.user + used.system) / 1000,
      });
    },
    asyncStart: () => {},
    asyncEnd: () => {},
    error: () => {},
  });
}
