#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first failure, with the
// duration of each phase (CI prints them; the whole run must stay well under 30 minutes).
import { spawnSync } from 'node:child_process';

const phases = [
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit (jest)', ['run', 'test:unit']],
  ['build', ['run', 'build:test']],
  ['e2e (playwright)', ['run', 'test:e2e']],
];

const timings = [];
const report = () => {
  console.log('\n› phase durations');
  for (const [name, seconds, ok] of timings) console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(18)} ${seconds.toFixed(1)} s`);
};

for (const [name, args] of phases) {
  console.log(`\n› ${name}: npm ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  const ok = result.status === 0;
  timings.push([name, (performance.now() - started) / 1000, ok]);
  if (!ok) {
    report();
    process.exit(result.status ?? 1);
  }
}
report();
