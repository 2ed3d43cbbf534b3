/**
 * How an app's code is cut into chunks (`optimization.splitChunks`). antd is shared per component
 * (shared-modules.ts), so each component is an async chunk of its own; these groups keep what they
 * have in common from being copied into each, and from costing a request per tiny module.
 */
import type { Optimization } from '@rspack/core';

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
 * The modules shared-modules.ts shares by path, and two tiny ones left alone in their chunks
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

/** `isRemote`: a remote's build, whose copies of antd's components are fallbacks. */
export function splitChunks({ isRemote }: { isRemote: boolean }): NonNullable<Optimization['splitChunks']> {
  return {
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
  };
}
