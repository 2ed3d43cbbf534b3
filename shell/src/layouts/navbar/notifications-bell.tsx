import { useIntl } from 'react-intl';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { Button, Typography } from '@portal/shared/ui';
import { Badge, Dropdown } from '@portal/shared/ui-layout';

export interface NavbarNotification {
  id: number | string;
  text: string;
  read: boolean;
}

/**
 * The bell with the unread count. The real-time issue feeds it (`notification.created`);
 * until then it is empty.
 */
export function NotificationsBell({ notifications = [] }: { notifications?: NavbarNotification[] }) {
  const intl = useIntl();
  const unread = notifications.filter((notification) => !notification.read).length;
  const summary = intl.formatMessage({ id: 'layout.notifications_unread' }, { count: unread });
  return (
    <Dropdown
      trigger={['click']}
      popupRender={() => (
        <div className="ant-dropdown-menu" style={{ padding: 12, minWidth: 240, maxWidth: 320 }}>
          <Typography.Text strong>{intl.formatMessage({ id: 'layout.notifications' })}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
            {summary}
          </Typography.Paragraph>
          {notifications.map((notification) => (
            <Typography.Paragraph key={notification.id} strong={!notification.read} style={{ margin: '8px 0 0' }}>
              {notification.text}
            </Typography.Paragraph>
          ))}
        </div>
      )}
    >
      <Button
        type="text"
        shape="circle"
        aria-label={`${intl.formatMessage({ id: 'layout.notifications' })}: ${summary}`}
        icon={
          <Badge count={unread} size="small" offset={[2, -2]}>
            <BellOutlined aria-hidden style={{ fontSize: 16 }} />
          </Badge>
        }
      />
    </Dropdown>
  );
}
