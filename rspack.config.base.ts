/**
 * The one build factory for the shell and the three remotes: each app's own
 * rspack.config.ts only says who it is (name, port, exposes, remotes).
 *
 * Federation: what is shared, and why, is in rspack.shared.ts. In short, apps import antd
 * components by name, the swc loader turns each into its own path and every component is a
 * shared module of its own, while antd's context modules are shared by resolved path — so a
 * remote may use any component, old or new, and still render inside the shell's one
 * ConfigProvider.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import CompressionPlugin from 'compression-webpack-plugin';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { antdStylesAlias, antdStylesDir, prefixRequest } from './rspack.antd-styles';
import type { ScreenLead } from './contracts/src/prerendered-pages';
import { sharedModules } from './rspack.shared';

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

/**
 * The one way apps reach antd: `import { Button } from 'antd'` becomes
 * `import Button from 'antd/es/button'`, which is shared per component (see rspack.shared.ts).
 * kebabCase turns `QRCode` into `qr-code`, antd's folder name.
 */
/** The browsers the portal supports: scripts are compiled and style sheets minified for these. */
const browserTargets = 'chrome >= 100, firefox >= 100, safari >= 15';

const antdByComponent = [{ libraryName: 'antd', customName: 'antd/es/{{ kebabCase member }}' }];

/**
 * What every antd component is built on (theme and style machinery, config/locale/context
 * modules, the @rc-component basics): one chunk, loaded with the first component. Left to the
 * default rules, each per-component chunk carried its own copy (measured: /login +27 KiB gzip).
 */
const antdFoundation =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/](_util|style|theme|config-provider|locale|[^\\/]+[\\/][^\\/]*context[^\\/]*\.js)|@ant-design[\\/](cssinjs-utils|colors|fast-color|icons[\\/]es[\\/](components|utils|renderUtils|cssUtils))|@rc-component[\\/](util|motion|resize-observer|portal|trigger)|@babel[\\/]runtime|clsx|classnames|stylis|@emotion)[\\/]/i;

/**
 * Small modules many antd components use, below the split rule's 10 kB, so that each was copied
 * into every component chunk using it (on /company/my-offers react-is 14 times, the close icon
 * 5, the pickers' and pagination's default locales 6): one chunk of them, in the shell's build only
 * (a remote's would gather its fallback components' icons; see the cache groups).
 */
const antdSmallCommon =
  /[\\/]node_modules[\\/](react-is|@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)|antd[\\/]es[\\/]([^\\/]+[\\/]locale|color-picker[\\/]color\.js|grid[\\/]hooks)|@rc-component[\\/][^\\/]+[\\/]es[\\/]locale|@rc-component[\\/]color-picker[\\/]es[\\/]color\.js)/i;

/**
 * Tiny modules left in the chunk of each shared module that imports them (antd's version, which
 * every component's style hook reads; React's JSX runtime): one small chunk instead of a request
 * per shared module holding nothing else (/company/my-offers: 72 files instead of 77). Kept out of
 * antd-common, which the administrator's landing would then load whole for them.
 */
const tinyCommon =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/]version[\\/]|react[\\/](jsx-runtime\.js|cjs[\\/]react-jsx-runtime\.production\.js))/i;

const reactDom = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;
const routerDoor = /[\\/](node_modules[\\/]react-router[\\/]|shared[\\/]src[\\/]router[\\/])/;

/**
 * The modules rspack.shared.ts shares by path, and two tiny ones left alone in their chunks
 * (rc-form's context holder, Space.Compact's style hook): each would otherwise be a request of its own.
 */
const antdContexts =
  /[\\/]node_modules[\\/](antd[\\/]es[\\/].*context[^\\/]*\.js|antd[\\/]es[\\/](space[\\/]Compact|layout[\\/]Sider)\.js|@ant-design[\\/]icons[\\/]es[\\/]components[\\/](Context|AntdIconLight)\.js|@rc-component[\\/](motion|portal|trigger)[\\/]es[\\/]context\.js|@rc-component[\\/]form[\\/]es[\\/]FormContext\.js|antd[\\/]es[\\/]space[\\/]style[\\/]compact\.js)$/i;

/**
 * The antd components every signed-in page loads before its screen shows (the layout, its navbar
 * and drawer, the kit's page frame, form fields and feedback), found by listing the files the first
 * page of each role loads: in one chunk of the shell's instead of one request (and one style
 * sheet) each. Measured on /company/my-offers: 68 → 52 JS files, 103 → 86 requests, 586 → 579 KiB
 * gzip. /login, which needs only some of them, takes 16 KiB more when the app takes its form over.
 * A component missing here still works: it stays a chunk of its own. Tried and left: their
 * building blocks (@rc-component/select, menu, form…) in the same chunk too (−14 files more) and the
 * shell's start-up libraries (redux, react-intl, yup…) in one chunk (−6): Lighthouse's LCP did not
 * improve in either case (two alternating runs each).
 */
const everyPageComponents = [
  'alert',
  'app',
  'auto-complete',
  'avatar',
  'badge',
  'button',
  'checkbox',
  'drawer',
  'dropdown',
  'empty',
  'flex',
  'form',
  'grid',
  'input',
  'layout',
  'menu',
  'message',
  'modal',
  'notification',
  'pagination',
  'popover',
  'select',
  'skeleton',
  'space',
  'spin',
  'tooltip',
  'typography',
];
const antdEveryPage = new RegExp(`[\\\\/]node_modules[\\\\/]antd[\\\\/]es[\\\\/](${everyPageComponents.join('|')})[\\\\/]`);

/**
 * A bare `antd` request left after the transform (`import * as antd`, `export { X } from 'antd'`)
 * would bundle the whole library (~430 KiB gzip) next to the shared components: fail the build.
 */
class WholeAntdGuard {
  apply(compiler: Compiler) {
    compiler.hooks.normalModuleFactory.tap('WholeAntdGuard', (factory) => {
      factory.hooks.beforeResolve.tap('WholeAntdGuard', (data) => {
        if (data.request === 'antd' && !/[\\/]node_modules[\\/]/.test(data.contextInfo.issuer)) {
          throw new Error(
            `${data.contextInfo.issuer}: import antd components by name — import { Button } from 'antd' — (no namespace, default or re-export of 'antd')`,
          );
        }
      });
    });
  }
}

/** Writes `value` as the JSON file `file` of the build's output. */
class EmitJson {
  constructor(
    private readonly file: string,
    private readonly value: unknown,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('EmitJson', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'EmitJson', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.file, new rspack.sources.RawSource(`${JSON.stringify(this.value, null, 2)}\n`));
      });
    });
  }
}

/**
 * React Router 7 exports only its development build, whatever the mode (remix-run/react-router
 * #14102, open): its dev warnings stay on, each building its message on every render, and its
 * default error page greets the visitor as a developer. The production build ships beside it,
 * the same code with the warnings off; production builds use it.
 */
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

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
        alias: { [antdStylesAlias]: antdStyles, ...(production && { 'react-router$': reactRouterProduction }) },
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
              env: { targets: browserTargets },
              transformImport: antdByComponent,
            },
            type: 'javascript/auto',
          },
          {
            // antd's building blocks are pure modules but do not say so in their package.json;
            // declaring it lets the bundler drop the parts of each package a component never uses.
            test: /node_modules[\\/](@rc-component|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors))[\\/]/,
            sideEffects: false,
          },
          {
            test: /[\\/]node_modules[\\/]antd[\\/]es[\\/].+\.js$/,
            use: [
              {
                loader: path.resolve(__dirname, 'rspack.antd-styles-loader.cjs'),
                options: { dir: antdStyles, sheets: readdirSync(antdStyles), pattern: prefixRequest.source },
              },
              // Zero-runtime mode never calls the style hooks' generators: leave them out.
              { loader: path.resolve(__dirname, 'rspack.antd-zero-runtime-loader.cjs') },
            ],
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
        production &&
          new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 1024 }),
        brotli &&
          new CompressionPlugin({
            filename: '[path][base].br',
            algorithm: 'brotliCompress',
            test: /\.(js|css|html|json|svg)$/,
            threshold: 1024,
            compressionOptions: { level: 11 },
          }),
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
        splitChunks: {
          chunks: 'async',
          // Each shared antd component is an async chunk of its own. What two of them have in
          // common is split out from 10 kB up, with no cap on requests per load; the defaults
          // (20 kB, 30 requests) copied it into both instead.
          minSize: 10_000,
          maxAsyncRequests: 100,
          cacheGroups: {
            antdFoundation: { test: antdFoundation, minChunks: 2, name: 'antd-foundation', priority: 5, reuseExistingChunk: true },
            antdContexts: { test: antdContexts, minChunks: 1, name: 'antd-foundation', priority: 6, reuseExistingChunk: true },
            // React DOM is shared as two singletons (react-dom, react-dom/client) and the router door
            // as one beside the router it re-exports: each pair in one chunk, not a chunk per share.
            reactDom: { test: reactDom, minChunks: 1, name: 'react-dom', priority: 7, enforce: true },
            router: { test: routerDoor, minChunks: 1, name: 'router', priority: 7, enforce: true },
            // The shell's build only: a remote's copies of these are fallbacks, loaded one by one if
            // ever. In a remote, antd-common gathered the icons and helpers of all its fallback
            // components, and a screen that used one icon of them loaded it whole (/company/my-offers:
            // 9.0 KiB gzip for one icon); there each chunk keeps the few it uses.
            ...(isRemote
              ? {}
              : {
                  antdEveryPage: { test: antdEveryPage, name: 'antd-every-page', chunks: 'async', priority: 5.5, enforce: true },
                  antdSmallCommon: {
                    test: antdSmallCommon,
                    minChunks: 2,
                    minSize: 0,
                    name: 'antd-common',
                    priority: 4,
                    reuseExistingChunk: true,
                  },
                }),
            tinyCommon: { test: tinyCommon, minChunks: 2, minSize: 0, name: 'tiny-common', priority: 3, reuseExistingChunk: true },
          },
        },
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
