#!/usr/bin/env node
// `npm run cluster`: builds whatever is missing, then runs several instances behind nginx
// (server/src/cli/cluster.ts tells how).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded, root } from './build-if-needed.mjs';

buildIfNeeded();
await import(pathToFileURL(path.join(root, 'server/dist/cli/cluster.js')).href);
