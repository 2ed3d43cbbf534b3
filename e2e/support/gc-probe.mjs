// Loaded into a portal server whose memory a bench reads (NODE_OPTIONS=--expose-gc --import):
// a request for /api/health?gc=1 first runs a full garbage collection, so the reading that follows
// is what the server holds, not garbage V8 had not collected yet (whether it had depends on when it
// last ran). No code in the server: it sees the request on Node's own diagnostics channel.
import { subscribe } from 'node:diagnostics_channel';

if (typeof globalThis.gc === 'function') {
  subscribe('http.server.request.start', ({ request }) => {
    if (request.url === '/api/health?gc=1') globalThis.gc();
  });
}
