import { http, type RequestHandler } from 'msw';
import { RoleBody } from '@portal/contracts/schemas';
import { api, bodyFieldErrors, failure, ok, validationError } from '@portal/shared/testing';
import type { RoleView } from '../api/roles-admin-api';

const systemMessage = 'Los roles Administrador, Empresa y Estudiante no se pueden eliminar.';
const inUseMessage = 'El rol tiene usuarios asignados; asígneles otro rol antes de eliminarlo.';

/** `/api/admin/roles` over an in-memory list: bodies judged by the contract's RoleBody, then the server's refusals and messages. */
export function fakeRolesApi(extra: Array<[name: string, users: number]> = []) {
  const roles: RoleView[] = [
    { id_ro: 1, name_ro: 'Administrador', users: 2, system: true },
    { id_ro: 2, name_ro: 'Empresa', users: 5, system: true },
    { id_ro: 3, name_ro: 'Estudiante', users: 40, system: true },
    ...extra.map(([name_ro, users], index) => ({ id_ro: 4 + index, name_ro, users, system: false })),
  ];
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  const taken = (name: string, exceptId?: number) =>
    roles.some((role) => role.name_ro.toLowerCase() === name.trim().toLowerCase() && role.id_ro !== exceptId);

  const handlers: RequestHandler[] = [
    http.get(api('admin/roles'), () => ok(roles)),
    http.post(api('admin/roles'), async ({ request }) => {
      const body = (await request.json()) as { name_ro: string };
      calls.push({ method: 'POST', path: '', body });
      const invalid = bodyFieldErrors(RoleBody, body);
      if (invalid) return validationError(invalid);
      if (taken(body.name_ro)) return validationError({ name_ro: ['Ya existe un rol con ese nombre.'] });
      const role = { id_ro: Math.max(...roles.map((row) => row.id_ro)) + 1, name_ro: body.name_ro, users: 0, system: false };
      roles.push(role);
      return ok(role, 'Rol guardado.', 201);
    }),
    http.patch(api('admin/roles/:id'), async ({ params, request }) => {
      const role = roles.find((row) => row.id_ro === Number(params.id));
      if (!role) return failure(404, 'El rol no existe.');
      const body = (await request.json()) as { name_ro: string };
      calls.push({ method: 'PATCH', path: String(role.id_ro), body });
      const invalid = bodyFieldErrors(RoleBody, body);
      if (invalid) return validationError(invalid);
      if (taken(body.name_ro, role.id_ro)) return validationError({ name_ro: ['Ya existe un rol con ese nombre.'] });
      role.name_ro = body.name_ro;
      return ok(role, 'Rol guardado.');
    }),
    http.delete(api('admin/roles/:id'), ({ params }) => {
      const role = roles.find((row) => row.id_ro === Number(params.id));
      if (!role) return failure(404, 'El rol no existe.');
      calls.push({ method: 'DELETE', path: String(role.id_ro) });
      if (role.system) return validationError({ id_ro: [systemMessage] });
      if (role.users > 0) return validationError({ id_ro: [inUseMessage] });
      roles.splice(roles.indexOf(role), 1);
      return ok(null, 'Rol eliminado.');
    }),
  ];
  return { handlers, calls, roles };
}
