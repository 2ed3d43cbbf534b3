import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import MoonOutlined from '@ant-design/icons/MoonOutlined';
import SunOutlined from '@ant-design/icons/SunOutlined';
import { settingOptions, useUiSettings, type ThemeSetting } from '@portal/shared';
import { Button, Dropdown } from 'antd';

const themeIcons: Record<ThemeSetting, ReactElement> = {
  light: <SunOutlined aria-hidden />,
  dark: <MoonOutlined aria-hidden />,
  system: <DesktopOutlined aria-hidden />,
};

/** Light, dark or the system's (spec §4). */
export function ThemeSwitcher() {
  const intl = useIntl();
  const { settings, setSetting } = useUiSettings();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [settings.theme],
        items: settingOptions.theme.map((theme) => ({
          key: theme,
          icon: themeIcons[theme],
          label: intl.formatMessage({ id: `layout.theme_${theme}` }),
        })),
        onClick: ({ key }) => setSetting('theme', key as ThemeSetting),
      }}
    >
      <Button type="text" shape="circle" icon={themeIcons[settings.theme]} aria-label={intl.formatMessage({ id: 'layout.theme' })} />
    </Dropdown>
  );
}
