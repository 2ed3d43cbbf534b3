/**
 * The build's prerender of the open pages (issue 14: a first paint from the HTML). Built for
 * Node by shell/prerender.rspack.config.ts and run by shell/scripts/prerender.mjs after the
 * browser build: each page below is rendered to markup with the same screens, texts and antd
 * theme as in the browser, once per theme, with antd's CSS variables of both themes.
 *
 * The product title is a run-time setting: the markup carries `productTitlePlaceholder`
 * (@portal/contracts), which the server replaces when it serves the page.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
// The static router is for this build step only: the browser bundles never import it.
// eslint-disable-next-line no-restricted-imports
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { productTitlePlaceholder, type ScreenLeadKind, screenLeadPlaceholder, screenTitlePlaceholder } from '@portal/contracts';
import { createAppStore, MemoryStorage, MessagesScope, SharedProviders, sharedMessages } from '@portal/shared';
import { PageMetaSink, type PageMeta } from '../app/page-effects';
import { ProductTitleContext } from '../common/product-title';
import { routes } from '../app/router';
import { SignedInFrame } from '../layouts/signed-in-frame';
import { paths } from '../config/paths';
import { messages } from '../i18n/es';

export { pruneCssVariables } from './prune-css-variables';
export { screenLeadKinds } from '@portal/contracts';

/**
 * The open pages marked `prerender` in the shell's route table (config/paths.ts): their content
 * does not depend on the visitor (no link hash in the path) and their fields work as plain HTML
 * until the app runs. Not the company sign-up: its province and city are searchable selects,
 * which need the app.
 */
export const prerenderedPaths = Object.values(paths).flatMap((route) => ('prerender' in route ? [route.path] : []));

export interface RenderedPage {
  /** The content of `#root`. */
  markup: string;
  /** antd's CSS-variable rules for the markup's theme (plain CSS). */
  styles: string;
  meta: PageMeta;
}

/**
 * `element` rendered to markup in one theme, inside the providers every page has, with antd's
 * CSS variables of that theme (plain CSS).
 */
function renderInTheme(element: ReactElement, theme: 'light' | 'dark'): Omit<RenderedPage, 'meta'> {
  const bundle = createAppStore({ persistSecret: 'prerender', sessionStorage: new MemoryStorage() });
  const cache = createCache();
  const markup = renderToString(
    <StyleProvider cache={cache}>
      <SharedProviders bundle={bundle} prerenderCookie={`BE-theme=${theme}`}>
        {element}
      </SharedProviders>
    </StyleProvider>,
  );
  bundle.persistor.pause();
  return { markup, styles: extractStyle(cache, { plain: true }) };
}

/**
 * The signed-in frame (layouts/signed-in-frame.tsx) with `screenTitlePlaceholder` for its title,
 * in one theme; with a lead of `leadKind`, `screenLeadPlaceholder` for its text.
 */
export function renderFrame(theme: 'light' | 'dark', leadKind?: ScreenLeadKind): Omit<RenderedPage, 'meta'> {
  const lead = leadKind && { kind: leadKind, text: screenLeadPlaceholder };
  return renderInTheme(<SignedInFrame title={screenTitlePlaceholder} lead={lead} />, theme);
}

/** The Spanish title of each menu entry, by its title key (`my_offers`), for the frame. */
export const frameTitles: Record<string, string> = Object.fromEntries(
  Object.entries({ ...sharedMessages, ...messages })
    .filter(([id]) => id.startsWith('menu.'))
    .map(([id, text]) => [id.slice('menu.'.length), text]),
);

export async function renderPage(pathname: string, theme: 'light' | 'dark'): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects: it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let meta: PageMeta = { title: '', description: '' };
  const rendered = renderInTheme(
    <MessagesScope messages={messages}>
      <ProductTitleContext.Provider value={productTitlePlaceholder}>
        <PageMetaSink.Provider value={(heard) => (meta = heard)}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageMetaSink.Provider>
      </ProductTitleContext.Provider>
    </MessagesScope>,
    theme,
  );
  return { ...rendered, meta };
}
