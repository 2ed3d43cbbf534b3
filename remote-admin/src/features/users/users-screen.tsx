import { Flex, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { PendingCompanies } from './components/pending-companies';
import { UsersList } from './components/users-list';

/**
 * `/admin/users` (menu `adm-users`): the companies waiting for approval first, then every
 * account. A deactivated user's open pages sign out at once (the server's `user.updated`).
 */
export function UsersScreen() {
  return (
    <Flex vertical gap={24}>
      {/* As ScreenLoading draws a title with an intro: the first paint shows both (screen-leads.ts). */}
      <div>
        <Typography.Title level={2} style={{ margin: 0, marginBottom: 4 }}>
          <FormattedMessage id="menu.adm-users" />
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          <FormattedMessage id="users.intro" />
        </Typography.Paragraph>
      </div>
      <PendingCompanies />
      <UsersList />
    </Flex>
  );
}
