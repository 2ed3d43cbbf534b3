import type { CatalogType } from '@portal/contracts';
import { Button, Flex, Select, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetCatalogQuery } from '@portal/shared';
import { Can, lazyDrawer, ListPage, useAccess, useDeleteAction } from '@portal/shared/kit/list-screen';
import { useDeleteCatalogItemMutation, useListCatalogItemsQuery, type CatalogAdminItem } from '../api/catalogs-admin-api';
import { catalogTypeMessageId } from '../catalog-messages';

/** Its form code loads the first time it opens (see lazyDrawer). */
const CatalogItemForm = lazyDrawer(() => import('./catalog-item-form').then((module) => module.CatalogItemForm));

type StateFilter = 'all' | 'active' | 'inactive';
const perPage = 20;

/** The province names for the cities' column (codes alone mean little to a person). */
function useProvinceNames(enabled: boolean) {
  const { data } = useGetCatalogQuery('provincias', { skip: !enabled });
  return useMemo(() => new Map((data ?? []).map((item) => [item.code, item.name])), [data]);
}

/**
 * One catalog's items: search, state filter, the server's pages, and create / edit / delete
 * as the role's flags on `catalogs` allow (they follow the session's menu live).
 */
export function CatalogItemsList({ type }: { type: CatalogType }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [q, setQ] = useState('');
  const [state, setState] = useState<StateFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<CatalogAdminItem | 'new' | null>(null);
  const access = useAccess('catalogs');
  const query = useListCatalogItemsQuery({ type, q, active: state === 'all' ? undefined : state === 'active', page, per_page: perPage });
  const [deleteItem] = useDeleteCatalogItemMutation();
  const confirmDelete = useDeleteAction();
  const provinceNames = useProvinceNames(type === 'ciudades');

  const remove = (item: CatalogAdminItem) =>
    confirmDelete({
      question: text(item.in_use ? 'catalogs.delete_question_in_use' : 'catalogs.delete_question', { name: item.name }),
      detail: item.in_use ? text('catalogs.delete_detail_in_use') : undefined,
      remove: () => deleteItem({ type, id: item.id }).unwrap(),
    });

  const columns: TableProps<CatalogAdminItem>['columns'] = [
    { title: text('catalogs.column.code'), dataIndex: 'code', key: 'code' },
    { title: text('catalogs.column.name'), dataIndex: 'name', key: 'name' },
    ...(type === 'ciudades'
      ? [
          {
            title: text('catalogs.column.provincia'),
            key: 'provincia',
            render: (_: unknown, item: CatalogAdminItem) => (item.provincia ? (provinceNames.get(item.provincia) ?? item.provincia) : ''),
          },
        ]
      : []),
    { title: text('catalogs.column.order'), dataIndex: 'order', key: 'order', align: 'end' },
    {
      title: text('catalogs.column.state'),
      key: 'state',
      render: (_, item) => (
        <Flex gap={4} wrap>
          <Tag color={item.active ? 'success' : 'default'}>{text(item.active ? 'catalogs.active' : 'catalogs.inactive')}</Tag>
          {item.in_use && <Tag color="processing">{text('catalogs.in_use')}</Tag>}
        </Flex>
      ),
    },
    ...(access.u || access.d
      ? [
          {
            title: text('catalogs.column.actions'),
            key: 'actions',
            render: (_: unknown, item: CatalogAdminItem) => (
              <Flex gap={4}>
                <Can menu="catalogs" action="u">
                  <Button
                    size="small"
                    type="link"
                    aria-label={text('catalogs.edit_item', { name: item.name })}
                    onClick={() => setEditing(item)}
                  >
                    {text('catalogs.edit')}
                  </Button>
                </Can>
                <Can menu="catalogs" action="d">
                  <Button
                    size="small"
                    type="link"
                    danger
                    aria-label={text('catalogs.delete_item', { name: item.name })}
                    onClick={() => void remove(item)}
                  >
                    {text('catalogs.delete')}
                  </Button>
                </Can>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListPage<CatalogAdminItem>
        title={text(catalogTypeMessageId(type))}
        titleLevel={3}
        actions={
          <Can menu="catalogs" action="c">
            <Button type="primary" onClick={() => setEditing('new')}>
              {text('catalogs.add')}
            </Button>
          </Can>
        }
        search={{ label: text('catalogs.search'), value: q, onSearch: (next) => (setQ(next), setPage(1)) }}
        filters={
          <Select<StateFilter>
            aria-label={text('catalogs.state_filter')}
            value={state}
            onChange={(next) => (setState(next), setPage(1))}
            style={{ minWidth: 140 }}
            options={[
              { value: 'all', label: text('catalogs.state_all') },
              { value: 'active', label: text('catalogs.state_active') },
              { value: 'inactive', label: text('catalogs.state_inactive') },
            ]}
          />
        }
        query={query}
        columns={columns}
        rowKey="id"
        paging={{ page, perPage, onChange: (next) => setPage(next) }}
        emptyText={q || state !== 'all' ? undefined : text('catalogs.empty')}
      />
      {editing && <CatalogItemForm type={type} item={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </>
  );
}
