import { Flex, Skeleton, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { pendingFirstPage, useListUsersQuery } from './api/users-admin-api';
import { PendingCompanies } from './components/pending-companies';
import { UsersList } from './components/users-list';

/**
 * `/admin/users` (menu `adm-users`): the companies waiting for approval first, then every
 * account. A deactivated user's open pages sign out at once (the server's `user.updated`).
 */
export function UsersScreen() {
  // The companies awaiting approval come above every account: until the screen knows whether
  // there are any, a skeleton stands for both, so the list never jumps down under the
  // administrator's pointer when their section arrives after it. (An error settles it too.)
  const { isLoading } = useListUsersQuery(pendingFirstPage);
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
      {isLoading ? (
        <div aria-busy="true">
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        </div>
      ) : (
        <>
          <PendingCompanies />
          <UsersList />
        </>
      )}
    </Flex>
  );
}
