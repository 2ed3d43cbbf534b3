import { checkMenuPath } from '@portal/contracts';
import type { MenuIcon as MenuIconValue } from '@portal/contracts/schemas';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { checkedString, validationMessages } from '@portal/shared';
import { FormDrawer, NumberField, SelectField, TextField } from '@portal/shared/kit/form-screen';
import { useCreateMenuMutation, useUpdateMenuMutation, type MenuChangesBody, type MenuView } from '../api/menus-admin-api';
import type { MenuNode } from '../menu-order';
import { IconField } from './icon-field';
import { useMenuTitle } from './use-menu-title';

interface MenuValues {
  title: string;
  name: string;
  path: string;
  parent_id: string;
  order: number | null;
  icon: MenuIconValue | null;
}

const keyPattern = /^[A-Za-z0-9_.-]+$/;

/** The form's rules; the path's is the server's own (contracts' checkMenuPath), with its messages. */
const menuSchema = (keyFormat: string) =>
  yup.object({
    title: yup.string().trim().required(validationMessages.required).max(100).matches(keyPattern, keyFormat),
    name: yup.string().trim().max(100).matches(keyPattern, { message: keyFormat, excludeEmptyString: true }),
    path: checkedString('path', (value) => (value?.trim() ? checkMenuPath(value.trim()) : null)),
    order: yup.number().nullable().integer().min(0).max(10_000),
  });

function body(values: MenuValues): MenuChangesBody {
  return {
    title: values.title.trim(),
    name: values.name.trim() || null,
    path: values.path.trim() || null,
    parent_id: values.parent_id ? Number(values.parent_id) : null,
    icon: values.icon,
    ...(values.order !== null && { order: values.order }),
  };
}

export interface MenuItemFormProps {
  item?: MenuView;
  tree: MenuNode[];
  onClose: () => void;
}

/** Create or edit a menu item: its title key (and how it reads), route, group, order and icon. */
export function MenuItemForm({ item, tree, onClose }: MenuItemFormProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const title = useMenuTitle();
  const [create] = useCreateMenuMutation();
  const [update] = useUpdateMenuMutation();
  const hasChildren = item !== undefined && tree.some((top) => top.id === item.id && top.children.length > 0);
  // One level of nesting: a group is a top-level item, never the item itself.
  const parents = tree.filter((top) => top.id !== item?.id).map((top) => ({ value: String(top.id), label: title(top.title).text }));

  const save = (values: MenuValues) => {
    const changes = body(values);
    return item ? update({ id: item.id, body: changes }).unwrap() : create({ ...changes, title: values.title.trim() }).unwrap();
  };

  return (
    <FormDrawer<MenuValues>
      title={item ? text('menus.edit_title', { name: title(item.title).text }) : text('menus.new_title')}
      initialValues={{
        title: item?.title ?? '',
        name: item?.name ?? '',
        path: item?.path ?? '',
        parent_id: item?.parent_id ? String(item.parent_id) : '',
        // A new item goes last in the first level unless told otherwise.
        order: item?.order ?? Math.max(0, ...tree.map((top) => top.order)) + 10,
        icon: item?.icon ?? null,
      }}
      validationSchema={menuSchema(text('menus.field.key_format'))}
      onSubmit={save}
      successMessage={text('menus.saved')}
      onClose={onClose}
      width={520}
    >
      {(form) => {
        const shown = title(form.values.title.trim());
        return (
          <>
            <TextField
              name="title"
              label={text('menus.field.title')}
              required
              maxLength={100}
              autoComplete="off"
              help={
                form.values.title.trim()
                  ? shown.translated
                    ? text('menus.field.title_help', { text: shown.text })
                    : text('menus.field.title_untranslated')
                  : undefined
              }
            />
            <TextField name="name" label={text('menus.field.name')} maxLength={100} autoComplete="off" />
            <TextField
              name="path"
              label={text('menus.field.path')}
              help={text('menus.field.path_help')}
              maxLength={200}
              autoComplete="off"
            />
            <SelectField
              name="parent_id"
              label={text('menus.field.parent')}
              disabled={hasChildren}
              help={hasChildren ? text('menus.field.parent_has_children') : undefined}
              placeholder={text('menus.field.parent_none')}
              allowClear
              options={parents}
            />
            <NumberField
              name="order"
              label={text('menus.field.order')}
              help={text('menus.field.order_help')}
              min={0}
              max={10_000}
              precision={0}
            />
            <IconField name="icon" label={text('menus.field.icon')} />
          </>
        );
      }}
    </FormDrawer>
  );
}
