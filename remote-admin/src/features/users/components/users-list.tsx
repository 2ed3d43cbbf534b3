import { companyStatuses, userStatuses, type CompanyStatus, type UserStatus } from '@portal/contracts';
import { Badge, Button, Flex, Typography } from 'antd';
import type { BadgeProps, TableProps } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useConfirm } from '@portal/shared';
import { Can, lazyDrawer, ListPage, useAccess } from '@portal/shared/kit/list-screen';
import { anyValue as all, FilterSelect } from '../../../common/filter-select';
import { RowAction } from '../../../common/row-action';
import { useCallFeedback } from '../../../common/use-call-feedback';
import {
  useListRoleOptionsQuery,
  useListUsersQuery,
  usersFirstPage,
  useResendVerificationMutation,
  useSetUserStatusMutation,
  type UserView,
} from '../api/users-admin-api';

/** Its form code loads the first time it opens (see lazyDrawer). */
const UserForm = lazyDrawer(() => import('./user-form').then((module) => module.UserForm));

const perPage = usersFirstPage.per_page;
const companyBadges: Record<CompanyStatus, BadgeProps['status']> = { pendiente: 'warning', aprobada: 'success', rechazada: 'error' };

/**
 * The row's actions: edit (u), activate or deactivate and resend the verification link (x); none
 * on an account whose role the caller may not manage (the server refuses them anyway).
 */
function UserActions({ user, manageable, onEdit }: { user: UserView; manageable: boolean; onEdit: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id }, { name: user.name_us });
  const confirm = useConfirm();
  const feedback = useCallFeedback();
  const [setStatus] = useSetUserStatusMutation();
  const [resend] = useResendVerificationMutation();
  const deactivating = user.status === 'activo';
  if (!manageable) return <Typography.Text type="secondary">{text('users.beyond')}</Typography.Text>;

  const toggleStatus = async () => {
    const question = text(deactivating ? 'users.deactivate_question' : 'users.activate_question');
    if (await confirm(question, deactivating ? text('users.deactivate_detail') : undefined)) {
      await feedback(setStatus({ id: user.id_us, status: deactivating ? 'inactivo' : 'activo' }).unwrap());
    }
  };

  return (
    <Flex gap={4} wrap>
      <Can menu="adm-users" action="u">
        <RowAction label={text('users.edit_item')} onClick={onEdit}>
          {text('users.edit')}
        </RowAction>
      </Can>
      <Can menu="adm-users" action="x">
        <RowAction label={text(deactivating ? 'users.deactivate_item' : 'users.activate_item')} onClick={() => void toggleStatus()}>
          {text(deactivating ? 'users.deactivate' : 'users.activate')}
        </RowAction>
        {user.email_verified_at === null && (
          <RowAction label={text('users.resend_item')} onClick={() => void feedback(resend(user.id_us).unwrap())}>
            {text('users.resend')}
          </RowAction>
        )}
      </Can>
    </Flex>
  );
}

/** Every account: search by name, e-mail or dni; filters by role, state and company approval; paged by the server. */
export function UsersList() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [search, setSearch] = useState('');
  const [roleId, setRoleId] = useState<number | typeof all>(all);
  const [status, setStatus] = useState<UserStatus | typeof all>(all);
  const [companyStatus, setCompanyStatus] = useState<CompanyStatus | typeof all>(all);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<UserView | 'new' | null>(null);
  const access = useAccess('adm-users');
  const { data: roles = [] } = useListRoleOptionsQuery();
  const assignable = new Set(roles.filter((role) => role.assignable).map((role) => role.id_ro));
  const query = useListUsersQuery({
    search,
    role_id: roleId === all ? undefined : roleId,
    status: status === all ? undefined : status,
    approval: companyStatus === all ? undefined : companyStatus,
    page,
    per_page: perPage,
  });
  // Any filter change starts again on the first page.
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const columns: TableProps<UserView>['columns'] = [
    {
      title: text('users.column.name'),
      key: 'name',
      render: (_, user) => (
        <Flex vertical>
          <span>{user.name_us}</span>
          <Typography.Text type="secondary">{user.email}</Typography.Text>
        </Flex>
      ),
    },
    // Below 960 px the name, state and actions are what fit a phone; the rest stays searchable.
    { title: text('users.column.dni'), dataIndex: 'dni', key: 'dni', responsive: ['md'] },
    { title: text('users.column.role'), key: 'role', responsive: ['md'], render: (_, user) => user.role.name_ro },
    {
      title: text('users.column.status'),
      key: 'status',
      // Badges, not coloured tags: their text keeps the page's contrast (axe), the dot the colour.
      render: (_, user) => (
        <Flex vertical gap={2}>
          <Badge status={user.status === 'activo' ? 'success' : 'default'} text={text(`users.status.${user.status}`)} />
          {user.email_verified_at === null && <Badge status="warning" text={text('users.unverified')} />}
          {user.company && (
            <Badge
              status={companyBadges[user.company.status]}
              text={text('users.company_status', { status: text(`users.company.${user.company.status}`) })}
            />
          )}
          {user.company?.motivo_rechazo && (
            <Typography.Text type="secondary">{text('users.rejected_because', { motivo: user.company.motivo_rechazo })}</Typography.Text>
          )}
        </Flex>
      ),
    },
    ...(access.u || access.x
      ? [
          {
            title: text('users.column.actions'),
            key: 'actions',
            render: (_: unknown, user: UserView) => (
              <UserActions user={user} manageable={assignable.has(user.role.id_ro)} onEdit={() => setEditing(user)} />
            ),
          },
        ]
      : []),
  ];

  return (
    <section aria-label={text('users.all')}>
      <ListPage<UserView>
        title={text('users.all')}
        titleLevel={3}
        actions={
          // Only a caller that may give some role may make an account.
          assignable.size > 0 && (
            <Can menu="adm-users" action="c">
              <Button type="primary" onClick={() => setEditing('new')}>
                {text('users.add')}
              </Button>
            </Can>
          )
        }
        search={{ label: text('users.search'), value: search, onSearch: filtered(setSearch) }}
        filters={
          <>
            <FilterSelect<number>
              label={text('users.role_filter')}
              value={roleId}
              onChange={filtered(setRoleId)}
              anyLabel={text('users.role_all')}
              options={roles.map((role) => ({ value: role.id_ro, label: role.name_ro }))}
            />
            <FilterSelect<UserStatus>
              label={text('users.status_filter')}
              value={status}
              onChange={filtered(setStatus)}
              anyLabel={text('users.status_all')}
              options={userStatuses.map((value) => ({ value, label: text(`users.status.${value}`) }))}
            />
            <FilterSelect<CompanyStatus>
              label={text('users.company_filter')}
              value={companyStatus}
              onChange={filtered(setCompanyStatus)}
              anyLabel={text('users.company_all')}
              options={companyStatuses.map((value) => ({ value, label: text(`users.company.${value}`) }))}
            />
          </>
        }
        query={query}
        columns={columns}
        rowKey="id_us"
        paging={{ page, perPage, onChange: (next) => setPage(next) }}
        emptyText={text('users.empty')}
      />
      {editing && <UserForm user={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
