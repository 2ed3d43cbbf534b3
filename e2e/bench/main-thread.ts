/**
 * Where a page load's main thread goes, by origin: a CPU profile (CDP `Profiler`) of the load,
 * each sample's function mapped through the built files' source maps to the npm package or the
 * app folder it came from. Lighthouse and the long-task API name the chunk a task started in; a
 * chunk holds many packages, and React's work shows up under react-dom whatever it renders.
 * bench:bundle prints this with BENCH_PROFILE.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { repoRoot } from '../support/portal-server';

/** The part of a `Profiler.Profile` read here. */
export interface CpuProfile {
  nodes: Array<{
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }>;
  samples?: number[];
  timeDeltas?: number[];
}

/** Where a built file's source map is, or null when the file is not one of ours. */
export type MapFileOf = (url: string) => string | null;

const distFolders: Record<string, string> = {
  '/remotes/cv/': 'remote-cv/dist',
  '/remotes/company/': 'remote-company/dist',
  '/remotes/admin/': 'remote-admin/dist',
  '/': 'shell/dist',
};

/** The built file behind a URL the portal serves (null for another origin's). */
export function distFile(url: string): string | null {
  const { pathname } = new URL(url);
  for (const [prefix, folder] of Object.entries(distFolders)) {
    if (pathname.startsWith(prefix)) return path.join(repoRoot, folder, pathname.slice(prefix.length));
  }
  return null;
}

/** The source map of a built file the page loaded. */
export const mapFileOf: MapFileOf = (url) => {
  const file = distFile(url);
  return file && `${file}.map`;
};

/** Main-thread time (µs) per origin, and the busy total. */
export interface MainThreadTime {
  busyMicros: number;
  byOrigin: Map<string, number>;
  /** Per function: `origin · name (file:line)` of the original source. */
  byFunction: Map<string, number>;
}

/** Samples of the V8 profiler that are not JavaScript of the page. */
const engineBuckets: Record<string, string> = {
  '(program)': "browser's own work (parsing, style, layout, paint)",
  '(garbage collector)': 'garbage collection',
};

/**
 * The origin of a mapped source path: `node_modules/<package>` (scoped or not), the bundler's
 * runtime, or the app's folder two levels down (`shell/src/layouts`, `remote_cv/src/features`).
 */
export function originOf(source: string): string {
  const moduleMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (moduleMatch) return moduleMatch[1]!;
  const path = source.replace(/^webpack:\/\//, '');
  if (/^[^/]+\/webpack\//.test(path)) return 'bundler runtime (module evaluation, chunk and share loading)';
  const [app, ...rest] = path.split('/');
  const folders = rest.slice(0, -1).slice(0, 2);
  return [app, ...folders].join('/');
}

/**
 * The original position of a generated one: the mapping at or before it on its line, else the
 * next one (a function's start in minified code may precede its line's first mapping).
 */
function mappedPosition(consumer: SourceMapConsumer | null, line: number, column: number) {
  if (!consumer) return null;
  const before = consumer.originalPositionFor({ line, column });
  const position = before.source ? before : consumer.originalPositionFor({ line, column, bias: SourceMapConsumer.LEAST_UPPER_BOUND });
  return position.source ? position : null;
}

/** Adds `micros` to `origin`. */
const add = (totals: Map<string, number>, origin: string, micros: number) => totals.set(origin, (totals.get(origin) ?? 0) + micros);

/** The load's main-thread time per origin; idle time is left out. */
export function mainThreadTime(profile: CpuProfile, mapFileOf: MapFileOf): MainThreadTime {
  const consumers = new Map<string, SourceMapConsumer | null>();
  const consumerFor = (url: string) => {
    if (!consumers.has(url)) {
      const mapFile = mapFileOf(url);
      consumers.set(
        url,
        mapFile && existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap) : null,
      );
    }
    return consumers.get(url)!;
  };
  const selfMicros = new Map<number, number>();
  (profile.samples ?? []).forEach((id, index) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas?.[index] ?? 0)));

  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busyMicros = 0;
  for (const { id, callFrame } of profile.nodes) {
    const micros = selfMicros.get(id);
    if (!micros || callFrame.functionName === '(idle)') continue;
    busyMicros += micros;
    const engine = engineBuckets[callFrame.functionName];
    if (engine) {
      add(byOrigin, engine, micros);
      continue;
    }
    if (!callFrame.url) {
      // A browser function the page called: appendChild of the script and style elements that
      // load chunks, fetch, setTimeout…
      add(byOrigin, `DOM / browser API: ${callFrame.functionName || '(anonymous)'}`, micros);
      continue;
    }
    const position = mappedPosition(consumerFor(callFrame.url), callFrame.lineNumber + 1, callFrame.columnNumber);
    const origin = position ? originOf(position.source) : `unmapped: ${new URL(callFrame.url).pathname}`;
    add(byOrigin, origin, micros);
    const file = position ? `${position.source.split('/').slice(-2).join('/')}:${position.line}` : callFrame.url;
    add(byFunction, `${origin} · ${callFrame.functionName || position?.name || '(anonymous)'} (${file})`, micros);
  }
  return { busyMicros, byOrigin, byFunction };
}

/** The mean per origin of several loads' figures. */
export function meanMainThreadTime(runs: MainThreadTime[]): MainThreadTime {
  const byOrigin = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const run of runs) {
    for (const [origin, micros] of run.byOrigin) add(byOrigin, origin, micros / runs.length);
    for (const [name, micros] of run.byFunction) add(byFunction, name, micros / runs.length);
  }
  return { busyMicros: runs.reduce((sum, run) => sum + run.busyMicros, 0) / runs.length, byOrigin, byFunction };
}

/** The `count` largest origins as table rows: ms and share of the busy time. */
export function topOrigins({ busyMicros, byOrigin }: MainThreadTime, count: number) {
  return [...byOrigin]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([origin, micros]) => ({ origin, ms: Math.round(micros / 1000), share: `${((micros / busyMicros) * 100).toFixed(1)} %` }));
}

/** The `count` largest functions of the given origins (all when empty), as table rows. */
export function topFunctions({ busyMicros, byFunction }: MainThreadTime, origins: string[], count: number) {
  return [...byFunction]
    .filter(([name]) => origins.length === 0 || origins.some((origin) => name.startsWith(`${origin} · `)))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => ({ function: name, ms: Math.round(micros / 1000), share: `${((micros / busyMicros) * 100).toFixed(1)} %` }));
}
