#!/usr/bin/env node
// `npm run cluster`: builds whatever is missing, then runs several instances behind nginx
// (server/src/cli/cluster.ts tells how).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale } from './build-stale.mjs';

buildStale();
await import(pathToFileURL(path.join(import.meta.dirname, '..', 'server/dist/cli/cluster.js')).href);
