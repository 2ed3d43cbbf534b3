import { useIntl } from 'react-intl';
import BellOutlined from '@ant-design/icons/BellOutlined';
import {
  MessagesScope,
  selectUser,
  useAppSelector,
  useGetNotificationsQuery,
  useMarkAllNotificationsReadMutation,
  useMarkNotificationReadMutation,
  type NotificationItem,
} from '@portal/shared';
import { useNavigate } from '@portal/shared/router';
import { Badge, Button, Dropdown, Flex, Typography } from 'antd';
import { notificationMessages } from './messages';

function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen: (item: NotificationItem) => void }) {
  const intl = useIntl();
  return (
    <li style={{ listStyle: 'none', padding: '8px 0', borderTop: '1px solid rgba(0,0,0,0.06)' }}>
      <Button
        type="text"
        block
        onClick={() => onOpen(item)}
        style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'start', padding: '4px 8px' }}
        aria-label={item.read ? item.text : `${intl.formatMessage({ id: 'notifications.unread_item' })}: ${item.text}`}
      >
        <Flex vertical gap={2} style={{ width: '100%' }}>
          <Typography.Text strong={!item.read}>{item.text}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {intl.formatDate(item.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
          </Typography.Text>
        </Flex>
      </Button>
    </li>
  );
}

function BellContent({ userId }: { userId: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { data } = useGetNotificationsQuery(userId);
  const [markRead] = useMarkNotificationReadMutation();
  const [markAllRead, { isLoading: markingAll }] = useMarkAllNotificationsReadMutation();
  const items = data?.items ?? [];
  const unread = data?.unread ?? 0;
  const summary = intl.formatMessage({ id: 'layout.notifications_unread' }, { count: unread });

  const open = (item: NotificationItem) => {
    if (!item.read) void markRead({ userId, id: item.id });
    if (item.link) void navigate(item.link);
  };

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <div
          className="ant-dropdown-menu"
          role="dialog"
          aria-label={intl.formatMessage({ id: 'layout.notifications' })}
          style={{ padding: 12, width: 320 }}
        >
          <Flex justify="space-between" align="center" gap={8}>
            <Typography.Text strong>{intl.formatMessage({ id: 'layout.notifications' })}</Typography.Text>
            {unread > 0 && (
              <Button size="small" type="link" loading={markingAll} onClick={() => void markAllRead({ userId })}>
                {intl.formatMessage({ id: 'notifications.mark_all' })}
              </Button>
            )}
          </Flex>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }} aria-live="polite">
            {summary}
          </Typography.Paragraph>
          {items.length === 0 ? (
            <Typography.Text type="secondary">{intl.formatMessage({ id: 'notifications.empty' })}</Typography.Text>
          ) : (
            <ul style={{ margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
              {items.map((item) => (
                <NotificationRow key={item.id} item={item} onOpen={open} />
              ))}
            </ul>
          )}
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

/**
 * The navbar bell: the signed-in user's unread count, the latest notifications (newest first),
 * mark one read by opening it (and go to its link) or all at once. New ones arrive live:
 * `notification.created` on `users.{id}` lands in the same cache (features/realtime).
 * Self-contained: the navbar mounts `<NotificationsBell />` with no props.
 */
export function NotificationsBell() {
  const user = useAppSelector(selectUser);
  if (!user) return null;
  return (
    <MessagesScope messages={notificationMessages}>
      <BellContent userId={user.id_us} />
    </MessagesScope>
  );
}
