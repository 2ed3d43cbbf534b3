import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { until } from './until';

/** One server process's memory, in MiB. */
export interface MemoryReading {
  rss: number;
  /** Live objects plus garbage not yet collected (V8's used heap). */
  heapUsed: number;
  /** What V8 has reserved for its heap. */
  heapTotal: number;
  /** Memory outside the heap held by JavaScript objects (Buffers, ArrayBuffers). */
  external: number;
}

const MiB = 1024 * 1024;
/**
 * Signals whose default is to be ignored (harmless to a process started without the options),
 * and which the server does not handle: SIGUSR2, Node's usual report signal, closes it
 * (close-with-grace listens to it).
 */
const REPORT_SIGNAL = 'SIGWINCH';
const SNAPSHOT_SIGNAL = 'SIGURG';

/**
 * Reads the memory of server processes from outside, with Node's own diagnostics and no code in
 * the server: started with `nodeOptions` (NODE_OPTIONS), a process writes a diagnostic report on
 * SIGWINCH (V8's heap figures and the RSS) and, when `snapshotsDir` is given, a heap snapshot on
 * SIGURG (taking one forces a full garbage collection and costs seconds and memory: for
 * investigations, not for the figures).
 */
export class InstanceMemory {
  private readonly reportsDir = mkdtempSync(path.join(tmpdir(), 'portal-memory-'));

  constructor(private readonly snapshotsDir?: string) {}

  get nodeOptions(): string {
    return [
      process.env.NODE_OPTIONS ?? '',
      `--report-on-signal --report-signal=${REPORT_SIGNAL} --report-compact --report-directory=${this.reportsDir}`,
      `--expose-gc --import ${path.join(__dirname, 'gc-probe.mjs')}`,
      this.snapshotsDir ? `--heapsnapshot-signal=${SNAPSHOT_SIGNAL} --diagnostic-dir=${this.snapshotsDir}` : '',
    ]
      .join(' ')
      .trim();
  }

  /** The process's memory now (its report is read and deleted: it lists the environment). */
  async read(pid: number): Promise<MemoryReading> {
    process.kill(pid, REPORT_SIGNAL);
    const report = await until(
      `the memory report of process ${pid}`,
      () => {
        const name = readdirSync(this.reportsDir).find((file) => file.includes(`.${pid}.`) && file.endsWith('.json'));
        if (!name) return undefined;
        try {
          const parsed = JSON.parse(readFileSync(path.join(this.reportsDir, name), 'utf8')) as Report;
          rmSync(path.join(this.reportsDir, name));
          return parsed;
        } catch {
          return undefined; // Still being written.
        }
      },
      30_000,
    );
    const heap = report.javascriptHeap;
    return {
      rss: report.resourceUsage.rss / MiB,
      heapUsed: heap.usedMemory / MiB,
      heapTotal: heap.totalMemory / MiB,
      external: heap.externalMemory / MiB,
    };
  }

  /**
   * Has the server at `url` run a full garbage collection (gc-probe.mjs), so that the next reading's
   * heap is what it holds rather than garbage V8 had not collected yet.
   */
  async collect(url: string): Promise<void> {
    await fetch(`${url}/api/health?gc=1`);
  }

  /** Writes a heap snapshot of the process into `snapshotsDir` and answers its path once complete. */
  async snapshot(pid: number): Promise<string> {
    if (!this.snapshotsDir) throw new Error('heap snapshots were not enabled');
    const before = new Set(readdirSync(this.snapshotsDir));
    process.kill(pid, SNAPSHOT_SIGNAL);
    const file = await until(
      `the heap snapshot of process ${pid}`,
      () =>
        readdirSync(this.snapshotsDir!).find((name) => !before.has(name) && name.includes(`.${pid}.`) && name.endsWith('.heapsnapshot')),
      60_000,
    );
    const full = path.join(this.snapshotsDir, file);
    // Written as it is taken; complete once it ends the JSON document.
    await until(
      `the heap snapshot ${file} complete`,
      () => {
        const { size } = statSync(full);
        if (size < 2) return undefined;
        const tail = Buffer.alloc(2);
        const fd = openSync(full, 'r');
        try {
          readSync(fd, tail, 0, 2, size - 2);
        } finally {
          closeSync(fd);
        }
        return tail.toString() === ']}' ? true : undefined;
      },
      300_000,
    );
    return full;
  }

  dispose(): void {
    if (existsSync(this.reportsDir)) rmSync(this.reportsDir, { recursive: true, force: true });
  }
}

interface Report {
  javascriptHeap: { usedMemory: number; totalMemory: number; externalMemory: number };
  resourceUsage: { rss: number };
}
