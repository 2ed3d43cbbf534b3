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
      <Typography.Title level={2} style={{ margin: 0 }}>
        <FormattedMessage id="menu.adm-users" />
      </Typography.Title>
      <PendingCompanies />
      <UsersList />
    </Flex>
  );
}
