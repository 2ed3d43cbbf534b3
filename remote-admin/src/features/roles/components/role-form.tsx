import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { validationMessages } from '@portal/shared';
import { FormDrawer, TextField } from '@portal/shared/kit/form-screen';
import { useCreateRoleMutation, useUpdateRoleMutation, type RoleView } from '../api/roles-admin-api';

interface RoleValues {
  name_ro: string;
}

const roleSchema = yup.object({ name_ro: yup.string().trim().required(validationMessages.required).max(100) });

/** Create or rename a role; a taken name comes back from the server onto the field. */
export function RoleForm({ role, onClose }: { role?: RoleView; onClose: () => void }) {
  const intl = useIntl();
  const [create] = useCreateRoleMutation();
  const [update] = useUpdateRoleMutation();
  const save = ({ name_ro }: RoleValues) =>
    role ? update({ id: role.id_ro, name_ro: name_ro.trim() }).unwrap() : create({ name_ro: name_ro.trim() }).unwrap();

  return (
    <FormDrawer<RoleValues>
      title={role ? intl.formatMessage({ id: 'roles.edit_title' }, { name: role.name_ro }) : intl.formatMessage({ id: 'roles.new_title' })}
      initialValues={{ name_ro: role?.name_ro ?? '' }}
      validationSchema={roleSchema}
      onSubmit={save}
      successMessage={intl.formatMessage({ id: 'roles.saved' })}
      onClose={onClose}
    >
      <TextField name="name_ro" label={intl.formatMessage({ id: 'roles.field.name' })} required maxLength={100} autoComplete="off" />
    </FormDrawer>
  );
}
