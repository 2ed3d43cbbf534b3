// Loaded into the portal server by bench/realtime.ts (NODE_OPTIONS=--import): appends to
// BENCH_PROBE_FILE one JSON line per real-time delivery (server/src/realtime/hub.ts,
// `portal.realtime.delivery`) and one per PUT request as it reaches the server (Node's
// `http.server.request.start`), so the bench can tell the server's part from its own clients'.
import { subscribe } from 'node:diagnostics_channel';
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_PROBE_FILE;
const record = (line) => appendFileSync(file, `${JSON.stringify(line)}\n`);

if (file) {
  subscribe('http.server.request.start', ({ request }) => {
    if (request.method === 'PUT') record({ kind: 'request', url: request.url, at: String(process.hrtime.bigint()) });
  });
  subscribe('portal.realtime.delivery', ({ channel, event, sockets, startedAt, finishedAt }) => {
    record({ kind: 'delivery', channel, event, sockets, startedAt: String(startedAt), finishedAt: String(finishedAt) });
  });
}
