#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then serves the portal
// (API, migrations at start, shell and remotes) on one port.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale } from './build-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');

buildStale();

// The server runs in this process, so SIGTERM/SIGINT reach its graceful shutdown directly.
process.chdir(root);
await import(pathToFileURL(path.join(root, 'server/dist/server.js')).href);
