/**
 * The one build factory for the shell and the three remotes: each app's own
 * rspack.config.ts only says who it is (name, port, exposes, remotes). Its parts live in the
 * build workspace (build/src): the scripts' and antd's rules, the chunk groups, the plugins.
 *
 * Federation: what is shared, and why, is in build/src/shared-modules.ts. In short, apps import
 * antd components by name, the swc loader turns each into its own path and every component is a
 * shared module of its own, while antd's context modules are shared by resolved path — so a
 * remote may use any component, old or new, and still render inside the shell's one
 * ConfigProvider.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import {
  antdModuleRules,
  antdStylesAlias,
  antdStylesDir,
  browserTargets,
  EmitJson,
  precompressed,
  reactRouterProduction,
  scriptRule,
  sharedModules,
  splitChunks,
  WholeAntdGuard,
} from '@portal/build';
import type { ScreenLead } from './contracts/src/prerendered-pages';

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
   * Files of the app's `public/` folder to run in <head> before the first paint (the shell's
   * start-up theme), inlined into the page. `public/` is also copied to the output as is.
   */
  headScripts?: string[];
  /**
   * A remote's screens' leads (ScreenLead, @portal/contracts) by path, in Spanish: written to
   * `screen-leads.json`, where the server reads them for the signed-in frame of those paths.
   */
  screenLeads?: Record<string, ScreenLead>;
}

/** Build switches passed with `rspack build --env …` (or by a script calling the factory). */
export interface BuildEnv {
  /**
   * Skip the brotli copies (level 11 is the slowest step of a build): test builds only, the
   * server then serves the gzip copies. Also `PORTAL_BROTLI=off` in the environment.
   */
  noBrotli?: boolean;
}

export function createAppConfig(options: AppBuildOptions) {
  const {
    name,
    dir,
    port,
    exposes = {},
    remotes = {},
    publicPath = 'auto',
    apiTarget = 'http://localhost:8080',
    headScripts = [],
    screenLeads,
  } = options;

  return (env: BuildEnv = {}, argv: { mode?: Configuration['mode'] } = {}): Configuration => {
    const production = argv.mode !== 'development';
    const brotli = production && !env.noBrotli && process.env.PORTAL_BROTLI !== 'off';
    const hashed = production ? '.[contenthash:8]' : '';
    const isRemote = Object.keys(exposes).length > 0;
    // A federated remote uses the host's federation runtime instead of carrying its own copy
    // (~30 KiB gzip per remote entry). On its own dev server it runs standalone with its own.
    const federatedRemote = isRemote && production;
    // antd's prebuilt styles split per component: each antd module brings its own sheets.
    const antdStyles = antdStylesDir();

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
        alias: { [antdStylesAlias]: antdStyles, ...(production && { 'react-router$': reactRouterProduction(dir) }) },
      },
      module: {
        rules: [
          scriptRule({ targets: browserTargets, development: !production }),
          ...antdModuleRules(antdStyles),
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
              // Inline: a blocking script in <head> would cost the first paint a round trip. The server
              // allows each inline script of its pages by its hash (server/src/http/shell-pages.ts).
              headScripts: headScripts
                .map((file) => `<script>${readFileSync(path.resolve(dir, 'public', file), 'utf8').trim()}</script>`)
                .join(''),
            },
          }),
        new rspack.CopyRspackPlugin({ patterns: [{ from: path.resolve(dir, 'public'), noErrorOnMissing: true }] }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes,
          shared: sharedModules({ dir, offerAntdToRemotes: !isRemote }),
          shareStrategy: 'loaded-first',
          experiments: {
            ...(isRemote ? { externalRuntime: federatedRemote } : { provideExternalRuntime: true }),
            // Browser-only builds: the federation SDK's Node script loader (and its checks for
            // which one to use) are left out. Measured: main.js 43.3 → 40.4 KB gzip, each
            // remoteEntry.js 125.8 → 93.8 KiB raw (24.3 → 21.5 gzip); a signed-in route −5.5 KiB.
            optimization: { target: 'web' },
          },
          manifest: true,
          dts: false,
          runtimePlugins: [
            path.resolve(__dirname, 'shared/src/federation/retry-plugin.ts'),
            path.resolve(__dirname, 'shared/src/federation/kit-version-plugin.ts'),
            path.resolve(__dirname, 'shared/src/federation/share-init-once-plugin.ts'),
          ],
        }),
        new WholeAntdGuard(),
        screenLeads && new EmitJson('screen-leads.json', screenLeads),
        !production && new ReactRefreshRspackPlugin(),
        // The server sends these copies to browsers that accept them, compressed once at build time.
        ...(production ? precompressed({ brotli }) : []),
      ],
      optimization: {
        // Style sheets minified for the supported browsers: with the default (old) targets the
        // minifier spelled every logical property out per direction and antd's 1 MB of
        // prebuilt styles grew to 3.4 MB.
        minimizer: [
          new rspack.SwcJsMinimizerRspackPlugin(),
          new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: browserTargets } }),
        ],
        // Module Federation needs the runtime inside each entry.
        runtimeChunk: false,
        splitChunks: splitChunks({ isRemote }),
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
