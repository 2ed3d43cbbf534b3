import { useIntl } from 'react-intl';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { initials, primaryColor, selectUser, useAppDispatch, useAppSelector } from '@portal/shared';
import { useNavigate } from '@portal/shared/router';
import { Avatar, Button, Dropdown } from 'antd';
import { paths } from '../../config/paths';
import { visuallyHidden } from '../visually-hidden';
import { logout } from '../../common/auth-thunks';

/**
 * The initials' size by how many there are, so that they fit the avatar's 24 px of room as antd's
 * own scaling would fit them. antd measures text children after they render (a forced layout in
 * the commit that first paints the signed-in page, with the initials hidden until then, and a
 * resize observer); as the avatar's content they are drawn at once at this size.
 */
const initialsSize = (letters: string) => (letters.length > 2 ? 11.5 : letters.length > 1 ? 13 : 14);

/** The user's initials (first three words of name_us) with the profile menu: my account, help, settings, logout. */
export function UserMenu({ onOpenSettings }: { onOpenSettings: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  if (!user) return null;
  const letters = initials(user.name_us);

  const signOut = async () => {
    await dispatch(logout());
    navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'who',
            type: 'group',
            label: (
              <span>
                <strong style={{ display: 'block' }}>{user.name_us}</strong>
                {user.role.name_ro}
              </span>
            ),
          },
          { type: 'divider' },
          { key: 'account', icon: <UserOutlined aria-hidden />, label: intl.formatMessage({ id: 'account.title' }) },
          { key: 'help', icon: <QuestionCircleOutlined aria-hidden />, label: intl.formatMessage({ id: 'layout.help' }) },
          { key: 'settings', icon: <SettingOutlined aria-hidden />, label: intl.formatMessage({ id: 'settings.open' }) },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined aria-hidden />, danger: true, label: intl.formatMessage({ id: 'layout.logout' }) },
        ],
        onClick: ({ key }) => {
          if (key === 'account') navigate(paths.account.getHref());
          if (key === 'help') navigate(paths.help.getHref());
          if (key === 'settings') onOpenSettings();
          if (key === 'logout') void signOut();
        },
      }}
    >
      <Button type="text" shape="circle" style={{ padding: 0 }}>
        <Avatar
          style={{ background: primaryColor, color: '#0b1d26', fontWeight: 600 }}
          icon={<span style={{ fontSize: initialsSize(letters) }}>{letters}</span>}
          aria-hidden
        />
        <span style={visuallyHidden}>{`${intl.formatMessage({ id: 'layout.user_menu' })}: ${user.name_us}`}</span>
      </Button>
    </Dropdown>
  );
}
