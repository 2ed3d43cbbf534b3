import { createContext, useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { menuEntryFor, selectMenu, useAppSelector } from '@portal/shared';
import { useLocation, useMatches } from '@portal/shared/router';
import { useProductTitle } from '../common/product-title';
import type { RouteHandle } from './route-handle';

/** The page's `<meta name="description">` (index.html holds the product's, for the first paint). */
function setMetaDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

export interface PageMeta {
  title: string;
  description: string;
}

/** Hears the page's title and description as it renders: the build's prerender, which runs no effects. */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * The page title: the menu title, or the route's own, followed by the product title (spec §2);
 * and the page's description: the route's own, or one naming the page.
 */
function usePageTitle() {
  const intl = useIntl();
  const productTitle = useProductTitle();
  const menu = useAppSelector(selectMenu);
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((match) => (match.handle as RouteHandle | undefined)?.name)?.handle as RouteHandle | undefined;
  const menuTitle = menuEntryFor(menu, pathname)?.title;
  const titleId = menuTitle ? `menu.${menuTitle}` : handle?.title;
  const title = titleId ? intl.formatMessage({ id: titleId, defaultMessage: menuTitle ?? titleId }) : null;
  const description = handle?.description
    ? intl.formatMessage({ id: handle.description }, { product: productTitle })
    : intl.formatMessage({ id: title ? 'meta.page_description' : 'meta.description' }, { page: title, product: productTitle });
  const documentTitle = title ? `${title} - ${productTitle}` : productTitle;
  useContext(PageMetaSink)?.({ title: documentTitle, description });
  useEffect(() => {
    document.title = documentTitle;
    setMetaDescription(description);
  }, [documentTitle, description]);
}

/** Navigation scrolls to the top, or smoothly to the hash's target (spec §2). */
function useScrollOnNavigation() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'smooth' });
    else window.scrollTo({ top: 0, left: 0 });
  }, [pathname, hash]);
}

export function PageEffects() {
  usePageTitle();
  useScrollOnNavigation();
  return null;
}
