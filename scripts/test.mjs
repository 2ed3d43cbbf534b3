#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure, with the
// duration of each phase (CI prints them; the whole run must stay well under 30 minutes).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * The static checks: ESLint, Prettier and the type-checks. Each is one process, so they run side
 * by side, one per core up to four (one after the other they took ~200 s on the 2-core machine). Longest
 * first, so that the last to start are short; a check's output is printed whole when it ends.
 *
 * The front end's workspaces are checked as one program (tsconfig.front-end.json: shared's sources
 * once instead of once per workspace); every other workspace with a `typecheck` script on its own.
 */
function staticChecks() {
  const json = (path) => JSON.parse(readFileSync(new URL(`../${path}`, import.meta.url), 'utf8'));
  // tsconfig files allow comments: only the `include` line is read.
  const frontEnd = readFileSync(new URL('../tsconfig.front-end.json', import.meta.url), 'utf8');
  const inFrontEnd = (dir) => frontEnd.includes(`"${dir}/src"`);
  const alone = json('package.json').workspaces.filter(
    (dir) => Boolean(json(`${dir}/package.json`).scripts?.typecheck) && !inFrontEnd(dir),
  );
  const tsc = (project) => ['exec', '--', 'tsc', '-p', project, '--noEmit'];
  // Seconds each took alone on the 2-core machine (2026-11-30): only the order depends on them.
  const usual = { server: 34, e2e: 9, contracts: 5 };
  return [
    { name: 'eslint', args: ['exec', '--', 'eslint', '.'], usual: 36 },
    { name: 'prettier', args: ['exec', '--', 'prettier', '--check', '.'], usual: 23 },
    { name: 'typecheck (root)', args: tsc('tsconfig.json'), usual: 8 },
    { name: 'typecheck (front end)', args: tsc('tsconfig.front-end.json'), usual: 36 },
    ...alone.map((dir) => ({ name: `typecheck ${dir}`, args: ['run', 'typecheck', '--silent', '-w', dir], usual: usual[dir] ?? 5 })),
  ].sort((a, b) => b.usual - a.usual);
}

/** Runs `npm <args>` with its output kept; resolves to its exit status and output. */
function run({ args }) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(chunks).toString() }));
  });
}

async function runStaticChecks() {
  const queue = staticChecks();
  const failed = [];
  const worker = async () => {
    for (let check = queue.shift(); check; check = queue.shift()) {
      const started = performance.now();
      const { status, output } = await run(check);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`\n${status === 0 ? '✓' : '✗'} ${check.name} (${seconds} s): npm ${check.args.join(' ')}`);
      if (status !== 0 || output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      if (status !== 0) failed.push(check.name);
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), 4) }, worker));
  if (failed.length) console.log(`\nfailed: ${failed.join(', ')}`);
  return failed.length ? 1 : 0;
}

const npm = (args) => () => spawnSync('npm', args, { stdio: 'inherit' }).status ?? 1;

const phases = [
  ['lint + typecheck', runStaticChecks],
  ['unit (jest)', npm(['run', 'test:unit'])],
  ['build', npm(['run', 'build:test'])],
  ['e2e (playwright)', npm(['run', 'test:e2e'])],
];

const timings = [];
const report = () => {
  console.log('\n› phase durations');
  for (const [name, seconds, ok] of timings) console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(18)} ${seconds.toFixed(1)} s`);
};

for (const [name, phase] of phases) {
  console.log(`\n› ${name}`);
  const started = performance.now();
  const status = await phase();
  timings.push([name, (performance.now() - started) / 1000, status === 0]);
  if (status !== 0) {
    report();
    process.exit(status);
  }
}
report();
