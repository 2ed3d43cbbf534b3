import type { MenuTitle } from '@portal/contracts';
import { http, type RequestHandler } from 'msw';
import { FlagsBody, GrantBody } from '@portal/contracts/schemas';
import { api, bodyFieldErrors, failure, ok, validationError } from '@portal/shared/testing';
import type { Flags, PermissionRole, PermissionView } from '../api/permissions-admin-api';

/** A small menu: [id, title, parent id]. */
const menu: Array<[number, MenuTitle, number | null]> = [
  [1, 'information', null],
  [2, 'main_info', 1],
  [3, 'main_languages', 1],
  [4, 'offers', null],
  [5, 'users', null],
  [6, 'adm-users', 5],
];

const roles: PermissionRole[] = [
  { id_ro: 1, name_ro: 'Administrador', editable: false, reason: 'No puede modificar los permisos de su propio rol.' },
  { id_ro: 2, name_ro: 'Empresa', editable: true, reason: null },
  { id_ro: 3, name_ro: 'Estudiante', editable: true, reason: null },
];

const notHeld = 'No puede otorgar ni retirar permisos que su rol no tiene.';
const flagsOf = (letters: string): Flags => ({
  c: letters.includes('c'),
  u: letters.includes('u'),
  d: letters.includes('d'),
  x: letters.includes('x'),
});

/**
 * The permissions calls over in-memory grants (by role, menu id → letters). `refused`: menu ids
 * whose changes the server refuses with its 403 (a delegated caller lacking those flags).
 */
export function fakePermissionsApi(grants: Record<number, Record<number, string>>, { refused = [] as number[] } = {}) {
  const held = structuredClone(grants);
  // While set, changes wait for it: a test sees the screen before the server answers.
  let gate: Promise<void> | null = null;
  const hold = () => {
    let release = () => {};
    gate = new Promise((resolve) => (release = resolve));
    return () => {
      gate = null;
      release();
    };
  };
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  const view = (roleId: number, menuId: number): PermissionView => {
    const [, title, parent_id] = menu.find(([id]) => id === menuId)!;
    const letters = held[roleId]?.[menuId];
    return { menu_id: menuId, title, name: title, parent_id, granted: letters !== undefined, permissions: flagsOf(letters ?? '') };
  };
  const letters = (flags: Flags) => (['c', 'u', 'd', 'x'] as const).filter((action) => flags[action]).join('');
  const refuse = (roleId: number, menuId: number) =>
    roles.find((role) => role.id_ro === roleId)?.editable === false
      ? failure(403, 'Solo el sistema define los permisos del rol Administrador.')
      : refused.includes(menuId)
        ? failure(403, notHeld)
        : null;

  const handlers: RequestHandler[] = [
    http.get(api('admin/permissions/roles'), () => ok(roles)),
    http.get(api('admin/roles/:id/permissions'), ({ params }) => ok(menu.map(([id]) => view(Number(params.id), id)))),
    http.post(api('admin/roles/:id/permissions'), async ({ params, request }) => {
      const roleId = Number(params.id);
      const body = await request.json();
      const { menu_id, ...flags } = body as Flags & { menu_id: number };
      calls.push({ method: 'POST', path: `${roleId}`, body: { menu_id, ...flags } });
      const invalid = bodyFieldErrors(GrantBody, body);
      if (invalid) return validationError(invalid);
      if (held[roleId]?.[menu_id] !== undefined) return validationError({ menu_id: ['El rol ya tiene este elemento de menú.'] });
      const refusal = refuse(roleId, menu_id);
      if (refusal) return refusal;
      held[roleId] = { ...held[roleId], [menu_id]: letters(flags) };
      return ok(view(roleId, menu_id), 'Permisos guardados.', 201);
    }),
    http.put(api('admin/roles/:id/permissions/:menuId'), async ({ params, request }) => {
      const [roleId, menuId] = [Number(params.id), Number(params.menuId)];
      const flags = (await request.json()) as Flags;
      calls.push({ method: 'PUT', path: `${roleId}/${menuId}`, body: flags });
      const invalid = bodyFieldErrors(FlagsBody, flags);
      if (invalid) return validationError(invalid);
      await gate;
      if (held[roleId]?.[menuId] === undefined) return failure(404, 'El rol no tiene este elemento de menú.');
      const refusal = refuse(roleId, menuId);
      if (refusal) return refusal;
      held[roleId]![menuId] = letters(flags);
      return ok(view(roleId, menuId), 'Permisos guardados.');
    }),
    http.delete(api('admin/roles/:id/permissions/:menuId'), ({ params }) => {
      const [roleId, menuId] = [Number(params.id), Number(params.menuId)];
      calls.push({ method: 'DELETE', path: `${roleId}/${menuId}` });
      if (held[roleId]?.[menuId] === undefined) return failure(404, 'El rol no tiene este elemento de menú.');
      const refusal = refuse(roleId, menuId);
      if (refusal) return refusal;
      delete held[roleId]![menuId];
      return ok(null, 'Permisos guardados.');
    }),
  ];
  return { handlers, calls, held, hold };
}
