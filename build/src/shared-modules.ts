/**
 * What the shell and the remotes share at run time (Module Federation `shared`), and why.
 * Used by the one build factory, rspack.config.base.ts at the repository root.
 *
 * The rule: a library is shared when a component from one build may meet a context, a cache or
 * an instance created by another build (formik's context, dayjs objects, the store, antd's
 * ConfigProvider). Everything else stays private to each build, so it can be tree-shaken.
 *
 * antd is shared per component, not whole (whole antd is ~430 KiB gzip and tree-shaking stops
 * at a shared module):
 * - apps write `import { Button } from 'antd'`; the swc loader rewrites it to
 *   `antd/es/button` (rspack's `transformImport`, in the factory);
 * - `antd/es/` is a prefix share: each component is its own singleton. The shell provides the
 *   components it uses; a remote that needs one the shell lacks (a DatePicker) brings its own
 *   copy — a remote deployed before or after the shell never meets an undefined component;
 * - every antd module that holds a React context (config, theme, locale, direction, App's
 *   message/notification, Form, Space.Compact, z-index…), and the contexts ConfigProvider feeds
 *   in @rc-component and icons, are shared by RESOLVED PATH: any request that resolves to that
 *   file, including antd's own relative imports inside a remote's copy of a component, is
 *   served the shell's module. So whichever build's copy of a component renders, it reads the
 *   shell's one ConfigProvider (theme, dark mode, RTL, es_ES locale).
 *
 * Chosen by measurement over sharing only the contexts (every app bundling its own components:
 * 18 KiB gzip less on /login and 30 on the shell's logged-in routes, but a typical remote screen
 * — a DataTable, a form in a Modal — downloaded 174 KiB of its own instead of 108, paid again by
 * each remote) and over versioned doors (a new component would still need a shared/ release).
 * Without the contexts shared by path, a remote's own Progress drew antd's default blue instead
 * of the brand colour; without formik shared, a remote form with shared fields failed to render
 * (e2e/tests/version-skew.spec.ts catches both).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { versionedKitModules } from '../../shared/src/federation/kit-modules';
import { repoRoot } from './repo-root';

export interface SharedConfig {
  singleton?: boolean;
  requiredVersion?: string | false;
  version?: string;
  shareKey?: string;
}

/** Libraries shared whole, one instance each: their contexts, caches or instances cross builds. */
const singletons = [
  'react',
  'react-dom',
  // React 19's renderer lives here; antd renders wave effects and static popups with it.
  'react-dom/client',
  'react-redux',
  '@reduxjs/toolkit',
  'react-intl',
  // The shared field adapters call useField() against the <Formik> a remote renders.
  'formik',
  // A DatePicker from one build formats values made by another build's dayjs (isDayjs, locale).
  'dayjs',
  // Schemas mix the core's rules with a screen's own: one instance (and one download).
  'yup',
  // antd's style cache and token cache: one StyleContext and one set of injected styles.
  '@ant-design/cssinjs',
] as const;

/**
 * Modules shared by resolved path besides antd's own *context* files: those whose React context
 * crosses component boundaries, and the icon renderer.
 */
const contextModules = [
  // Components of different builds nested in one another (Space.Compact, Layout.Sider → Menu).
  'antd/es/space/Compact.js',
  'antd/es/layout/Sider.js',
  // Fed by antd's ConfigProvider: icon prefix/CSP, motion on/off, popup nesting order.
  '@ant-design/icons/es/components/Context.js',
  '@rc-component/motion/es/context.js',
  '@rc-component/portal/es/Context.js',
  '@rc-component/trigger/es/context.js',
  // What every icon renders through. Icons are plain imports, private to each build (the SVG
  // data of one icon is tiny); their renderer is the shell's, or a remote's icons alone would
  // bring a copy of antd's foundation with them (clsx, @rc-component/util: 54 KiB gzip on /CV/basic).
  // (Two-tone icons render through AntdIcon.js; the portal uses none.)
  '@ant-design/icons/es/components/AntdIconLight.js',
];

/** antd's context modules (`…context….js`), found by name so a new antd version's are covered too. */
function antdContextFiles(antdDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/context[^/]*\.js$/i.test(entry.name)) found.push(path.relative(antdDir, full));
    }
  };
  walk(path.join(antdDir, 'es'));
  return found.map((file) => `antd/${file.split(path.sep).join('/')}`).sort();
}

/** The package a module path belongs to (`@scope/name` or `name`) and the path inside it. */
function splitModulePath(modulePath: string) {
  const parts = modulePath.split('/');
  const name = modulePath.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return { name, inner: parts.slice(name.split('/').length).join('/') };
}

export interface SharedOptions {
  /** The app's folder: packages are resolved from there, as the app's own imports are. */
  dir: string;
  /**
   * The host (the shell) offers the remotes every antd component the portal's apps import, also
   * those it never renders itself: each is a chunk of the shell's, downloaded only when a remote
   * asks for it. Otherwise a remote's own copy of a component the shell lacks (the CV's
   * DatePicker and Upload) reached antd's internals by relative imports and brought its own copy
   * of them: on /CV/basic a second antd foundation (54 KiB gzip) and second copies of Button,
   * Input and Tooltip. A component a remote starts using after the shell was built still works:
   * the remote brings its own copy until the shell is rebuilt.
   */
  offerAntdToRemotes?: boolean;
}

/** The apps whose antd imports the shell offers (their sources, read at build time). */
const portalSources = ['shell', 'remote-cv', 'remote-company', 'remote-admin', 'shared'].map((app) => path.join(repoRoot, app, 'src'));

/** `AutoComplete` → `auto-complete`, `QRCode` → `qr-code`: antd's folder names, as the import transform writes them. */
const kebabCase = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])|([A-Z])([A-Z][a-z])/g, (_, a, b, c, d) => `${a ?? c}-${b ?? d}`).toLowerCase();

/** The antd components (folders of antd/es) the portal's apps import by name or load on demand. */
function antdComponentsInUse(antdDir: string): string[] {
  const used = new Set<string>();
  for (const root of portalSources.filter((folder) => existsSync(folder))) {
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      const source = readFileSync(path.join(root, file), 'utf8');
      for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
        for (const spec of names!.split(',')) {
          const name = spec.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ')) used.add(kebabCase(name));
        }
      }
      // Components loaded when they first show (shared/src/kit/deferred.tsx).
      for (const [, folder] of source.matchAll(/import\(\s*'antd\/es\/([a-z-]+)'\s*\)/g)) used.add(folder!);
    }
  }
  return [...used].filter((folder) => existsSync(path.join(antdDir, 'es', folder, 'index.js'))).sort();
}

/** The `shared` option of the ModuleFederationPlugin for one app. */
export function sharedModules({ dir, offerAntdToRemotes = false }: SharedOptions): Record<string, SharedConfig> {
  const fromApp = createRequire(path.join(dir, 'package.json'));
  const antdDir = path.dirname(fromApp.resolve('antd/package.json'));
  // antd's building blocks are resolved as antd's own imports resolve them.
  const fromAntd = createRequire(path.join(antdDir, 'package.json'));
  const packageDir = (name: string) => (name === 'antd' ? antdDir : path.dirname(fromAntd.resolve(`${name}/package.json`)));
  const readVersion = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  // What the app's package.json asks for (it lists every singleton @portal/shared takes as a
  // peer); antd's building blocks, which it does not list, by the version installed.
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const required = (lib: string) => {
    const { name } = splitModulePath(lib);
    return dependencies[name] ?? `^${readVersion(path.join(packageDir(name), 'package.json'))}`;
  };

  const shared: Record<string, SharedConfig> = {};
  for (const lib of singletons) shared[lib] = { singleton: true, requiredVersion: required(lib) };

  // Each antd component, by the path the import transform writes (`antd/es/button`).
  const antdVersion = readVersion(path.join(antdDir, 'package.json'));
  shared['antd/es/'] = { singleton: true, requiredVersion: `^${antdVersion}` };
  if (offerAntdToRemotes) {
    // By resolved path, so each is offered whether or not this build imports it; the share key
    // is the one a remote's `antd/es/<component>` request asks for.
    for (const component of antdComponentsInUse(antdDir)) {
      shared[path.join(antdDir, 'es', component, 'index.js')] = {
        shareKey: `antd/es/${component}`,
        singleton: true,
        version: antdVersion,
        requiredVersion: `^${antdVersion}`,
      };
    }
  }

  // Context modules by resolved path (an absolute key), under a stable share key.
  for (const modulePath of [...antdContextFiles(antdDir), ...contextModules]) {
    const { name, inner } = splitModulePath(modulePath);
    const version = readVersion(path.join(packageDir(name), 'package.json'));
    shared[path.join(packageDir(name), inner)] = { shareKey: modulePath, singleton: true, version, requiredVersion: `^${version}` };
  }

  // @portal/shared, as this app was built against it (a remote may be built against a newer one).
  const portalShared = readVersion(fromApp.resolve('@portal/shared/package.json'));
  // The core and the router door: one instance whatever the versions. Their exports are only
  // ever added, so an older app is served by a newer core silently; an app built against a
  // newer core than the one running gets the runtime's singleton warning.
  shared['@portal/shared'] = { singleton: true, requiredVersion: `>=${portalShared}` };
  shared['@portal/shared/router'] = { singleton: true, requiredVersion: `>=${portalShared}` };
  // The kit: semver. A copy built against a version the running one does not satisfy (while
  // 0.x, any other minor) runs on its own, and kit-version-plugin.ts says so in the console.
  for (const kit of versionedKitModules) {
    shared[kit] = { singleton: false, version: portalShared, requiredVersion: `^${portalShared}` };
  }
  return shared;
}
