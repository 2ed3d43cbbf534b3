import { Button, Flex, Select, Tag } from 'antd';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Can, ListPage, useAccess, useDeleteAction } from '@portal/shared/kit/list-screen';
import { useDeleteUniversityMutation, useListUniversitiesQuery, type AdminUniversity } from '../api/universities-admin-api';
import { UniversityForm } from './university-form';

type StateFilter = 'all' | 'active' | 'inactive';
const perPage = 20;

export interface UniversitiesListProps {
  selected: number | null;
  onSelect: (id: number | null) => void;
}

/**
 * The universities: search, state filter, the server's pages; "Carreras" opens a university's
 * careers beside the list; create / edit / delete as the role's flags on `universities` allow.
 */
export function UniversitiesList({ selected, onSelect }: UniversitiesListProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [q, setQ] = useState('');
  const [state, setState] = useState<StateFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUniversity | 'new' | null>(null);
  const access = useAccess('universities');
  const query = useListUniversitiesQuery({ q, activa: state === 'all' ? undefined : state === 'active', page, per_page: perPage });
  const [deleteUniversity] = useDeleteUniversityMutation();
  const confirmDelete = useDeleteAction();

  const remove = async (university: AdminUniversity) => {
    const answer = await confirmDelete({
      question: text(university.in_use ? 'universities.delete_question_in_use' : 'universities.delete_question', {
        name: university.nombre,
      }),
      detail: university.in_use ? text('universities.delete_detail_in_use') : undefined,
      remove: () => deleteUniversity(university.id).unwrap(),
    });
    if (answer?.data.action === 'deleted' && selected === university.id) onSelect(null);
  };

  const columns: TableProps<AdminUniversity>['columns'] = [
    { title: text('universities.column.nombre'), dataIndex: 'nombre', key: 'nombre' },
    { title: text('universities.column.siglas'), dataIndex: 'siglas', key: 'siglas' },
    { title: text('universities.column.tipo'), key: 'tipo', render: (_, item) => text(`universities.tipo.${item.tipo}`) },
    {
      title: text('universities.column.ciudad'),
      key: 'ciudad',
      render: (_, item) => text('universities.place', { ciudad: item.ciudad.name, provincia: item.provincia.name }),
    },
    { title: text('universities.column.carreras'), dataIndex: 'carreras_total', key: 'carreras', align: 'end' },
    {
      title: text('universities.column.state'),
      key: 'state',
      render: (_, item) => (
        <Flex gap={4} wrap>
          <Tag color={item.activa ? 'success' : 'default'}>{text(item.activa ? 'universities.active' : 'universities.inactive')}</Tag>
          {item.in_use && <Tag color="processing">{text('universities.in_use')}</Tag>}
        </Flex>
      ),
    },
    {
      title: text('universities.column.actions'),
      key: 'actions',
      render: (_, item) => (
        <Flex gap={4}>
          <Button
            size="small"
            type={selected === item.id ? 'primary' : 'link'}
            aria-pressed={selected === item.id}
            aria-label={text('universities.careers_of', { name: item.nombre })}
            onClick={() => onSelect(item.id)}
          >
            {text('universities.careers')}
          </Button>
          {access.u && (
            <Button
              size="small"
              type="link"
              aria-label={text('universities.edit_item', { name: item.nombre })}
              onClick={() => setEditing(item)}
            >
              {text('universities.edit')}
            </Button>
          )}
          {access.d && (
            <Button
              size="small"
              type="link"
              danger
              aria-label={text('universities.delete_item', { name: item.nombre })}
              onClick={() => void remove(item)}
            >
              {text('universities.delete')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <>
      <ListPage<AdminUniversity>
        title={text('universities.list_title')}
        titleLevel={3}
        actions={
          <Can menu="universities" action="c">
            <Button type="primary" onClick={() => setEditing('new')}>
              {text('universities.add')}
            </Button>
          </Can>
        }
        search={{ label: text('universities.search'), value: q, onSearch: (next) => (setQ(next), setPage(1)) }}
        filters={
          <Select<StateFilter>
            aria-label={text('universities.state_filter')}
            value={state}
            onChange={(next) => (setState(next), setPage(1))}
            style={{ minWidth: 140 }}
            options={[
              { value: 'all', label: text('universities.state_all') },
              { value: 'active', label: text('universities.state_active') },
              { value: 'inactive', label: text('universities.state_inactive') },
            ]}
          />
        }
        query={query}
        columns={columns}
        rowKey="id"
        paging={{ page, perPage, onChange: (next) => setPage(next) }}
        emptyText={q || state !== 'all' ? undefined : text('universities.empty')}
      />
      {editing && (
        <UniversityForm
          university={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={editing === 'new' ? onSelect : undefined}
        />
      )}
    </>
  );
}
