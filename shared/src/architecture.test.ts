import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Imports flow one way (shared → apps); every app reaches React Router through the shared door
 * and antd by name from 'antd', so each stays one instance across the federated apps.
 */
const repo = path.resolve(__dirname, '..', '..');
const apps = ['shell', 'remote-cv', 'remote-company', 'remote-admin'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry) ? [full] : [];
  });
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '');

describe('architecture', () => {
  // antd components are imported by name from 'antd' (one shared instance); deep paths
  // ('antd/es/…') would bypass the sharing.
  it.each(apps)('%s imports React Router only through @portal/shared and antd only by name', (app) => {
    const offending = sources(path.join(repo, app, 'src')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => /^(antd\/|(react-router|react-router-dom)(\/|$))/.test(spec))
        .map((spec) => `${path.relative(repo, file)}: ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it.each(apps.filter((app) => app.startsWith('remote-')))('%s never imports from the shell or another remote', (app) => {
    const offending = sources(path.join(repo, app, 'src')).flatMap((file) =>
      importsOf(file)
        .filter((spec) => /^@portal\/(shell|remote-)/.test(spec) || /\.\.\/\.\.\/(shell|remote-)/.test(spec))
        .map((spec) => `${path.relative(repo, file)}: ${spec}`),
    );
    expect(offending).toEqual([]);
  });

  it('shared imports nothing from the apps', () => {
    const offending = sources(path.join(repo, 'shared', 'src')).flatMap((file) =>
      importsOf(file).filter((spec) => /^@portal\/(shell|remote-)/.test(spec) || /(shell|remote-[a-z]+)\/src/.test(spec)),
    );
    expect(offending).toEqual([]);
  });

  it('the kit reaches the core only through @portal/shared', () => {
    // The kit may be bundled apart from the core (its own federation module); a relative import
    // into the core would give it a second store and API client instead of the shell's.
    const kit = path.join(repo, 'shared', 'src', 'kit');
    const offending = sources(kit).flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith('.') && !path.resolve(path.dirname(file), spec).startsWith(kit))
        .map((spec) => `${path.relative(repo, file)}: ${spec}`),
    );
    expect(offending).toEqual([]);
  });
});
