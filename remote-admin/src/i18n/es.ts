import { catalogMessages } from '../features/catalogs/catalog-messages';

/** Texts owned by remote-admin (catalogs, universities, users, menus, roles, permissions). */
export const messages: Record<string, string> = {
  'admin.area': 'Administración',
  ...catalogMessages,
};
