import { companyReviewMessages, foldAccents } from '@portal/contracts';
import { http, type RequestHandler } from 'msw';
import { api, failure, ok, page, validationError } from '@portal/shared/testing';
import type { NewUserBody, UserChangesBody } from '@portal/contracts/schemas';
import type { RoleOption, UserView } from '../api/users-admin-api';

const roleNames: Record<number, string> = { 1: 'Administrador', 2: 'Empresa', 3: 'Estudiante', 4: 'Docente' };
const stamp = '2025-03-01T10:00:00.000Z';

export function aUser(id: number, name: string, roleId: number, extra: Partial<UserView> = {}): UserView {
  return {
    id_us: id,
    name_us: name,
    email: `${foldAccents(name, { drop: 'diacritics' }).replace(/\s+/g, '.')}@example.ec`,
    dni: null,
    dni_type: null,
    role: { id_ro: roleId, name_ro: roleNames[roleId] ?? `Rol ${roleId}` },
    status: 'activo',
    email_verified_at: stamp,
    created_at: stamp,
    updated_at: stamp,
    company: null,
    ...extra,
  };
}

export function aCompany(id: number, empresa: string, ruc: string, status: 'pendiente' | 'aprobada' | 'rechazada' = 'pendiente'): UserView {
  return aUser(id, `Cuenta ${empresa}`, 2, {
    dni: ruc,
    dni_type: 'ruc',
    company: {
      ruc,
      empresa,
      descripcion: 'Desarrollo de software a medida.',
      representante: 'María Andrade',
      pais: 'EC',
      provincia: '17',
      ciudad: 'quito',
      telefono: '022345678',
      web: 'https://ejemplo.ec',
      cargo: 'Gerente',
      telcontacto: '0991234567',
      nomcontacto: 'Luis Mora',
      status,
      reviewed_by: null,
      reviewed_at: null,
      motivo_rechazo: null,
      created_at: stamp,
      updated_at: stamp,
    },
  });
}

/**
 * `/api/admin/users` over an in-memory table for the screen's tests: the server's search
 * (name, e-mail, dni; accents and case ignored), filters, paging, 422s and refusals.
 * `assignable`: the role ids the options say the caller may give (`credentials`: whose accounts'
 * e-mail and password it may set, by default the same); `refused`: those the server
 * refuses with its 403 (by default the others; a stale list of options may still offer one).
 */
export function fakeUsersApi(
  users: UserView[],
  {
    assignable = [1, 2, 3, 4],
    refused,
    credentials = assignable,
  }: { assignable?: number[]; refused?: number[]; credentials?: number[] } = {},
) {
  const rows = users.map((user) => structuredClone(user));
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  const find = (id: unknown) => rows.find((row) => row.id_us === Number(id));
  const roleOptions: RoleOption[] = Object.entries(roleNames).map(([id, name_ro]) => ({
    id_ro: Number(id),
    name_ro,
    assignable: assignable.includes(Number(id)),
    credentials: credentials.includes(Number(id)),
  }));
  const refusedRole = (roleId: number | undefined) =>
    roleId !== undefined && (refused ? refused.includes(roleId) : !assignable.includes(roleId))
      ? failure(403, 'Solo un Administrador puede crear, promover, editar o desactivar a un Administrador.')
      : null;
  const emailTaken = (email: string, exceptId?: number) =>
    rows.some((row) => row.email === email.trim().toLowerCase() && row.id_us !== exceptId);

  const handlers: RequestHandler[] = [
    // The catalogs the pending companies' cards name their place with.
    http.get(api('catalogs/paises'), () => ok([{ code: 'EC', name: 'Ecuador' }])),
    http.get(api('catalogs/provincias'), () => ok([{ code: '17', name: 'Pichincha' }])),
    http.get(api('catalogs/ciudades'), () => ok([{ code: 'quito', name: 'Quito', provincia: '17' }])),
    http.get(api('admin/users/roles'), () => ok(roleOptions)),
    http.get(api('admin/users'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const search = foldAccents(query.get('search') ?? '', { drop: 'diacritics' });
      const matches = rows.filter(
        (row) =>
          [row.name_us, row.email, row.dni ?? ''].some((value) => foldAccents(value, { drop: 'diacritics' }).includes(search)) &&
          (!query.get('role_id') || row.role.id_ro === Number(query.get('role_id'))) &&
          (!query.get('status') || row.status === query.get('status')) &&
          (!query.get('approval') || row.company?.status === query.get('approval')),
      );
      return ok(page(matches, { page: Number(query.get('page') ?? 1), perPage: Number(query.get('per_page') ?? 20) }));
    }),
    http.post(api('admin/users'), async ({ request }) => {
      const body = (await request.json()) as NewUserBody;
      calls.push({ method: 'POST', path: '', body });
      if (emailTaken(body.email)) return validationError({ email: ['El correo electrónico ya está registrado.'] });
      const refused = refusedRole(body.role_id);
      if (refused) return refused;
      const user = aUser(Math.max(...rows.map((row) => row.id_us)) + 1, body.name_us, body.role_id, {
        email: body.email.toLowerCase(),
        dni: body.dni ?? null,
      });
      rows.push(user);
      return ok(user, 'Usuario guardado.', 201);
    }),
    http.patch(api('admin/users/:id'), async ({ params, request }) => {
      const user = find(params.id);
      if (!user) return failure(404, 'El usuario no existe.');
      const body = (await request.json()) as UserChangesBody;
      calls.push({ method: 'PATCH', path: String(user.id_us), body });
      if (body.email && emailTaken(body.email, user.id_us))
        return validationError({ email: ['El correo electrónico ya está registrado.'] });
      const refused = refusedRole(body.role_id);
      if (refused) return refused;
      if (body.name_us) user.name_us = body.name_us;
      if (body.email) user.email = body.email.toLowerCase();
      if (body.dni !== undefined) user.dni = body.dni;
      if (body.role_id) user.role = { id_ro: body.role_id, name_ro: roleNames[body.role_id] ?? '' };
      return ok(user, 'Usuario guardado.');
    }),
    http.post(api('admin/users/:id/status'), async ({ params, request }) => {
      const user = find(params.id);
      if (!user) return failure(404, 'El usuario no existe.');
      const body = (await request.json()) as { status: 'activo' | 'inactivo' };
      calls.push({ method: 'POST', path: `${user.id_us}/status`, body });
      if (user.id_us === 1 && body.status === 'inactivo') return validationError({ status: ['No puede desactivar su propia cuenta.'] });
      user.status = body.status;
      return ok(user, 'Usuario guardado.');
    }),
    http.post(api('admin/users/:id/approval'), async ({ params, request }) => {
      const user = find(params.id);
      if (!user?.company) return failure(404, 'El usuario no existe.');
      const body = (await request.json()) as { status: 'aprobada' | 'rechazada'; motivo?: string };
      calls.push({ method: 'POST', path: `${user.id_us}/approval`, body });
      const refused = companyReviewMessages(body);
      if (refused.motivo) return validationError({ motivo: [refused.motivo] });
      user.company.status = body.status;
      user.company.motivo_rechazo = body.status === 'rechazada' ? (body.motivo?.trim() ?? null) : null;
      return ok(user, body.status === 'aprobada' ? 'Empresa aprobada.' : 'Empresa rechazada.');
    }),
    http.post(api('admin/users/:id/verification'), ({ params }) => {
      const user = find(params.id);
      if (!user) return failure(404, 'El usuario no existe.');
      calls.push({ method: 'POST', path: `${user.id_us}/verification` });
      return ok(null, 'Enlace de verificación enviado.');
    }),
  ];
  return { handlers, calls, rows };
}
