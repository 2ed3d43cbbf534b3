import { useIntl } from 'react-intl';
import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import { breakpoints, useUiSettings } from '@portal/shared';
import { Button, Flex } from 'antd';
import { Brand } from '../brand';
import { LanguageSwitcher } from './language-switcher';
import { MenuSearch } from './menu-search';
import { NotificationsBell } from './notifications/notifications-bell';
import { Shortcuts } from './shortcuts';
import { ThemeSwitcher } from './theme-switcher';
import { UserMenu } from './user-menu';

interface Props {
  /** Below 1280 px the navigation is a drawer the navbar opens. */
  overlay: boolean;
  horizontal: boolean;
  viewportWidth: number;
  onOpenNavigation: () => void;
  onOpenSettings: () => void;
}

/** The top bar: navigation toggle, menu search, language, theme, shortcuts, notifications, profile. */
export function Navbar({ overlay, horizontal, viewportWidth, onOpenNavigation, onOpenSettings }: Props) {
  const intl = useIntl();
  const { settings, setSetting, direction } = useUiSettings();
  const collapsed = settings.navCollapsed;
  const narrow = viewportWidth < breakpoints.sm;
  const [FoldIcon, UnfoldIcon] = direction === 'rtl' ? [MenuUnfoldOutlined, MenuFoldOutlined] : [MenuFoldOutlined, MenuUnfoldOutlined];
  return (
    <Flex align="center" justify="space-between" gap={8} style={{ minHeight: 64 }}>
      <Flex align="center" gap={narrow ? 4 : 12} style={{ minWidth: 0 }}>
        {overlay && (
          <Button
            type="text"
            shape="circle"
            icon={<MenuOutlined aria-hidden />}
            aria-label={intl.formatMessage({ id: 'layout.open_navigation' })}
            onClick={onOpenNavigation}
          />
        )}
        {!overlay && !horizontal && (
          <Button
            type="text"
            shape="circle"
            icon={collapsed ? <UnfoldIcon aria-hidden /> : <FoldIcon aria-hidden />}
            aria-label={intl.formatMessage({ id: collapsed ? 'layout.expand_navigation' : 'layout.collapse_navigation' })}
            aria-pressed={collapsed}
            onClick={() => setSetting('navCollapsed', !collapsed)}
          />
        )}
        {horizontal && <Brand />}
        <MenuSearch width={narrow ? 130 : 240} />
      </Flex>
      <Flex align="center" gap={narrow ? 0 : 4}>
        <LanguageSwitcher />
        <ThemeSwitcher />
        {!narrow && <Shortcuts />}
        <NotificationsBell />
        <UserMenu onOpenSettings={onOpenSettings} />
      </Flex>
    </Flex>
  );
}
