import { Alert, Button, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '@portal/shared';
import { Can, lazyDrawer, useDeleteAction } from '@portal/shared/kit/list-screen';
import { failureMessage } from '../../common/failure-message';
import { useDeleteMenuMutation, useListMenusQuery, useUpdateMenuMutation, type MenuView } from './api/menus-admin-api';
import { MenuTree } from './components/menu-tree';
import { useMenuTitle } from './components/use-menu-title';
import { menuTree, moveChanges } from './menu-order';

/** Its form code loads the first time it opens (see lazyDrawer). */
const MenuItemForm = lazyDrawer(() => import('./components/menu-item-form').then((module) => module.MenuItemForm));

/**
 * `/admin/menus` (menu `menus`): the menu tree as the navigation shows it; move items within
 * their level, edit their title key, route, group and icon, add and delete them. Every role
 * holding a changed item gets its new menu at once (the server's `role.updated`).
 */
export function MenusScreen() {
  const intl = useIntl();
  const title = useMenuTitle();
  const { data: answer, isError, refetch } = useListMenusQuery();
  // The tree renders as a transition when the answer arrives, in slices a tap can interrupt.
  const data = useDeferredValue(answer);
  const [updateMenu] = useUpdateMenuMutation();
  const [deleteMenu] = useDeleteMenuMutation();
  const confirmDelete = useDeleteAction();
  const [editing, setEditing] = useState<MenuView | 'new' | null>(null);
  const [moved, setMoved] = useState<{ id: number; step: -1 | 1 } | null>(null);
  const tree = useMemo(() => menuTree(data ?? []), [data]);

  const move = async (item: MenuView, siblings: MenuView[], step: -1 | 1) => {
    try {
      // One level at a time; each call is small and the server announces each.
      for (const change of moveChanges(siblings, item.id, step)) {
        await updateMenu({ id: change.id, body: { order: change.order } }).unwrap();
      }
      setMoved({ id: item.id, step });
      toast('success', intl.formatMessage({ id: 'menus.moved' }));
    } catch (error) {
      toast('warning', failureMessage(error) ?? intl.formatMessage({ id: 'messages.api_error' }));
    }
  };

  const remove = (item: MenuView) =>
    confirmDelete({
      question: intl.formatMessage({ id: 'menus.delete_question' }, { name: title(item.title).text }),
      detail: intl.formatMessage({ id: 'menus.delete_detail' }),
      remove: () =>
        deleteMenu(item.id)
          .unwrap()
          .catch((error: unknown) => {
            toast('warning', failureMessage(error) ?? intl.formatMessage({ id: 'messages.api_error' }));
            throw error;
          }),
    });

  let body;
  if (isError) {
    body = (
      <Result
        status="warning"
        title={intl.formatMessage({ id: 'kit.load_error', defaultMessage: 'No se pudieron cargar los datos.' })}
        extra={<Button onClick={() => void refetch()}>{intl.formatMessage({ id: 'kit.retry', defaultMessage: 'Reintentar' })}</Button>}
      />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 8 }} title={false} />;
  } else if (tree.length === 0) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'menus.empty' })} />;
  } else {
    body = (
      <MenuTree
        tree={tree}
        moved={moved}
        onMove={(item, siblings, step) => void move(item, siblings, step)}
        onEdit={setEditing}
        onDelete={(item) => void remove(item)}
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          <FormattedMessage id="menu.menus" />
        </Typography.Title>
        <Can menu="menus" action="c">
          <Button type="primary" onClick={() => setEditing('new')}>
            <FormattedMessage id="menus.add" />
          </Button>
        </Can>
      </Flex>
      <Alert type="info" showIcon title={intl.formatMessage({ id: 'menus.hint' })} />
      {body}
      {editing && <MenuItemForm item={editing === 'new' ? undefined : editing} tree={tree} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
