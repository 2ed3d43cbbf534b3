import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MenuIcon } from '@portal/shared/menu-icons';
import { useAccess } from '@portal/shared/kit/list-screen';
import { RowAction } from '../../../common/row-action';
import type { MenuView } from '../api/menus-admin-api';
import type { MenuNode } from '../menu-order';
import { useMenuTitle } from './use-menu-title';

export interface MenuTreeProps {
  tree: MenuNode[];
  onMove: (item: MenuView, siblings: MenuView[], step: -1 | 1) => void;
  onEdit: (item: MenuView) => void;
  onDelete: (item: MenuView) => void;
  /** The item just moved: its button keeps the focus once the list is redrawn. */
  moved: { id: number; step: -1 | 1 } | null;
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * The menu as the navigation shows it, one level of groups, each row with its icon, title (and
 * key), path and buttons to move it among its siblings, edit or delete it. The buttons are
 * ordinary buttons: moving works from the keyboard, and the focus stays on the moved item.
 */
export function MenuTree({ tree, onMove, onEdit, onDelete, moved }: MenuTreeProps) {
  const intl = useIntl();
  const access = useAccess('menus');
  const title = useMenuTitle();
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!moved) return;
    const same = moveButtons.current.get(`${moved.id}:${moved.step}`);
    const other = moveButtons.current.get(`${moved.id}:${-moved.step}`);
    // At the end of its level the button it was moved with is disabled: the other one takes the focus.
    (same && !same.disabled ? same : other)?.focus();
  }, [moved, tree]);

  const row = (item: MenuView, siblings: MenuView[], index: number, children?: ReactNode) => {
    const name = title(item.title).text;
    const moveButton = (step: -1 | 1) => {
      const label = intl.formatMessage({ id: step < 0 ? 'menus.move_up' : 'menus.move_down' }, { name });
      return (
        <Tooltip title={label}>
          <Button
            size="small"
            type="text"
            icon={step < 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
            aria-label={label}
            disabled={step < 0 ? index === 0 : index === siblings.length - 1}
            ref={(button) => {
              if (button instanceof HTMLButtonElement) moveButtons.current.set(`${item.id}:${step}`, button);
              else moveButtons.current.delete(`${item.id}:${step}`);
            }}
            onClick={() => onMove(item, siblings, step)}
          />
        </Tooltip>
      );
    };
    return (
      <li key={item.id} style={{ paddingBlock: 6, borderBottom: '1px solid rgba(128, 128, 128, 0.2)' }}>
        <Flex align="center" gap={12} wrap="wrap" justify="space-between">
          <Flex align="center" gap={12} style={{ minWidth: 0 }}>
            <MenuIcon icon={item.icon} size={20} />
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text strong>{name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {intl.formatMessage({ id: 'menus.key' }, { key: item.title })}
                {' · '}
                {item.path ? intl.formatMessage({ id: 'menus.route' }, { path: item.path }) : intl.formatMessage({ id: 'menus.no_path' })}
              </Typography.Text>
            </Flex>
          </Flex>
          <Flex gap={4} wrap="wrap">
            {access.u && moveButton(-1)}
            {access.u && moveButton(1)}
            {access.u && (
              <RowAction label={intl.formatMessage({ id: 'menus.edit_item' }, { name })} onClick={() => onEdit(item)}>
                {intl.formatMessage({ id: 'menus.edit' })}
              </RowAction>
            )}
            {access.d && (
              <RowAction label={intl.formatMessage({ id: 'menus.delete_item' }, { name })} onClick={() => onDelete(item)}>
                {intl.formatMessage({ id: 'menus.delete' })}
              </RowAction>
            )}
          </Flex>
        </Flex>
        {children}
      </li>
    );
  };

  return (
    <ol style={listStyle} aria-label={intl.formatMessage({ id: 'menus.tree' })}>
      {tree.map((top, index) =>
        row(
          top,
          tree,
          index,
          top.children.length > 0 && (
            <ol style={{ ...listStyle, paddingInlineStart: 32 }} aria-label={title(top.title).text}>
              {top.children.map((child, childIndex) => row(child, top.children, childIndex))}
            </ol>
          ),
        ),
      )}
    </ol>
  );
}
