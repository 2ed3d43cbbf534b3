/**
 * `npm run bench:bundle`: loads the built portal in Chromium from the real server with a cold
 * cache and prints, per route, the JavaScript it costs, and its largest contentful paint (at the
 * machine's speed and with the CPU four times slower, Chromium's throttling) and layout shift
 * (CLS), each the median of BENCH_LOADS cold loads (default 3). On /login, whose page is
 * prerendered and whose code runs at the first interaction, also the JavaScript it takes to a
 * working form after that interaction. A benchmark that prints figures, not a test: the budgets
 * are reported next to the figures, never asserted. BENCH_PROFILE adds, per route, where the
 * main thread's time goes at ×4 by npm package and app folder (bench/main-thread.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import type { AccountRole } from '../support/accounts';
import { chromiumArgs, chromiumExecutable } from '../support/chromium';
import { repoRoot, startPortalServer } from '../support/portal-server';
import { appHasTakenOver } from '../support/prerendered';
import { loginAs } from '../support/session';
import { distFile, mainThreadTime, mapFileOf, type MainThreadTime, meanMainThreadTime, topFunctions, topOrigins } from './main-thread';

const KiB = 1024;
const loads = Number(process.env.BENCH_LOADS ?? 3);
const budgets = { login: 200 * KiB, anyRoute: 365 * KiB };

/** Each route, who opens it, and the heading that says its content is on screen. */
const routes: Array<{ path: string; ready: string; role?: AccountRole }> = [
  { path: '/login', ready: 'Bienvenido a Bolsa de Empleo Universitaria' },
  { path: '/CV/basic', ready: 'Información personal', role: 'student' },
  { path: '/company/new-offer', ready: 'Nueva oferta', role: 'company' },
  { path: '/company/my-offers', ready: 'Mis ofertas', role: 'company' },
  { path: '/admin/users', ready: 'Usuarios', role: 'admin' },
  // The administrator's landing: its figures come from remote-admin's ./dashboard, its charts after.
  { path: '/', ready: 'Usuarios por rol', role: 'admin' },
];

/**
 * A text only Chart.js's code holds (one of its error messages; literals survive minification):
 * the chart library must be absent from every first load but the administrator's landing.
 */
const chartLibraryMarker = "can't acquire context from the given item";

function gzipSize(file: string | null, raw: Buffer): number {
  if (file && existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return gzipSync(raw, { level: 9 }).length;
}

const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

interface RouteFigures {
  route: string;
  requests: number;
  jsFiles: number;
  jsTransferred: number;
  jsGzip: number;
  jsRaw: number;
  /** Style sheets of the first load (antd's come per component). */
  cssGzip: number;
  cssRaw: number;
  firstContentMs: number;
  /** gzip bytes of the files holding the chart library (0: not loaded). */
  chartGzip: number;
  /** Largest contentful paint, ms from navigation. */
  lcpMs: number;
  /** Cumulative layout shift of the load (shifts after an input excluded, as the metric does). */
  cls: number;
  /** Total blocking time of the load: each long task's time beyond 50 ms, until the screen is ready. */
  blockingMs: number;
  /** /login: JS gzip once the first interaction has started the app and its form is the app's. */
  afterInteractionGzip?: number;
  /** BENCH_PROFILE, at ×4: the load's main-thread time by origin. */
  mainThread?: MainThreadTime;
}

/** BENCH_PROFILE: the ×4 loads' main thread by origin, this many origins per route. */
const profiledOrigins = process.env.BENCH_PROFILE ? 18 : 0;
/**
 * BENCH_PROFILE=functions: also the largest functions (source-mapped names and lines);
 * BENCH_PROFILE=functions:react-dom,antd only those origins' (split at commas not followed by a
 * space: an origin's own name may hold ", ").
 */
const profiledFunctions = /^functions(?::(.*))?$/.exec(process.env.BENCH_PROFILE ?? '');

/** What observeVitals records in the page (`window.__vitals`): LCP and CLS, and blocking time in ms. */
interface Vitals {
  lcp: number;
  cls: number;
  blocking: number;
}

/** Records the page's largest contentful paint, layout shifts and long tasks from its first byte on. */
function observeVitals() {
  const vitals: Vitals = { lcp: 0, cls: 0, blocking: 0 };
  (window as unknown as { __vitals: Vitals }).__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // Total blocking time as Lighthouse counts it: what each long task spends beyond 50 ms.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.blocking += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
}

async function measure(baseUrl: string, route: (typeof routes)[number], cpuSlowdown: number): Promise<RouteFigures> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  // A phone's screen (the Lighthouse mobile preset's size).
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (route.role) {
    // Sign in first (the session lives in this tab), then forget every cached file.
    await loginAs(page, route.role);
    // Off the portal first: the landing page's files still downloading would otherwise land in the
    // cache just cleared, and the measured page would find them there.
    await page.goto('about:blank');
    await cdp.send('Network.clearBrowserCache');
  }
  await page.addInitScript(observeVitals);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const responses: Response[] = [];
  const jsFilesSeen: Array<Promise<{ url: string; body: Buffer; encoded: number } | null>> = [];
  const cssFilesSeen: Array<Promise<{ url: string; body: Buffer } | null>> = [];
  page.on('response', (response) => {
    responses.push(response);
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.css')) {
      cssFilesSeen.push(
        response.body().then(
          (body) => ({ url: response.url(), body }),
          () => null,
        ),
      );
      return;
    }
    if (!pathname.endsWith('.js')) return;
    // Read each body as it arrives: a later navigation would discard it.
    jsFilesSeen.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => ({ url: response.url(), body, encoded: sizes.responseBodySize }),
        () => null,
      ),
    );
  });

  const profiled = profiledOrigins > 0 && cpuSlowdown === 4;
  if (profiled) {
    await cdp.send('Profiler.enable');
    // Every millisecond: thousands of samples over a load of seconds, enough for shares of a few per cent.
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'commit' });
  // The screen's own heading: not the same title the signed-in frame and the loading screens show
  // over a skeleton (ScreenLoading's busy section) before the screen is there.
  await page
    .getByRole('main')
    .or(page.locator('body'))
    .getByRole('heading', { name: route.ready })
    .filter({ hasNot: page.locator('xpath=ancestor::section[@aria-busy="true"]') })
    .first()
    .waitFor({ timeout: 30_000 });
  const firstContentMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const vitals = await page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);
  const mainThread = profiled ? mainThreadTime((await cdp.send('Profiler.stop')).profile, mapFileOf) : undefined;
  const beforeInteraction = jsFilesSeen.length;
  const cssBeforeInteraction = cssFilesSeen.length;
  if (route.path === '/login' && (await page.locator('#root[data-prerendered]').count()) > 0) {
    // The visitor's first interaction starts the app; it takes the form over.
    await page.getByLabel('Correo electrónico').click();
    await page.waitForFunction(appHasTakenOver);
    await page.waitForLoadState('networkidle');
  }

  let jsTransferred = 0;
  let jsGzip = 0;
  let jsRaw = 0;
  let jsFiles = 0;
  let chartGzip = 0;
  if (new URL(page.url()).pathname !== route.path) throw new Error(`${route.path} ended on ${page.url()}`);
  let afterInteractionGzip = 0;
  for (const [index, seen] of (await Promise.all(jsFilesSeen)).entries()) {
    if (!seen) continue;
    if (index >= beforeInteraction) {
      afterInteractionGzip += gzipSize(distFile(seen.url), seen.body);
      if (process.env.BENCH_VERBOSE)
        console.log(
          `${route.path} (after the first interaction)\t${kib(gzipSize(distFile(seen.url), seen.body))}\t${new URL(seen.url).pathname}`,
        );
      continue;
    }
    const { url, body } = seen;
    const sizes = { responseBodySize: seen.encoded };
    jsFiles += 1;
    if (process.env.BENCH_VERBOSE) console.log(`${route.path}\t${kib(gzipSize(distFile(url), body))}\t${new URL(url).pathname}`);
    jsTransferred += sizes.responseBodySize;
    jsRaw += body.length;
    jsGzip += gzipSize(distFile(url), body);
    if (body.includes(chartLibraryMarker)) chartGzip += gzipSize(distFile(url), body);
  }
  let cssGzip = 0;
  let cssRaw = 0;
  for (const seen of (await Promise.all(cssFilesSeen)).slice(0, cssBeforeInteraction)) {
    if (!seen) continue;
    cssRaw += seen.body.length;
    cssGzip += gzipSize(distFile(seen.url), seen.body);
  }
  await browser.close();
  return {
    route: route.path,
    requests: responses.length,
    jsFiles,
    jsTransferred,
    jsGzip,
    jsRaw,
    cssGzip,
    cssRaw,
    firstContentMs,
    chartGzip,
    lcpMs: vitals.lcp,
    cls: vitals.cls,
    blockingMs: vitals.blocking,
    afterInteractionGzip: route.path === '/login' ? jsGzip + afterInteractionGzip : undefined,
    mainThread,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A route's figures: bytes from the first load, paint and shift as medians of cold loads at each CPU speed. */
async function measureRoute(baseUrl: string, route: (typeof routes)[number]) {
  const runs: Record<number, RouteFigures[]> = { 1: [], 4: [] };
  for (let n = 0; n < loads; n += 1) {
    for (const slowdown of [1, 4]) runs[slowdown]!.push(await measure(baseUrl, route, slowdown));
  }
  return {
    ...runs[1]![0]!,
    lcp1: median(runs[1]!.map((run) => run.lcpMs)),
    lcp4: median(runs[4]!.map((run) => run.lcpMs)),
    cls: median([...runs[1]!, ...runs[4]!].map((run) => run.cls)),
    blocking4: median(runs[4]!.map((run) => run.blockingMs)),
    mainThread4: profiledOrigins > 0 ? meanMainThreadTime(runs[4]!.flatMap((run) => run.mainThread ?? [])) : undefined,
  };
}

function remoteEntrySizes() {
  return ['remote-cv', 'remote-company', 'remote-admin'].map((remote) => {
    const file = path.join(repoRoot, remote, 'dist', 'remoteEntry.js');
    const raw = readFileSync(file);
    return { remote, raw: raw.length, gzip: gzipSize(file, raw) };
  });
}

async function main() {
  const server = await startPortalServer(Number(process.env.BENCH_PORT ?? 8282));
  try {
    const figures: Array<Awaited<ReturnType<typeof measureRoute>>> = [];
    // BENCH_ROUTES=/CV/basic,/login measures only those routes.
    const only = process.env.BENCH_ROUTES?.split(',');
    for (const route of routes.filter((r) => !only || only.includes(r.path))) figures.push(await measureRoute(server.url, route));

    console.log('\nJavaScript and style sheets per route, cold cache (transferred = as served, brotli; budget unit = gzip)\n');
    console.table(
      figures.map((f) => ({
        route: f.route === '/' ? '/ (admin)' : f.route,
        requests: f.requests,
        'js files': f.jsFiles,
        'js transferred': kib(f.jsTransferred),
        'js gzip': kib(f.jsGzip),
        'js raw': kib(f.jsRaw),
        'css gzip': kib(f.cssGzip),
        'css raw': kib(f.cssRaw),
        'first content': `${f.firstContentMs.toFixed(0)} ms`,
        'LCP ×1': `${f.lcp1.toFixed(0)} ms`,
        'LCP ×4 CPU': `${f.lcp4.toFixed(0)} ms`,
        CLS: f.cls.toFixed(3),
        'blocking ×4 CPU': `${f.blocking4.toFixed(0)} ms`,
        budget: `${kib(f.route === '/login' ? budgets.login : budgets.anyRoute)} gzip`,
        'within budget': (f.route === '/login' ? f.jsGzip <= budgets.login : f.jsGzip <= budgets.anyRoute) ? 'yes' : 'NO',
        'chart library': f.chartGzip > 0 ? `${kib(f.chartGzip)} gzip` : 'absent',
      })),
    );
    const login = figures.find((f) => f.route === '/login');
    if (login?.afterInteractionGzip !== undefined) {
      console.log(
        `\n/login: ${kib(login.jsGzip)} gzip of JavaScript before the first interaction (the page is prerendered; the app's entry is only prefetched), ${kib(login.afterInteractionGzip)} once the app has taken the form over`,
      );
    }
    console.log(`LCP and CLS: medians of ${loads} cold loads at each CPU speed, 412 × 915 px, loopback`);
    console.log(
      'blocking ×4 CPU: total blocking time (each long task beyond 50 ms, as Lighthouse counts it) until the screen is ready and the network idle, median at ×4',
    );
    for (const { route, mainThread4 } of figures) {
      if (!mainThread4) continue;
      console.log(
        `\n${route}: main thread at ×4 CPU until the screen is ready and the network idle, ${Math.round(mainThread4.busyMicros / 1000)} ms busy (mean of ${loads} loads, sampled by the profiler, which adds to it)\n`,
      );
      console.table(topOrigins(mainThread4, profiledOrigins));
      if (profiledFunctions) {
        console.table(topFunctions(mainThread4, profiledFunctions[1]?.split(/,(?! )/) ?? [], 25));
      }
    }
    console.log('\nRemote entries\n');
    console.table(remoteEntrySizes().map((e) => ({ remote: e.remote, raw: kib(e.raw), gzip: kib(e.gzip) })));
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
