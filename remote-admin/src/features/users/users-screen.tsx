import { Flex, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { ScreenLoading } from '@portal/shared';
import { screenLeads } from '../../screen-leads';
import { pendingFirstPage, useListUsersQuery } from './api/users-admin-api';
import { PendingCompanies } from './components/pending-companies';
import { UsersList } from './components/users-list';

/**
 * `/admin/users` (menu `adm-users`): the companies waiting for approval first, then every
 * account. A deactivated user's open pages sign out at once (the server's `user.updated`).
 */
export function UsersScreen() {
  const intl = useIntl();
  // The companies awaiting approval come above every account: until the screen knows whether
  // there are any, it stays as its first paint drew it, so the list never jumps down under the
  // administrator's pointer when their section arrives after it.
  const { isLoading } = useListUsersQuery(pendingFirstPage);
  if (isLoading) return <ScreenLoading title={intl.formatMessage({ id: 'menu.adm-users' })} lead={screenLeads['/admin/users']} />;
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
