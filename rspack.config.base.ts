/**
 * The one build factory for the shell and the three remotes: each app's own
 * rspack.config.ts only says who it is (name, port, exposes, remotes).
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import CompressionPlugin from 'compression-webpack-plugin';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import rootPackage from './package.json';
import sharedPackage from './shared/package.json';

type Deps = Record<string, string>;
const deps: Deps = rootPackage.dependencies;

export interface AppBuildOptions {
  /** Module Federation container name, e.g. `shell` or `remote_cv`. */
  name: string;
  /** The app's folder (pass `__dirname`). */
  dir: string;
  /** Dev server port. */
  port: number;
  /** Modules the app exposes to the host (remotes only). */
  exposes?: Record<string, string>;
  /**
   * Remotes known at build time. The shell passes none: it registers its remotes at run
   * time from `/env-config.json`, so a redeployed remote never needs a shell rebuild.
   */
  remotes?: Record<string, string>;
  /** Where the built files are served from; remotes load their chunks relative to their entry. */
  publicPath?: string;
  /** Dev-server proxy target for the API (the shell and standalone remotes). */
  apiTarget?: string;
  /** Page title of the HTML document. */
  title?: string;
  /**
   * Files of the app's `public/` folder to run as blocking scripts in <head>, before the
   * first paint (the shell's start-up theme). `public/` is copied to the output as is.
   */
  headScripts?: string[];
}

/**
 * The only libraries shared between the apps, all as singletons. antd is listed so that a
 * stray `import … from 'antd'` still gets the one instance, but the portal reaches antd
 * through `@portal/shared/ui`, which imports each component by its own path so the shared
 * chunk holds only the components the portal uses (antd whole is ~430 KiB gzip).
 * Icons are never shared: each app bundles the few it draws.
 */
const singletons = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'react-intl',
  'antd',
] as const;

function sharedSingletons() {
  const shared: Record<string, { singleton: true; requiredVersion: string }> = {};
  for (const lib of singletons) {
    const version = deps[lib];
    if (!version) throw new Error(`${lib} must be declared in the root package.json`);
    shared[lib] = { singleton: true, requiredVersion: version };
  }
  for (const entry of ['@portal/shared', '@portal/shared/router', '@portal/shared/ui', '@portal/shared/ui-layout', '@portal/shared/ui-data']) {
    shared[entry] = { singleton: true, requiredVersion: sharedPackage.version };
  }
  return shared;
}

export function createAppConfig(options: AppBuildOptions) {
  const { name, dir, port, exposes = {}, remotes = {}, publicPath = 'auto', apiTarget = 'http://localhost:8080', headScripts = [] } = options;
  const scriptBase = publicPath === 'auto' ? '' : publicPath;

  return (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
    const production = argv.mode !== 'development';
    const hashed = production ? '.[contenthash:8]' : '';
    const isRemote = Object.keys(exposes).length > 0;
    // A federated remote uses the host's federation runtime instead of carrying its own copy
    // (~30 KiB gzip per remote entry). On its own dev server it runs standalone with its own.
    const federatedRemote = isRemote && production;

    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.resolve(dir, 'dist'),
        publicPath,
        filename: `[name]${hashed}.js`,
        chunkFilename: `[name]${hashed}.js`,
        cssFilename: `[name]${hashed}.css`,
        cssChunkFilename: `[name]${hashed}.css`,
        assetModuleFilename: `assets/[name]${hashed}[ext]`,
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
        // @portal/contracts is consumed from its TypeScript sources by the bundler (Node runs its build).
        conditionNames: ['portal-source', '...'],
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: !production } },
              },
              env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15' },
            },
            type: 'javascript/auto',
          },
          {
            // antd's building blocks are pure modules but do not say so in their package.json;
            // declaring it lets the bundler drop the parts of each package a component never uses.
            test: /node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors))[\\/]/,
            sideEffects: false,
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        !federatedRemote &&
          new rspack.HtmlRspackPlugin({
            template: path.resolve(__dirname, 'shared/index.html'),
            title: options.title ?? 'Bolsa de Empleo Universitaria',
            chunks: ['main'],
            templateParameters: {
              headScripts: headScripts.map((file) => `<script src="${scriptBase}${file}"></script>`).join(''),
            },
          }),
        new rspack.CopyRspackPlugin({ patterns: [{ from: path.resolve(dir, 'public'), noErrorOnMissing: true }] }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes,
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          experiments: isRemote ? { externalRuntime: federatedRemote } : { provideExternalRuntime: true },
          manifest: true,
          dts: false,
          runtimePlugins: [path.resolve(__dirname, 'shared/src/federation/retry-plugin.ts')],
        }),
        !production && new ReactRefreshRspackPlugin(),
        production &&
          new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 1024 }),
        production &&
          new CompressionPlugin({
            filename: '[path][base].br',
            algorithm: 'brotliCompress',
            test: /\.(js|css|html|json|svg)$/,
            threshold: 1024,
            compressionOptions: { level: 11 },
          }),
      ],
      optimization: {
        // Module Federation needs the runtime inside each entry.
        runtimeChunk: false,
      },
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/env-config.json', '/broadcasting', '/app'], target: apiTarget, ws: true }],
      },
    };
  };
}
