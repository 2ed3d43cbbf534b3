import type { IntlShape } from 'react-intl';
import type { MenuItem } from '@portal/shared';
import { Link } from '@portal/shared/router';
import type { MenuProps } from 'antd';
import { MenuIcon } from '@portal/shared/menu-icons';

type Items = NonNullable<MenuProps['items']>;

export const menuTitle = (item: Pick<MenuItem, 'title'>, intl: IntlShape) =>
  intl.formatMessage({ id: `menu.${item.title}`, defaultMessage: item.title });

/**
 * The server's menu (one level of children) as antd menu items with links and icons.
 * `popupOffset` places a horizontal navigation's drop-downs 6 px below the bar (spec §9).
 */
export function toMenuItems(menu: MenuItem[], intl: IntlShape, { popupOffset }: { popupOffset?: [number, number] } = {}): Items {
  return menu.map((item) => {
    const label = menuTitle(item, intl);
    const icon = <MenuIcon icon={item.icon} />;
    if (item.children.length > 0) {
      return { key: `group-${item.id}`, label, icon, popupOffset, children: toMenuItems(item.children, intl) };
    }
    return { key: item.path ?? `item-${item.id}`, icon, label: item.path ? <Link to={item.path}>{label}</Link> : label };
  });
}

/** Keys of the groups to open so the current page's entry shows. */
export function openGroupKeys(menu: MenuItem[], pathname: string): string[] {
  return menu
    .filter((item) => item.children.some((child) => child.path && (pathname === child.path || pathname.startsWith(`${child.path}/`))))
    .map((item) => `group-${item.id}`);
}

/** The key of the menu entry that shows the current page (an offer's applicants → "Mis ofertas"). */
export function selectedKey(menu: MenuItem[], pathname: string): string {
  let best = pathname;
  let length = 0;
  const visit = (items: MenuItem[]) => {
    for (const item of items) {
      if (item.path && (pathname === item.path || pathname.startsWith(`${item.path}/`)) && item.path.length > length) {
        best = item.path;
        length = item.path.length;
      }
      visit(item.children);
    }
  };
  visit(menu);
  return best;
}
