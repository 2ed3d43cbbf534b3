import { checkDocument, fieldRuleMessage, fieldRules } from '@portal/contracts';
import type { UserChangesBody } from '@portal/contracts/schemas';
import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { checkedString, rules, validationMessages } from '@portal/shared';
import { FormDrawer, SelectField, TextField } from '@portal/shared/kit/form-screen';
import {
  useCreateUserMutation,
  useListRoleOptionsQuery,
  useUpdateUserMutation,
  type RoleOption,
  type UserView,
} from '../api/users-admin-api';

interface UserValues {
  name_us: string;
  email: string;
  dni: string;
  role_id: string;
  password: string;
}

/** Optional fields checked, when filled in, by the server's own rules (same messages as its 422). */
const optionalDni = () =>
  checkedString('dni', (value) => {
    if (!value?.trim()) return null;
    const check = checkDocument(value);
    return check.valid ? null : check.message;
  });
const optionalPassword = () => checkedString('password', (value) => (value ? fieldRuleMessage(fieldRules.password, value) : null));

const userSchema = (creating: boolean) =>
  yup.object({
    name_us: yup.string().trim().required(validationMessages.required).max(200),
    email: rules.email(),
    dni: optionalDni(),
    role_id: yup.string().required(validationMessages.required),
    // Optional when editing: empty keeps the current password.
    password: creating ? rules.password() : optionalPassword(),
  });

/** Only what changed is sent: a delegated administrator renaming someone never re-sends the role. */
function changes(user: UserView, values: UserValues): UserChangesBody {
  const body: UserChangesBody = {};
  if (values.name_us.trim() !== user.name_us) body.name_us = values.name_us.trim();
  if (values.email.trim().toLowerCase() !== user.email) body.email = values.email.trim();
  if ((values.dni.trim() || null) !== user.dni) body.dni = values.dni.trim() || null;
  if (Number(values.role_id) !== user.role.id_ro) body.role_id = Number(values.role_id);
  if (values.password) body.password = values.password;
  return body;
}

/**
 * The roles the caller may give (an Administrador: all). A user's current role stays listed, so
 * the select shows it, but cannot be chosen again if the caller could not assign it.
 */
function roleOptions(options: RoleOption[], current?: UserView) {
  return options
    .filter((role) => role.assignable || role.id_ro === current?.role.id_ro)
    .map((role) => ({ value: String(role.id_ro), label: role.name_ro }));
}

/** Create or edit an account in the kit's drawer; a 422 lands on its field, a 403 in a toast. */
export function UserForm({ user, onClose }: { user?: UserView; onClose: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const { data: options = [], isLoading } = useListRoleOptionsQuery();
  const [create] = useCreateUserMutation();
  const [update] = useUpdateUserMutation();
  const creating = user === undefined;
  // A delegated administrator may not set the e-mail or password of an account whose role holds admin items.
  const credentials = creating || options.find((role) => role.id_ro === user.role.id_ro)?.credentials === true;

  const save = async (values: UserValues) => {
    if (creating) {
      return create({
        name_us: values.name_us.trim(),
        email: values.email.trim(),
        password: values.password,
        role_id: Number(values.role_id),
        ...(values.dni.trim() && { dni: values.dni.trim() }),
      }).unwrap();
    }
    const body = changes(user, values);
    return Object.keys(body).length > 0 ? update({ id: user.id_us, body }).unwrap() : undefined;
  };

  return (
    <FormDrawer<UserValues>
      title={creating ? text('users.new_title') : intl.formatMessage({ id: 'users.edit_title' }, { name: user.name_us })}
      initialValues={{
        name_us: user?.name_us ?? '',
        email: user?.email ?? '',
        dni: user?.dni ?? '',
        role_id: user ? String(user.role.id_ro) : '',
        password: '',
      }}
      validationSchema={userSchema(creating)}
      onSubmit={save}
      successMessage={text('users.saved')}
      onClose={onClose}
    >
      <TextField name="name_us" label={text('users.field.name')} required maxLength={200} autoComplete="off" />
      {!credentials && !isLoading && <Alert type="info" showIcon title={text('users.credentials_locked')} />}
      {credentials && (
        <TextField
          name="email"
          type="email"
          label={text('users.field.email')}
          help={creating ? undefined : text('users.field.email_change_help')}
          required
          maxLength={254}
          autoComplete="off"
        />
      )}
      <TextField name="dni" label={text('users.field.dni')} help={text('users.field.dni_help')} maxLength={20} autoComplete="off" />
      <SelectField
        name="role_id"
        label={text('users.field.role')}
        help={text('users.field.role_help')}
        required
        loading={isLoading}
        options={roleOptions(options, user)}
      />
      {credentials && (
        <TextField
          name="password"
          type="password"
          label={text(creating ? 'users.field.password' : 'users.field.new_password')}
          help={creating ? undefined : text('users.field.new_password_help')}
          required={creating}
          maxLength={128}
          autoComplete="new-password"
        />
      )}
    </FormDrawer>
  );
}
