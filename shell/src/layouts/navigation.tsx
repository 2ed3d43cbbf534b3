import { useIntl } from 'react-intl';
import { selectMenu, useAppSelector } from '@portal/shared';
import { useLocation } from '@portal/shared/router';
import { Menu } from 'antd';
import { openGroupKeys, selectedKey, toMenuItems } from './menu-items';

/** The server's menu as the vertical (inline) or horizontal navigation. */
export function Navigation({ mode, dark, collapsed = false }: { mode: 'inline' | 'horizontal'; dark: boolean; collapsed?: boolean }) {
  const intl = useIntl();
  const menu = useAppSelector(selectMenu);
  const { pathname } = useLocation();
  const horizontal = mode === 'horizontal';
  return (
    <nav aria-label={intl.formatMessage({ id: 'layout.navigation' })}>
      <Menu
        mode={mode}
        theme={dark ? 'dark' : 'light'}
        inlineCollapsed={mode === 'inline' ? collapsed : undefined}
        selectedKeys={[selectedKey(menu, pathname)]}
        defaultOpenKeys={horizontal || collapsed ? undefined : openGroupKeys(menu, pathname)}
        items={toMenuItems(menu, intl, horizontal ? { popupOffset: [0, 6] } : {})}
        style={{ borderInlineEnd: 'none', background: 'transparent', ...(horizontal ? { borderBottom: 'none' } : {}) }}
      />
    </nav>
  );
}
