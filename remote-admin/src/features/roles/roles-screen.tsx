import { foldAccents } from '@portal/contracts';
import { Button, Flex, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@portal/shared';
import { Can, lazyDrawer, ListPage, useAccess, useDeleteAction } from '@portal/shared/kit/list-screen';
import { failureMessage } from '../../common/failure-message';
import { RowAction } from '../../common/row-action';
import { useDeleteRoleMutation, useListRolesQuery, type RoleView } from './api/roles-admin-api';

/** Its form code loads the first time it opens (see lazyDrawer). */
const RoleForm = lazyDrawer(() => import('./components/role-form').then((module) => module.RoleForm));

const perPage = 20;

/**
 * `/admin/roles` (menu `adm-roles`): the roles with their number of users; create, rename and
 * delete as the flags allow. System roles offer no delete; the server keeps those with users: its
 * reason is shown as it gives it.
 */
export function RolesScreen() {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<RoleView | 'new' | null>(null);
  const access = useAccess('adm-roles');
  const query = useListRolesQuery();
  const [deleteRole] = useDeleteRoleMutation();
  const confirmDelete = useDeleteAction();

  // Few roles: the whole list comes at once and is searched and paged here.
  const rolesPage = useMemo(() => {
    const matching = (query.data ?? []).filter((role) =>
      foldAccents(role.name_ro, { drop: 'diacritics' }).includes(foldAccents(q, { drop: 'diacritics' })),
    );
    return query.data && { items: matching.slice((page - 1) * perPage, page * perPage), total: matching.length, page, per_page: perPage };
  }, [query.data, q, page]);

  const remove = (role: RoleView) =>
    confirmDelete({
      question: text('roles.delete_question', { name: role.name_ro }),
      detail: text('roles.delete_detail'),
      remove: () =>
        deleteRole(role.id_ro)
          .unwrap()
          .catch((error: unknown) => {
            const message = failureMessage(error);
            if (message) toast('warning', message);
            throw error;
          }),
    });

  const columns: TableProps<RoleView>['columns'] = [
    { title: text('roles.column.name'), dataIndex: 'name_ro', key: 'name' },
    { title: text('roles.column.users'), dataIndex: 'users', key: 'users', align: 'end' },
    {
      title: text('roles.column.kind'),
      key: 'kind',
      // A plain tag: antd's coloured ones fail the text contrast (axe).
      render: (_, role) => <Tag>{text(role.system ? 'roles.system' : 'roles.custom')}</Tag>,
    },
    ...(access.u || access.d
      ? [
          {
            title: text('roles.column.actions'),
            key: 'actions',
            render: (_: unknown, role: RoleView) => (
              <Flex gap={4}>
                <Can menu="adm-roles" action="u">
                  <RowAction label={text('roles.edit_item', { name: role.name_ro })} onClick={() => setEditing(role)}>
                    {text('roles.edit')}
                  </RowAction>
                </Can>
                {/* The server never deletes a system role: no action that can only fail. */}
                <Can menu="adm-roles" action="d">
                  {!role.system && (
                    <RowAction label={text('roles.delete_item', { name: role.name_ro })} onClick={() => void remove(role)}>
                      {text('roles.delete')}
                    </RowAction>
                  )}
                </Can>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListPage<RoleView>
        title={text('menu.adm-roles')}
        actions={
          <Can menu="adm-roles" action="c">
            <Button type="primary" onClick={() => setEditing('new')}>
              {text('roles.add')}
            </Button>
          </Can>
        }
        search={{ label: text('roles.search'), value: q, onSearch: (next) => (setQ(next), setPage(1)) }}
        query={{ ...query, data: rolesPage }}
        columns={columns}
        rowKey="id_ro"
        paging={{ page, perPage, onChange: (next) => setPage(next) }}
        emptyText={q ? text('roles.empty') : undefined}
      />
      {editing && <RoleForm role={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
