/**
 * The files the shell's start-up loads before any route's code, written as `startup-assets.json`
 * for the signed-in frame to preload (shell/scripts/prerender.mjs).
 *
 * The frame paints from the HTML and runs main.js after its first paint. main.js then asks for
 * the bootstrap's chunks and, through the shared modules they consume, the chunks that provide
 * them (React, antd's foundation, the router…): one round trip and main.js' whole run after the
 * HTML, on a slow phone's network a second in which nothing else downloaded. Listed in the HTML,
 * they download while main.js does.
 *
 * Which files those are follows from the build's chunk graph: the chunks of `import('./bootstrap')`
 * in the entry, then, for every shared module a chunk of the set consumes, the chunks of the
 * module the shell provides under that share key (the shell is the host: the runtime picks its
 * own provided modules), until nothing new is added.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler, StatsChunk } from '@rspack/core';

const consumePrefix = 'consume shared module (default) ';
const providePrefix = 'provide shared module (default) ';

/** The share key of a consume or provide module's identifier (`react-dom/client`, `@portal/shared/router`). */
function shareKey(identifier: string, prefix: string): string {
  const rest = identifier.slice(prefix.length);
  // `<key>@<range> (strict) (fallback: …)` or `<key>@<version> = <path>`
  const end = rest.search(/ [(=]/);
  const versioned = end === -1 ? rest : rest.slice(0, end);
  return versioned.slice(0, versioned.lastIndexOf('@'));
}

/** The JS and CSS files of the chunks loaded by `import(request)` in the entry module `entry`, and of the shared modules they consume. */
export function startupFiles(chunks: StatsChunk[], entry: RegExp, request: string): string[] {
  const providedBy = new Map<string, StatsChunk[]>();
  for (const chunk of chunks) {
    for (const origin of chunk.origins ?? []) {
      const identifier = origin.moduleIdentifier ?? '';
      if (!identifier.startsWith(providePrefix)) continue;
      const key = shareKey(identifier, providePrefix);
      providedBy.set(key, [...(providedBy.get(key) ?? []), chunk]);
    }
  }
  const startup = new Set(
    chunks.filter((chunk) =>
      (chunk.origins ?? []).some((origin) => entry.test(origin.moduleIdentifier ?? '') && origin.request === request),
    ),
  );
  const pending = [...startup];
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    for (const module of chunk.modules ?? []) {
      const identifier = module.identifier ?? '';
      if (!identifier.startsWith(consumePrefix)) continue;
      for (const provider of providedBy.get(shareKey(identifier, consumePrefix)) ?? []) {
        if (startup.has(provider)) continue;
        startup.add(provider);
        pending.push(provider);
      }
    }
  }
  return [...startup].flatMap((chunk) => chunk.files ?? []).filter((file) => /\.(js|css)$/.test(file));
}

/** Writes the start-up's files (`startupFiles`) into the build's output as `startup-assets.json`. */
export class StartupAssets {
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('StartupAssets', (stats) => {
      if (stats.hasErrors()) return;
      const { chunks = [] } = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        chunkOrigins: true,
        // Every module of a chunk, the consume modules included (the default lists a few).
        chunkModulesSpace: Number.MAX_SAFE_INTEGER,
        dependentModules: true,
      } as Parameters<typeof stats.toJson>[0]);
      const files = startupFiles(chunks, /[\\/]src[\\/]index\.ts$/, './bootstrap');
      if (files.length === 0) throw new Error('startup-assets: no chunk is loaded by import("./bootstrap") in src/index.ts');
      writeFileSync(path.join(compiler.outputPath, 'startup-assets.json'), `${JSON.stringify(files.sort(), null, 2)}\n`);
    });
  }
}
