/**
 * Each workspace's package.json lists what its files import (issue 47): a remote's team can see
 * and build its own dependencies. The imports are read with TypeScript's own pre-processor
 * (`import`, `export … from`, `import()`, `require()`), not by pattern.
 */
import { builtinModules } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface PackageJson {
  name?: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
  bin?: string | Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export interface SourceFile {
  /** The file's path, for the report. */
  file: string;
  text: string;
}

export interface UnlistedImport {
  file: string;
  /** The package the file imports (`@scope/name` or `name`). */
  name: string;
}

/** Files whose imports are checked. */
export const sourceExtensions = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;

/** Folders never read: installed packages and what builds and test runs write. */
const skippedFolders = new Set([
  'node_modules',
  'dist',
  'dist-prerender',
  'coverage',
  '.artifacts',
  'test-results',
  'playwright-report',
  '@mf-types',
  '.mf',
]);

/**
 * Requests that name no package: the bundler's alias of the split antd sheets (build/src/antd-styles.ts),
 * which no package.json could list.
 */
const bundlerAliases = new Set(['@portal/antd-styles']);

/** The package a bare request names (`@scope/name/inner` → `@scope/name`), or undefined for paths and Node's own modules. */
export function packageOf(request: string): string | undefined {
  if (request.startsWith('.') || request.startsWith('/') || request.startsWith('node:') || request.startsWith('#')) return undefined;
  const parts = request.split('/');
  const name = request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  if (builtinModules.includes(name) || bundlerAliases.has(name)) return undefined;
  return name;
}

/** The packages `text` imports, type-only imports included (a package's types come from it too). */
export function importedPackages(text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const names = importedFiles.map(({ fileName }) => packageOf(fileName)).filter((name) => name !== undefined);
  return [...new Set(names)];
}

/** The packages `text` names in a string (`'@swc/jest'`, `'@fontsource/public-sans/files/…'`): a config's or a resolve's. */
export function namedPackages(text: string): string[] {
  const names = [...text.matchAll(/['"`](@[a-z0-9][\w.-]*\/[a-z0-9][\w.-]*|[a-z0-9][\w.-]*)(?=['"`/])/g)].map(([, name]) => name!);
  return [...new Set(names)];
}

/** Every package named in any dependency list of `pkg`. */
export function listedPackages(pkg: PackageJson): Set<string> {
  return new Set(
    [pkg.dependencies, pkg.devDependencies, pkg.peerDependencies, pkg.optionalDependencies].flatMap((list) => Object.keys(list ?? {})),
  );
}

/** The imports of `files` that `pkg` lists in none of its dependency lists (its own name aside). */
export function unlistedImports(pkg: PackageJson, files: readonly SourceFile[]): UnlistedImport[] {
  const listed = listedPackages(pkg);
  if (pkg.name) listed.add(pkg.name);
  return files.flatMap(({ file, text }) =>
    importedPackages(text)
      .filter((name) => !listed.has(name))
      .map((name) => ({ file, name })),
  );
}

/**
 * Packages a package.json lists that nothing uses. Used means: a file imports it or names it in a
 * string (a config, a resolved path); a script runs its command; it is a peer of a used package
 * (npm makes the one who uses a package provide its peers); or it is `@types/<name>` of a used
 * package, of Node or of Jest. `installed(name)` reads an installed package's package.json.
 */
export function unusedListings(
  pkg: PackageJson,
  files: readonly SourceFile[],
  installed: (name: string) => PackageJson | undefined,
): string[] {
  const listed = listedPackages(pkg);
  const used = new Set(files.flatMap(({ text }) => [...importedPackages(text), ...namedPackages(text)]));
  const scripts = Object.values(pkg.scripts ?? {}).join('\n');
  const commands = (name: string) => {
    const { bin } = installed(name) ?? {};
    return typeof bin === 'string' ? [name.replace(/^@[^/]+\//, '')] : Object.keys(bin ?? {});
  };
  for (const name of listed) {
    if (commands(name).some((command) => new RegExp(`(^|[\\s;&|(])${command}(\\s|$)`, 'm').test(scripts))) used.add(name);
  }
  // Peers of peers too, until nothing is added.
  for (let before = 0; before !== used.size;) {
    before = used.size;
    for (const name of [...used])
      for (const peer of Object.keys(installed(name)?.peerDependencies ?? {})) if (listed.has(peer)) used.add(peer);
  }
  const typed = (name: string) => name.replace(/^@types\//, '').replace(/^([^_]+)__(.+)$/, '@$1/$2');
  return [...listed].filter((name) => !used.has(name) && !(name.startsWith('@types/') && ['node', 'jest', ...used].includes(typed(name))));
}

/** `installed` for `unusedListings`: a package's package.json as Node would find it from `dir`. */
export function installedFrom(dir: string, root: string): (name: string) => PackageJson | undefined {
  return (name) => {
    for (let folder = dir; ; folder = path.dirname(folder)) {
      const file = path.join(folder, 'node_modules', name, 'package.json');
      if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
      if (folder === root || folder === path.dirname(folder)) return undefined;
    }
  };
}

/** The source files under `dir`, without those of the folders in `except` (relative to `dir`). */
export function sourceFilesUnder(dir: string, except: readonly string[] = []): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skippedFolders.has(entry.name) && !except.includes(path.relative(dir, full))) walk(full);
      } else if (sourceExtensions.test(entry.name)) {
        files.push({ file: path.relative(dir, full), text: readFileSync(full, 'utf8') });
      }
    }
  };
  walk(dir);
  return files;
}

export interface WorkspaceUnlistedImport extends UnlistedImport {
  /** The workspace's folder (`.` for the root's own files). */
  workspace: string;
}

const readPackage = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;

/** The root's package.json and each workspace's, by folder (`.` for the root). */
export function repositoryPackages(root: string): Map<string, PackageJson> {
  const rootPackage = readPackage(root);
  return new Map([
    ['.', rootPackage],
    ...(rootPackage.workspaces ?? []).map((dir): [string, PackageJson] => [dir, readPackage(path.join(root, dir))]),
  ]);
}

/** A workspace's source files; the root's own (the factory, the configs, scripts/) for `.`. */
function workspaceFiles(root: string, dir: string): SourceFile[] {
  if (dir !== '.') return sourceFilesUnder(path.join(root, dir));
  const workspaces = [...repositoryPackages(root).keys()].filter((folder) => folder !== '.');
  return sourceFilesUnder(root, [...workspaces, 'deploy', 'docs']);
}

/**
 * The repository's unlisted imports: each workspace's files against its package.json, and the
 * root's own files against the root's.
 */
export function repositoryUnlistedImports(root: string): WorkspaceUnlistedImport[] {
  return [...repositoryPackages(root)].flatMap(([dir, pkg]) =>
    unlistedImports(pkg, workspaceFiles(root, dir)).map((found) => ({ workspace: dir, ...found })),
  );
}

/** Packages used with no import, string or command in the workspace's files, and why. */
const usedUnseen: Record<string, string[]> = {
  // Jest reads jest.config.ts with it.
  '.': ['ts-node'],
};

/** The packages each package.json lists that nothing of its workspace uses (`unusedListings`), by folder. */
export function repositoryUnusedListings(root: string): Record<string, string[]> {
  return Object.fromEntries(
    [...repositoryPackages(root)].map(([dir, pkg]) => {
      const unused = unusedListings(pkg, workspaceFiles(root, dir), installedFrom(path.join(root, dir), root));
      return [dir, unused.filter((name) => !usedUnseen[dir]?.includes(name))];
    }),
  );
}

/**
 * Packages that two package.json files ask for in different versions: npm would then install a
 * copy per version, and a singleton shared through Module Federation would not be one.
 */
export function versionConflicts(packages: ReadonlyMap<string, PackageJson>): Array<{ name: string; versions: Record<string, string> }> {
  const asked = new Map<string, Record<string, string>>();
  for (const [dir, pkg] of packages) {
    for (const list of [pkg.dependencies, pkg.devDependencies, pkg.peerDependencies, pkg.optionalDependencies]) {
      for (const [name, version] of Object.entries(list ?? {})) asked.set(name, { ...asked.get(name), [dir]: version });
    }
  }
  return [...asked].filter(([, versions]) => new Set(Object.values(versions)).size > 1).map(([name, versions]) => ({ name, versions }));
}

/**
 * The peers of `library` (the singletons @portal/shared takes from the app it runs in) that `app`
 * does not list as dependencies: the app's build shares each with the version its package.json
 * asks for (build/src/shared-modules.ts).
 */
export function unlistedPeers(app: PackageJson, library: PackageJson): string[] {
  return Object.keys(library.peerDependencies ?? {}).filter((name) => !(app.dependencies && name in app.dependencies));
}
