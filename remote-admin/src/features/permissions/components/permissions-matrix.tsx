import { menuActions, type MenuAction } from '@portal/contracts';
import { Alert, Button, Flex, Result, Skeleton, Switch, Table, Tag, Typography } from 'antd';
import type { TableProps } from 'antd';
import { useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAccess } from '@portal/shared/kit/list-screen';
import { useListPermissionsQuery, type PermissionRole, type PermissionView } from '../api/permissions-admin-api';
import { useGrantChanges } from './use-grant-changes';
import { useScreen } from '@portal/shared';

interface MatrixRow extends PermissionView {
  /** 0: a top-level item (a group or a lone screen); 1: a group's child. */
  depth: 0 | 1;
}

/** The items as the menu shows them: each top-level item followed by its children, in order. */
function menuOrder(rows: PermissionView[]): MatrixRow[] {
  // The server lists siblings in their menu order.
  return rows
    .filter((row) => row.parent_id === null)
    .flatMap((top) => [
      { ...top, depth: 0 as const },
      ...rows.filter((row) => row.parent_id === top.menu_id).map((child) => ({ ...child, depth: 1 as const })),
    ]);
}

/**
 * The chosen role's grants: menu items (grouped as in the menu) × whether the role has the item
 * and its c/u/d/x flags. Each switch saves at once; the Administrador's role and the caller's
 * own are read-only, with the server's reason.
 */
export function PermissionsMatrix({ role }: { role: PermissionRole }) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const access = useAccess('adm-permissions');
  const narrow = !useScreen('md');
  const { data: answer, isError, refetch } = useListPermissionsQuery(role.id_ro);
  // The matrix renders as a transition when the answer arrives, in slices a tap can interrupt.
  const data = useDeferredValue(answer);
  const send = useGrantChanges();
  const rows = useMemo(() => menuOrder(data ?? []), [data]);
  const itemName = (row: PermissionView) => intl.formatMessage({ id: `menu.${row.title}`, defaultMessage: row.title });

  const toggleGranted = (row: PermissionView, granted: boolean) => {
    const where = { roleId: role.id_ro, menuId: row.menu_id };
    const noFlags = { c: false, u: false, d: false, x: false };
    if (granted) void send({ kind: 'grant', ...where, flags: noFlags }, { kind: 'revoke', ...where });
    else void send({ kind: 'revoke', ...where }, { kind: 'grant', ...where, flags: row.permissions });
  };
  const toggleFlag = (row: PermissionView, action: MenuAction, on: boolean) => {
    const where = { roleId: role.id_ro, menuId: row.menu_id };
    void send(
      { kind: 'update', ...where, flags: { ...row.permissions, [action]: on } },
      { kind: 'update', ...where, flags: row.permissions },
    );
  };

  const columns: TableProps<MatrixRow>['columns'] = [
    {
      title: text('permissions.column.item'),
      key: 'item',
      rowScope: 'row',
      // On a phone the flags scroll sideways under the item's name, which stays in view.
      fixed: 'left',
      render: (_, row) =>
        row.depth === 0 ? (
          <Typography.Text strong>{itemName(row)}</Typography.Text>
        ) : (
          <span style={{ paddingInlineStart: 20, display: 'inline-block' }}>{itemName(row)}</span>
        ),
    },
    {
      title: text('permissions.column.granted'),
      key: 'granted',
      align: 'center',
      render: (_, row) => (
        <Switch
          size="small"
          checked={row.granted}
          disabled={!role.editable || (row.granted ? !access.d : !access.c)}
          aria-label={text('permissions.granted_label', { item: itemName(row) })}
          onChange={(on) => toggleGranted(row, on)}
        />
      ),
    },
    ...menuActions.map((action) => ({
      // Narrow screens use the spec's abbreviations (I, U, D, X); the switches keep full names.
      title: narrow ? (
        <abbr title={text(`permissions.action.${action}`)}>{text(`permissions.abbr.${action}`)}</abbr>
      ) : (
        text(`permissions.action.${action}`)
      ),
      key: action,
      align: 'center' as const,
      render: (_: unknown, row: MatrixRow) => (
        <Switch
          size="small"
          checked={row.permissions[action]}
          disabled={!role.editable || !access.u || !row.granted}
          aria-label={text('permissions.flag_label', { action: text(`permissions.action.${action}`), item: itemName(row) })}
          onChange={(on) => toggleFlag(row, action, on)}
        />
      ),
    })),
  ];

  const title = (
    <Flex align="center" gap={8} wrap>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {text('permissions.matrix', { role: role.name_ro })}
      </Typography.Title>
      {!role.editable && <Tag>{text('permissions.read_only')}</Tag>}
    </Flex>
  );

  if (isError) {
    return (
      <Result
        status="warning"
        title={intl.formatMessage({ id: 'kit.load_error', defaultMessage: 'No se pudieron cargar los datos.' })}
        extra={<Button onClick={() => void refetch()}>{intl.formatMessage({ id: 'kit.retry', defaultMessage: 'Reintentar' })}</Button>}
      />
    );
  }
  return (
    <Flex vertical gap={12} component="section" aria-label={text('permissions.matrix', { role: role.name_ro })}>
      {title}
      {role.reason ? (
        <Alert type="info" showIcon title={role.reason} />
      ) : (
        <Typography.Text type="secondary">{text('permissions.flags_hint')}</Typography.Text>
      )}
      {!data ? (
        <Skeleton active paragraph={{ rows: 8 }} title={false} />
      ) : (
        <Table<MatrixRow>
          columns={columns}
          dataSource={rows}
          rowKey="menu_id"
          pagination={false}
          size="small"
          scroll={{ x: 'max-content' }}
        />
      )}
    </Flex>
  );
}
