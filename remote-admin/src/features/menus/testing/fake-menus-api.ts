import { checkMenuPath, isMenuIconName, menuIconMessage } from '@portal/contracts';
import { MenuChangesBody, NewMenuBody } from '@portal/contracts/schemas';
import { fakeResource, validationError } from '@portal/shared/testing';
import type { MenuView } from '../api/menus-admin-api';

const tabler = (name: string) => ({ set: 'tabler' as const, name });

/** A slice of the seeded menu: the CV group with three sections, offers, and the users group. */
export const seedMenus: MenuView[] = [
  { id: 1, title: 'information', name: null, path: null, icon: tabler('file-cv'), parent_id: null, order: 10 },
  { id: 2, title: 'main_info', name: 'cv-basic', path: '/CV/basic', icon: tabler('user'), parent_id: 1, order: 10 },
  { id: 3, title: 'main_u', name: 'cv-education-in', path: '/CV/education-in', icon: tabler('school'), parent_id: 1, order: 20 },
  { id: 4, title: 'main_languages', name: 'cv-languages', path: '/CV/languages', icon: tabler('language'), parent_id: 1, order: 30 },
  { id: 5, title: 'offers', name: 'offers', path: '/offers', icon: tabler('search'), parent_id: null, order: 20 },
  { id: 6, title: 'users', name: null, path: null, icon: tabler('users'), parent_id: null, order: 30 },
  { id: 7, title: 'adm-users', name: 'admin-users', path: '/admin/users', icon: tabler('user-cog'), parent_id: 6, order: 10 },
];

const guarded = new Set(['adm-users', 'offers', 'main_info', 'main_u', 'main_languages', 'information', 'users']);

/** The service's checks once the schema has taken the body: a path the portal knows, an icon of the set. */
function problems(body: MenuChangesBody) {
  const errors: Record<string, string[]> = {};
  const path = body.path ? checkMenuPath(body.path) : null;
  if (path) errors.path = [path];
  if (body.icon && !isMenuIconName(body.icon.set, body.icon.name)) errors.icon = [menuIconMessage];
  return errors;
}

/** `/api/admin/menus` over an in-memory list: bodies judged by the contract's schemas, then the server's checks (path, icon, guarded items). */
export function fakeMenusApi(items: MenuView[] = seedMenus) {
  const menus = fakeResource<MenuView, NewMenuBody, MenuChangesBody>({
    collection: 'admin/menus',
    rows: structuredClone(items),
    view: (item) => item,
    notFound: 'El elemento de menú no existe.',
    messages: { created: 'Menú guardado.', saved: 'Menú guardado.' },
    list: { whole: true },
    create: {
      body: NewMenuBody,
      refuse: problems,
      make: (body, id) => ({
        id,
        title: body.title,
        name: body.name ?? null,
        path: body.path ?? null,
        icon: body.icon ?? null,
        parent_id: body.parent_id ?? null,
        order: body.order ?? 0,
      }),
    },
    update: { method: 'patch', body: MenuChangesBody, refuse: problems },
    remove: (item, rows) => {
      if (guarded.has(item.title)) {
        return validationError({ id: ['Este elemento protege funciones del servidor: no se puede eliminar ni cambiar su título.'] });
      }
      rows.splice(rows.indexOf(item), 1);
      return { message: 'Menú eliminado.', data: null };
    },
  });
  return menus;
}
