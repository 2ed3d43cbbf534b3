import { catalogMessages } from '../features/catalogs/catalog-messages';
import { menusMessages } from '../features/menus/menus-messages';
import { permissionsMessages } from '../features/permissions/permissions-messages';
import { practicasAdminMessages } from '../features/practicas/practicas-admin-messages';
import { rolesMessages } from '../features/roles/roles-messages';
import { usersMessages } from '../features/users/users-messages';

/** Texts owned by remote-admin (catalogs, universities, users, menus, roles, permissions). */
export const messages: Record<string, string> = {
  'admin.area': 'Administración',
  ...catalogMessages,
  ...rolesMessages,
  ...permissionsMessages,
  ...menusMessages,
  ...usersMessages,
  ...practicasAdminMessages,
};
