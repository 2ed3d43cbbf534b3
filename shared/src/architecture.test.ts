import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The import rules the federation relies on (build/src/shared-modules.ts says why) that ESLint cannot say
 * (eslint.config.mjs holds the others: who may import whom, React Router only through its door):
 * antd is reached only by component name, so the build can share it per component; the kit
 * reaches the core only through '@portal/shared', so a remote's own copy of the kit still binds
 * to the shell's one core.
 */
const repo = path.resolve(__dirname, '..', '..');
const apps = ['shell', 'remote-cv', 'remote-company', 'remote-admin'];
const sharedSrc = path.join(repo, 'shared', 'src');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry) ? [full] : [];
  });
}

const importsOf = (file: string, prepare = (text: string) => text) =>
  [...prepare(readFileSync(file, 'utf8')).matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1] ?? '');

/** `file: spec` for each import of the files that `test` refuses (`prepare` may leave some out first). */
const offenders = (files: string[], test: (spec: string) => boolean, prepare = (text: string) => text) =>
  files.flatMap((file) =>
    importsOf(file, prepare)
      .filter(test)
      .map((spec) => `${path.relative(repo, file)}: ${spec}`),
  );

describe('architecture', () => {
  it.each([...apps, 'shared'])('%s imports antd components by name from "antd", never by path', (app) => {
    const files = sources(path.join(repo, app, 'src'));
    // Locale data is not a component: the shared providers load antd's locales by path. (Its
    // prebuilt styles come split per component, through the build: build/src/antd-styles.ts.)
    const byPath = (spec: string) => /^antd\//.test(spec) && !(app === 'shared' && /^antd\/es\/locale\//.test(spec));
    // A component loaded when it first shows (kit/deferred.tsx) is a dynamic import, which the
    // build's rewrite of named imports cannot reach: import() of antd/es/<component>, the very
    // path the rewrite writes, so it is shared per component all the same.
    const withoutDeferred = (text: string) => text.replace(/import\(\s*'antd\/es\/[a-z-]+'\s*\)/g, '');
    expect(offenders(files, byPath, withoutDeferred)).toEqual([]);
    // The build rewrites named imports only; anything else would bundle the whole library.
    const whole = files.filter((file) =>
      /import\s+(\*\s+as\s+\w+|\w+\s*(,\s*\{[^}]*\})?)\s+from\s+'antd'|export\s+(\*|\{[^}]*\})\s+from\s+'antd'/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(whole.map((file) => path.relative(repo, file))).toEqual([]);
  });

  it('the kit reaches the core (store, API, session, settings, texts, router) only through @portal/shared', () => {
    // What the kit may reach by relative path: itself and stateless building blocks.
    const stateless = ['kit', 'components', 'validation', 'theme', 'contracts', path.join('i18n', 'messages')];
    const resolve = (from: string, spec: string) =>
      ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
        .map((ext) => path.resolve(path.dirname(from), spec) + ext)
        .find((file) => existsSync(file) && statSync(file).isFile());
    const seen = new Set<string>();
    const pending = [path.join(sharedSrc, 'kit', 'index.ts')];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const spec of importsOf(file).filter((spec) => spec.startsWith('.'))) {
        const target = resolve(file, spec);
        if (target) pending.push(target);
      }
    }
    const reachedCore = [...seen]
      .map((file) => path.relative(sharedSrc, file))
      .filter((file) => !stateless.some((folder) => file.startsWith(`${folder}${path.sep}`)));
    expect(reachedCore).toEqual([]);
  });
});
