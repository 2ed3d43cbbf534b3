import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { menuEntryFor, selectMenu, useAppSelector } from '@portal/shared';
import { useLocation, useMatches } from '@portal/shared/router';
import { useProductTitle } from './product-title';
import type { RouteHandle } from './route-handle';

/** The page title: the menu title, or the route's own, followed by the product title (spec §2). */
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
  useEffect(() => {
    document.title = title ? `${title} - ${productTitle}` : productTitle;
  }, [title, productTitle]);
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
