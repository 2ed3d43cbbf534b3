import { checkMenuPath, isMenuIconName, menuIconMessage } from '@portal/contracts';
import { http, type RequestHandler } from 'msw';
import { api, failure, ok, validationError } from '@portal/shared/testing';
import type { MenuChangesBody, MenuView, NewMenuBody } from '../api/menus-admin-api';

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

/** `/api/admin/menus` over an in-memory list, with the server's checks (path, icon, nesting, guarded items). */
export function fakeMenusApi(items: MenuView[] = seedMenus) {
  const rows = structuredClone(items);
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  const problems = (body: MenuChangesBody) => {
    const errors: Record<string, string[]> = {};
    const path = body.path ? checkMenuPath(body.path) : null;
    if (path) errors.path = [path];
    if (body.icon && !isMenuIconName(body.icon.set, body.icon.name)) errors.icon = [menuIconMessage];
    return Object.keys(errors).length > 0 ? validationError(errors) : null;
  };

  const handlers: RequestHandler[] = [
    http.get(api('admin/menus'), () => ok(rows)),
    http.post(api('admin/menus'), async ({ request }) => {
      const body = (await request.json()) as NewMenuBody;
      calls.push({ method: 'POST', path: '', body });
      const refused = problems(body);
      if (refused) return refused;
      const item: MenuView = {
        id: Math.max(...rows.map((row) => row.id)) + 1,
        title: body.title,
        name: body.name ?? null,
        path: body.path ?? null,
        icon: body.icon ?? null,
        parent_id: body.parent_id ?? null,
        order: body.order ?? 0,
      };
      rows.push(item);
      return ok(item, 'Menú guardado.', 201);
    }),
    http.patch(api('admin/menus/:id'), async ({ params, request }) => {
      const item = rows.find((row) => row.id === Number(params.id));
      if (!item) return failure(404, 'El elemento de menú no existe.');
      const body = (await request.json()) as MenuChangesBody;
      calls.push({ method: 'PATCH', path: String(item.id), body });
      const refused = problems(body);
      if (refused) return refused;
      Object.assign(item, body);
      return ok(item, 'Menú guardado.');
    }),
    http.delete(api('admin/menus/:id'), ({ params }) => {
      const item = rows.find((row) => row.id === Number(params.id));
      if (!item) return failure(404, 'El elemento de menú no existe.');
      calls.push({ method: 'DELETE', path: String(item.id) });
      if (guarded.has(item.title)) {
        return validationError({ id: ['Este elemento protege funciones del servidor: no se puede eliminar ni cambiar su título.'] });
      }
      rows.splice(rows.indexOf(item), 1);
      return ok(null, 'Menú eliminado.');
    }),
  ];
  return { handlers, calls, rows };
}
