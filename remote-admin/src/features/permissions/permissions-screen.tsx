import { Empty, Flex, Select, Typography } from 'antd';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from '@portal/shared/router';
import { useListPermissionRolesQuery } from './api/permissions-admin-api';
import { PermissionsMatrix } from './components/permissions-matrix';

/**
 * `/admin/permissions` (menu `adm-permissions`): pick a role, then switch its menu items and
 * flags. The role is in the address (`?rol=3`), so a reload or a shared link keeps it.
 */
export function PermissionsScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { data: roles = [], isLoading } = useListPermissionRolesQuery();
  const selectId = useId();
  const role = roles.find((item) => String(item.id_ro) === params.get('rol'));

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        <FormattedMessage id="menu.adm-permissions" />
      </Typography.Title>
      <Flex vertical gap={4} style={{ maxWidth: 360 }}>
        <label htmlFor={selectId}>
          <FormattedMessage id="permissions.role" />
        </label>
        <Select<number>
          id={selectId}
          value={role?.id_ro}
          loading={isLoading}
          placeholder={intl.formatMessage({ id: 'permissions.role_placeholder' })}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(id) => setParams({ rol: String(id) })}
          options={roles.map((item) => ({
            value: item.id_ro,
            label: item.editable ? item.name_ro : `${item.name_ro} (${intl.formatMessage({ id: 'permissions.read_only' })})`,
          }))}
        />
      </Flex>
      {role ? (
        <PermissionsMatrix key={role.id_ro} role={role} />
      ) : (
        !isLoading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'permissions.pick_role' })} />
      )}
    </Flex>
  );
}
