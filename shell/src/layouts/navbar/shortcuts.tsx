import { useIntl } from 'react-intl';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { flattenMenu, selectMenu, useAppSelector } from '@portal/shared';
import { useNavigate } from '@portal/shared/router';
import { Button, Dropdown } from 'antd';
import { paths } from '../../config/paths';
import { MenuIcon } from '@portal/shared/menu-icons';
import { menuTitle } from '../menu-items';

/** Quick links: home, help and the first entries of the user's menu. */
export function Shortcuts() {
  const intl = useIntl();
  const navigate = useNavigate();
  const menu = useAppSelector(selectMenu);
  const entries = flattenMenu(menu)
    .filter((item) => item.path)
    .slice(0, 4)
    .map((item) => ({ key: item.path as string, icon: <MenuIcon icon={item.icon} size={16} />, label: menuTitle(item, intl) }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: paths.root.getHref(), icon: <HomeOutlined aria-hidden />, label: intl.formatMessage({ id: 'layout.home' }) },
          { key: paths.help.getHref(), icon: <QuestionCircleOutlined aria-hidden />, label: intl.formatMessage({ id: 'layout.help' }) },
          ...(entries.length > 0 ? [{ type: 'divider' as const }, ...entries] : []),
        ],
        onClick: ({ key }) => navigate(key),
      }}
    >
      <Button
        type="text"
        shape="circle"
        icon={<AppstoreOutlined aria-hidden />}
        aria-label={intl.formatMessage({ id: 'layout.shortcuts' })}
      />
    </Dropdown>
  );
}
