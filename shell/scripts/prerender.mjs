/**
 * The open pages prerendered at build time (issue 14: the first paint comes from the HTML).
 * Runs after the browser build (`npm run build -w @portal/shell`), through tsx (the build's
 * parts are TypeScript):
 *
 * 1. builds shell/src/prerender/render-page.tsx for Node with the browser build's script rule
 *    (@portal/build), style sheets as plain text: the pages take their rules from the browser
 *    build's sheets;
 * 2. renders each open page in both themes: the markup must be the same (colours are CSS
 *    variables), antd's variables of the dark theme apply under `html[data-theme='dark']`,
 *    which shell/public/theme-init.js sets before the first paint;
 * 3. puts the markup into the browser build's index.html with the page's title and description;
 * 4. inlines the rules of the shell's style sheets that the markup uses (Beasties), so nothing
 *    blocks the paint; the full sheets arrive with the app's code, as on any other page;
 * 5. starts the app's code with shell/public/prerendered-start.js: fetched at once at a low
 *    priority, run at the first interaction (or at once for a tab with a stored session);
 * 6. drops from the inlined CSS the variables nothing on the page reads (of antd's whole theme).
 *
 * Writes dist/prerendered/<page>.html and a list of them (dist/prerendered/pages.json) for the
 * server, which serves them in place of index.html and fills in the product title.
 */
import { readFileSync, readdirSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import Beasties from 'beasties';
import { antdStylesAlias, scriptRule } from '@portal/build';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(shellDir, 'dist');
const serverBundleDir = path.join(shellDir, 'dist-prerender');

/** The browser build's loaders, for Node: one file, style sheets and assets as plain text. */
function compileRenderer() {
  const compiler = rspack({
    mode: 'production',
    target: 'node',
    context: shellDir,
    devtool: false,
    entry: { 'render-page': './src/prerender/render-page.tsx' },
    output: { path: serverBundleDir, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      conditionNames: ['portal-source', '...'],
      // The pages take their rules from the browser build's sheets, not from the code.
      alias: { [antdStylesAlias]: false },
    },
    module: {
      rules: [
        // The factory's rule, compiling for the Node that runs this step.
        scriptRule({ targets: 'node 20' }),
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    performance: { hints: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    }),
  );
}

/** `.css-var-x{…}` → `html[data-theme='dark'] .css-var-x{…}` (antd's variable rules are flat). */
const underDarkTheme = (css) =>
  css.replace(
    /(^|})([^{}@]+)\{/g,
    (_match, end, selectors) =>
      `${end}${selectors
        .split(',')
        .map((selector) => `html[data-theme='dark'] ${selector.trim()}`)
        .join(',')}{`,
  );

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The element after the prerendered markup, which the page's first paint waits for. */
const pageEndId = 'prerendered-end';

/** Nothing paints until the whole page is parsed: `#prerendered-end` follows the markup. */
const renderBlocking = `<link rel="expect" href="#${pageEndId}" blocking="render">`;

/** The style element Beasties cuts down to the rules the markup uses, with antd's variables of both themes. */
const themedStyles = (sheets, light, dark) => `<style>${sheets}\n${light}\n${underDarkTheme(dark)}</style>`;

/** A page's markup, rendered once per theme: the two must be the same (colours are CSS variables). */
function oneMarkup(name, light, dark) {
  if (light.markup !== dark.markup) {
    throw new Error(`${name}: the dark theme's markup differs from the light one's (a colour from a token instead of a CSS variable?)`);
  }
  return light.markup;
}

/** index.html's app entry: the whole `<script defer src>` element, and its src. */
function mainScriptOf(template) {
  const mainScript = /<script defer src="([^"]*\/main\.[0-9a-f]+\.js)"><\/script>/.exec(template);
  if (!mainScript) throw new Error('index.html has no main script');
  return mainScript;
}

function pageHtml(template, sheets, { markup, light, dark, meta }) {
  const mainScript = mainScriptOf(template);
  return (
    template
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttribute(meta.title)}</title>`)
      .replace(/<meta name="description" content="[^"]*">/, `<meta name="description" content="${escapeAttribute(meta.description)}">`)
      .replace(
        mainScript[0],
        // A paint of the page's first half, when the parser yields, grew the centred card as the
        // rest arrived and moved it (CLS): nothing paints before the whole page is parsed.
        renderBlocking +
          `<link rel="prefetch" href="${mainScript[1]}" as="script">` +
          `<script defer src="/prerendered-start.js" data-main="${mainScript[1]}"></script>` +
          themedStyles(sheets, light, dark),
      )
      // The body holds only #root (shared/index.html): its start-up loader gives way to the page.
      .replace(
        /<div id="root">[\s\S]*<\/body>/,
        `<div id="root" data-prerendered="">${markup}</div><span id="${pageEndId}" hidden></span></body>`,
      )
  );
}

/**
 * The signed-in frame's document: index.html with the frame in `#root` and its rules inline. The
 * app's code starts at once, as on index.html. A tab with no stored session (the app would send
 * it to the login) gets index.html's start-up loader back before the first paint.
 */
function frameHtml(template, sheets, { markup, light, dark }) {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(template);
  if (!root) throw new Error('index.html has no #root');
  const mainScript = mainScriptOf(template);
  const loader = JSON.stringify(root[1].trim()).replace(/</g, '\\u003c');
  const noSession =
    `!function(){try{if(sessionStorage.getItem("persist:session"))return}catch(e){}` +
    `var r=document.getElementById("root");r.removeAttribute("data-frame");r.innerHTML=${loader}}()`;
  // The app's entry, downloaded at once (preload) but run only once the frame has painted (the
  // task after the next animation frame; a timer in a background tab, where frames wait): as a
  // deferred script it sometimes ran first, its long start-up task delayed the frame's first paint,
  // and the page's largest paint came with the app's screen instead (Lighthouse LCP 5.3 s in one
  // run of five on /company/my-offers, 0.8–1.7 s in the others).
  const afterFirstPaint =
    `!function(){var d=0;function s(){if(d)return;d=1;var e=document.createElement("script");` +
    `e.src=${JSON.stringify(mainScript[1])};document.head.appendChild(e)}` +
    `requestAnimationFrame(function(){setTimeout(s)});setTimeout(s,250)}()`;
  return template
    .replace(mainScript[0], `<link rel="preload" href="${mainScript[1]}" as="script">`)
    .replace('</head>', `${renderBlocking}${themedStyles(sheets, light, dark)}</head>`)
    .replace(
      /<div id="root">[\s\S]*<\/body>/,
      `<div id="root" data-frame="">${markup}</div><script>${noSession}</script><span id="${pageEndId}" hidden></span><script>${afterFirstPaint}</script></body>`,
    );
}

/** Each inline style element of `html` keeps the custom properties the page reads, no others. */
function withoutUnreadVariables(html, pruneCssVariables) {
  const styleElement = /(<style[^>]*>)([\s\S]*?)(<\/style>)/g;
  const document = html.replace(styleElement, '$1$3');
  return html.replace(styleElement, (_match, open, css, close) => `${open}${pruneCssVariables(css, document)}${close}`);
}

async function main() {
  await compileRenderer();
  const require = createRequire(import.meta.url);
  const { renderPage, renderFrame, frameTitles, prerenderedPaths, pruneCssVariables, screenLeadKinds } = require(
    path.join(serverBundleDir, 'render-page.cjs'),
  );
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  // Every sheet of the shell's build, as one style element for Beasties to pick from.
  const sheets = readdirSync(dist)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(dist, file), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\//g, ''))
    .join('\n');
  const beastiesOptions = {
    path: dist,
    publicPath: '/',
    // The page keeps only the rules its markup uses; the full sheets come with the app's code.
    preload: false,
    pruneSource: false,
    inlineThreshold: 0,
    // Rules for the other theme (theme-init.js sets data-theme before the first paint).
    allowRules: [/data-theme/],
    // No web font on the first paint: its files (~20 KiB a weight) cost the slow phone more than
    // half a second before the largest text painted. The text paints in the system font; the
    // web font comes with the app's style sheets.
    fonts: false,
    // Beasties' own minifier corrupts antd's extracted rules (`.anticon >*{line-height:1;}` came
    // out as `.anticon >*line-height:1;}`, and the browser dropped the rule after it: the dark
    // theme's typography variables). The sheets and antd's rules are minified already.
    compress: false,
    logLevel: 'warn',
  };
  const beasties = new Beasties(beastiesOptions);
  const out = path.join(dist, 'prerendered');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const written = {};
  for (const pagePath of prerenderedPaths) {
    const light = await renderPage(pagePath, 'light');
    const dark = await renderPage(pagePath, 'dark');
    const markup = oneMarkup(pagePath, light, dark);
    const inlined = await beasties.process(
      pageHtml(template, sheets, { markup, light: light.styles, dark: dark.styles, meta: light.meta }),
    );
    // 6. Only the CSS variables the page reads (antd defines its whole theme's).
    const html = withoutUnreadVariables(inlined, pruneCssVariables);
    // Should a form ever be sent without the app (public/prerendered-start.js holds it), it goes
    // as a POST: what was typed (a password) never ends up in a URL, the history or a log.
    const page = html.replace(/<form (?![^>]*\bmethod=)/g, '<form method="post" ');
    const file = `${pagePath.slice(1).replace(/\//g, '-')}.html`;
    writeFileSync(path.join(out, file), page);
    written[pagePath] = file;
  }
  writeFileSync(path.join(out, 'pages.json'), `${JSON.stringify(written, null, 2)}\n`);

  // The signed-in frame, and the titles the server puts in it; and a frame for each kind of lead
  // a remote may declare for a screen (its text is the server's to fill in too).
  // The frame also keeps index.html's start-up loader, which a tab with no session gets back.
  const frameBeasties = new Beasties({ ...beastiesOptions, allowRules: [...beastiesOptions.allowRules, /initial-loader/, /^spin$/] });
  for (const leadKind of [undefined, ...screenLeadKinds]) {
    const frameLight = renderFrame('light', leadKind);
    const frameDark = renderFrame('dark', leadKind);
    const frame = await frameBeasties.process(
      frameHtml(template, sheets, {
        markup: oneMarkup('the signed-in frame', frameLight, frameDark),
        light: frameLight.styles,
        dark: frameDark.styles,
      }),
    );
    const file = leadKind ? `signed-in-${leadKind}.html` : 'signed-in.html';
    writeFileSync(path.join(out, file), withoutUnreadVariables(frame, pruneCssVariables));
  }
  writeFileSync(path.join(out, 'signed-in-titles.json'), `${JSON.stringify(frameTitles, null, 2)}\n`);
  console.info(`prerendered ${Object.keys(written).length} pages into ${path.relative(process.cwd(), out)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
