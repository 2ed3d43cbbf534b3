#!/usr/bin/env node
// Builds whatever is missing or older than its sources (`npm start` and the Lighthouse bench run
// it first). Run alone: `node scripts/build-stale.mjs`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time under the given files or folders (0 when none exist). */
function newest(paths) {
  let latest = 0;
  const visit = (target) => {
    if (!existsSync(target)) return;
    const stat = statSync(target);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(target)) visit(path.join(target, entry));
    } else if (stat.mtimeMs > latest) latest = stat.mtimeMs;
  };
  paths.forEach(visit);
  return latest;
}

const contractsInputs = [at('contracts/src'), at('contracts/package.json')];
const frontEndInputs = [
  at('shared/src'),
  ...contractsInputs,
  at('shared/index.html'),
  at('rspack.config.base.ts'),
  at('build/src'),
  at('package.json'),
];
const builds = [
  { workspace: '@portal/contracts', output: at('contracts/dist/index.js'), inputs: contractsInputs },
  { workspace: '@portal/remote-cv', output: at('remote-cv/dist/mf-manifest.json'), inputs: [at('remote-cv/src'), ...frontEndInputs] },
  {
    workspace: '@portal/remote-company',
    output: at('remote-company/dist/mf-manifest.json'),
    inputs: [at('remote-company/src'), ...frontEndInputs],
  },
  {
    workspace: '@portal/remote-admin',
    output: at('remote-admin/dist/mf-manifest.json'),
    inputs: [at('remote-admin/src'), ...frontEndInputs],
  },
  // The shell's build ends with the prerendered pages (shell/scripts/prerender.mjs): their list is its last output.
  {
    workspace: '@portal/shell',
    output: at('shell/dist/prerendered/pages.json'),
    inputs: [at('shell/src'), at('shell/public'), at('shell/scripts'), ...frontEndInputs],
  },
  {
    workspace: '@portal/server',
    output: at('server/dist/server.js'),
    inputs: [at('server/src'), at('server/package.json'), ...contractsInputs],
  },
];

/** Runs each stale build in turn; exits the process when one fails. */
export function buildStale() {
  for (const build of builds) {
    const builtAt = existsSync(build.output) ? statSync(build.output).mtimeMs : 0;
    if (builtAt > newest(build.inputs)) continue;
    console.log(`› building ${build.workspace}`);
    const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildStale();
