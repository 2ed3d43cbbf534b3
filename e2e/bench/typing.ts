/**
 * `npm run bench:typing`: how long a form takes to answer a keystroke on a slow phone. Loads each
 * form screen of the built portal in Chromium from the real server, slows the CPU four times
 * (Chromium's throttling, as Lighthouse's mobile preset), types into one of its text fields and
 * prints, per screen, the keystrokes' latency as the browser's Event Timing API reports it (from
 * the key's press to the next paint, the figure behind Interaction to Next Paint) and the main
 * thread's busy time per keystroke. Medians of BENCH_LOADS loads (default 3). BENCH_PROFILE
 * adds where the typing's main-thread time goes, by origin and function (bench/main-thread.ts).
 * A benchmark that prints figures, not a test.
 */
import { chromium, type CDPSession } from '@playwright/test';
import type { AccountRole } from '../support/accounts';
import { chromiumArgs, chromiumExecutable } from '../support/chromium';
import { buildIfNeeded, startPortalServer } from '../support/portal-server';
import { loginAs } from '../support/session';
import { percentile } from './stats';
import { mainThreadTime, mapFileOf, meanMainThreadTime, topFunctions, topOrigins, type MainThreadTime } from './main-thread';

const loads = Number(process.env.BENCH_LOADS ?? 3);
/** What each load types: 24 keystrokes, one every 400 ms (a slow typist; each key is its own interaction). */
const typed = 'Av. Amazonas N24 y Colón';
const keyDelayMs = 400;

/** Each form screen, who opens it, its heading once ready and the text field typed into. */
const screens: Array<{ path: string; role: AccountRole; ready: string; field: string }> = [
  { path: '/CV/basic', role: 'student', ready: 'Información personal', field: 'Dirección' },
  { path: '/company/new-offer', role: 'company', ready: 'Nueva oferta', field: 'Título' },
];

interface Keystrokes {
  /** Per interaction (one key), the longest of its events' durations, in ms. */
  latencies: number[];
  /** Main-thread busy time while typing, per keystroke, in ms; of it, script, style recalculation and layout. */
  busyPerKey: number;
  scriptPerKey: number;
  stylePerKey: number;
  layoutPerKey: number;
  /** BENCH_PROFILE: the typing's main thread by origin and function. */
  mainThread?: MainThreadTime;
}

const profiled = Boolean(process.env.BENCH_PROFILE);

/** Collects Event Timing entries (every event of 16 ms or more, the API's floor) in `window.__events`. */
function observeEvents() {
  const events: Array<{ id: number; duration: number }> = [];
  (window as unknown as { __events: typeof events }).__events = events;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId: number }>) {
      if (entry.interactionId) events.push({ id: entry.interactionId, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Chromium's counters (`Performance.getMetrics`): busy, script, style and layout seconds so far. */
async function counters(cdp: CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const read = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return { busy: read('TaskDuration'), script: read('ScriptDuration'), style: read('RecalcStyleDuration'), layout: read('LayoutDuration') };
}

async function typeOnce(baseUrl: string, screen: (typeof screens)[number]): Promise<Keystrokes> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 412, height: 915 } });
    const page = await context.newPage();
    await loginAs(page, screen.role);
    await page.addInitScript(observeEvents);
    await page.goto(screen.path);
    await page.getByRole('main').getByRole('heading', { name: screen.ready }).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const field = page.getByLabel(screen.field, { exact: true });
    await field.click();
    await field.fill('');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Settle at the slow speed first: the click's own work is not the typing's.
    await page.waitForTimeout(1_000);
    await page.evaluate(() => (window as unknown as { __events: unknown[] }).__events.splice(0));
    if (profiled) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
      await cdp.send('Profiler.start');
    }
    const before = await counters(cdp);
    await page.keyboard.type(typed, { delay: keyDelayMs });
    await page.waitForTimeout(1_000);
    const after = await counters(cdp);
    const mainThread = profiled ? mainThreadTime((await cdp.send('Profiler.stop')).profile, mapFileOf) : undefined;
    if ((await field.inputValue()) !== typed) throw new Error(`${screen.path}: the field holds «${await field.inputValue()}»`);
    const events = await page.evaluate(() => (window as unknown as { __events: Array<{ id: number; duration: number }> }).__events);
    const byInteraction = new Map<number, number>();
    for (const { id, duration } of events) byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration));
    // A keystroke under the 16 ms floor has no entry: it counts as 16 (at most).
    const latencies = [...byInteraction.values(), ...Array<number>(Math.max(0, typed.length - byInteraction.size)).fill(16)];
    const perKey = (counter: keyof typeof after) => ((after[counter] - before[counter]) * 1000) / typed.length;
    return {
      latencies,
      busyPerKey: perKey('busy'),
      scriptPerKey: perKey('script'),
      stylePerKey: perKey('style'),
      layoutPerKey: perKey('layout'),
      mainThread,
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => percentile(values, 50);

async function main() {
  buildIfNeeded();
  const server = await startPortalServer(Number(process.env.BENCH_PORT ?? 8283));
  try {
    const rows = [];
    const profiles: Array<[string, MainThreadTime]> = [];
    for (const screen of screens) {
      const runs: Keystrokes[] = [];
      for (let n = 0; n < loads; n += 1) runs.push(await typeOnce(server.url, screen));
      if (profiled) profiles.push([screen.path, meanMainThreadTime(runs.flatMap((run) => run.mainThread ?? []))]);
      rows.push({
        screen: screen.path,
        field: screen.field,
        keystrokes: typed.length,
        'latency p50': `${median(runs.map((run) => median(run.latencies))).toFixed(0)} ms`,
        'latency p90': `${median(runs.map((run) => percentile(run.latencies, 90))).toFixed(0)} ms`,
        'latency max': `${median(runs.map((run) => Math.max(...run.latencies))).toFixed(0)} ms`,
        'main thread per key': `${median(runs.map((run) => run.busyPerKey)).toFixed(1)} ms`,
        'of it script': `${median(runs.map((run) => run.scriptPerKey)).toFixed(1)} ms`,
        'of it style': `${median(runs.map((run) => run.stylePerKey)).toFixed(1)} ms`,
        'of it layout': `${median(runs.map((run) => run.layoutPerKey)).toFixed(1)} ms`,
      });
    }
    console.log(
      `\nTyping into a form at ×4 CPU, 412 × 915 px: medians of ${loads} loads (latency: key press to next paint, Event Timing)\n`,
    );
    console.table(rows);
    for (const [path, mainThread] of profiles) {
      console.log(
        `\n${path}: main thread while typing, ${Math.round(mainThread.busyMicros / 1000)} ms busy (mean of ${loads} loads, sampled)\n`,
      );
      console.table(topOrigins(mainThread, 12));
      console.table(topFunctions(mainThread, [], 20));
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
