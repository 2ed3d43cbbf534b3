import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MenuTitle } from '@portal/contracts';
import { Envelope, errors, IdParams, RoleBody, RoleView } from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { created, ok } from '../../../http/reply.ts';
import { createRole, listRoles, removeRole, updateRole } from '../../../services/roles-service.ts';

const MENU: MenuTitle = 'adm-roles';
const tags = ['admin: roles'];

const roleAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MENU } },
      schema: { tags, summary: 'Lists roles with their number of users', response: { 200: Envelope(Type.Array(RoleView)) } },
    },
    async (request) => ok(await listRoles(request.ctx)),
  );

  app.post(
    '/',
    {
      config: { auth: { menu: MENU, action: 'c' } },
      schema: { tags, summary: 'Creates a role (no menu yet)', body: RoleBody, response: { 201: Envelope(RoleView) } },
    },
    async (request, reply) => created(reply, await createRole(request.ctx, request.body.name_ro), 'Rol guardado.'),
  );

  app.patch(
    '/:id',
    {
      config: { auth: { menu: MENU, action: 'u' } },
      schema: {
        tags,
        summary: 'Renames a role',
        params: IdParams,
        body: RoleBody,
        response: { 200: Envelope(RoleView), ...errors(404) },
      },
    },
    async (request) => ok(await updateRole(request.ctx, request.params.id, request.body.name_ro), 'Rol guardado.'),
  );

  app.delete(
    '/:id',
    {
      config: { auth: { menu: MENU, action: 'd' } },
      schema: {
        tags,
        summary: 'Deletes a role without users (Administrador, Empresa and Estudiante stay)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors(404) },
      },
    },
    async (request) => {
      await removeRole(request.ctx, request.params.id);
      return ok(null, 'Rol eliminado.');
    },
  );
};

export default roleAdminRoutes;
