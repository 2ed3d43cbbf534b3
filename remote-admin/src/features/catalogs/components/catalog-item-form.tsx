import type { CatalogType } from '@portal/contracts';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { validationMessages } from '@portal/shared';
import { CatalogSelectField, FormDrawer, NumberField, SwitchField, TextField } from '@portal/shared/kit/form-screen';
import {
  useCreateCatalogItemMutation,
  useUpdateCatalogItemMutation,
  type CatalogAdminItem,
  type CatalogItemInput,
} from '../api/catalogs-admin-api';
import { catalogTypeMessageId } from '../catalog-messages';

interface ItemValues {
  code: string;
  name: string;
  order: number | null;
  active: boolean;
  provincia: string;
}

/**
 * The form's own checks, before anything is sent. The code's format (which differs for
 * provincias and paises) and its uniqueness are the server's rule: its 422 lands on the field.
 */
const itemSchema = (type: CatalogType, creating: boolean) =>
  yup.object({
    code: creating ? yup.string().trim().required(validationMessages.required).max(40) : yup.string(),
    name: yup.string().trim().required(validationMessages.required).max(120),
    order: yup.number().nullable().integer().min(0).max(9999),
    provincia: type === 'ciudades' ? yup.string().required(validationMessages.required) : yup.string(),
  });

function payload(type: CatalogType, values: ItemValues): CatalogItemInput {
  return {
    name: values.name.trim(),
    active: values.active,
    ...(values.order !== null && { order: values.order }),
    ...(type === 'ciudades' && { provincia: values.provincia }),
  };
}

export interface CatalogItemFormProps {
  type: CatalogType;
  /** The item to edit; absent to create one. */
  item?: CatalogAdminItem;
  onClose: () => void;
}

/** Create or edit one item of a catalog in the kit's drawer; the code is fixed once created. */
export function CatalogItemForm({ type, item, onClose }: CatalogItemFormProps) {
  const intl = useIntl();
  const [create] = useCreateCatalogItemMutation();
  const [update] = useUpdateCatalogItemMutation();
  const text = (id: string) => intl.formatMessage({ id });
  const creating = item === undefined;
  const codeHelpId = type === 'provincias' || type === 'paises' ? `catalogs.field.code_help.${type}` : 'catalogs.field.code_help';

  const initialValues: ItemValues = {
    code: item?.code ?? '',
    name: item?.name ?? '',
    order: item?.order ?? null,
    active: item?.active ?? true,
    provincia: item?.provincia ?? '',
  };

  const save = (values: ItemValues) =>
    creating
      ? create({ type, body: { code: values.code.trim(), ...payload(type, values) } }).unwrap()
      : update({ type, id: item.id, body: payload(type, values) }).unwrap();

  const title = creating
    ? intl.formatMessage({ id: 'catalogs.new_title' }, { type: text(catalogTypeMessageId(type)) })
    : intl.formatMessage({ id: 'catalogs.edit_title' }, { name: item.name });

  return (
    <FormDrawer<ItemValues>
      title={title}
      initialValues={initialValues}
      validationSchema={itemSchema(type, creating)}
      onSubmit={save}
      successMessage={text('catalogs.saved')}
      onClose={onClose}
    >
      <TextField
        name="code"
        label={text('catalogs.field.code')}
        required={creating}
        readOnly={!creating}
        maxLength={40}
        autoComplete="off"
        help={text(creating ? codeHelpId : 'catalogs.field.code_fixed')}
      />
      <TextField name="name" label={text('catalogs.field.name')} required maxLength={120} autoComplete="off" />
      {type === 'ciudades' && (
        <CatalogSelectField name="provincia" catalog="provincias" label={text('catalogs.field.provincia')} required />
      )}
      <NumberField
        name="order"
        label={text('catalogs.field.order')}
        min={0}
        max={9999}
        precision={0}
        help={text('catalogs.field.order_help')}
      />
      <SwitchField name="active" label={text('catalogs.field.active')} />
    </FormDrawer>
  );
}
