import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, errors, IdParams } from '@portal/contracts/schemas';
import { RoleBody, RoleView } from '@portal/contracts/schemas';
import { serviceContext } from '../../../services/context.ts';
import { createRole, listRoles, removeRole, updateRole } from '../../../services/roles-service.ts';

const MENU = 'adm-roles';
const tags = ['admin: roles'];

const roleAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MENU } },
      schema: { tags, summary: 'Lists roles with their number of users', response: { 200: Envelope(Type.Array(RoleView)), ...errors(401, 403) } },
    },
    async (request) => ({ message: 'OK', data: await listRoles(serviceContext(app, request)) }),
  );

  app.post(
    '/',
    {
      config: { auth: { menu: MENU, action: 'c' } },
      schema: { tags, summary: 'Creates a role (no menu yet)', body: RoleBody, response: { 201: Envelope(RoleView), ...errors(401, 403, 419, 422) } },
    },
    async (request, reply) => {
      const data = await createRole(serviceContext(app, request), request.body.name_ro);
      return reply.code(201).send({ message: 'Rol guardado.', data });
    },
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
        response: { 200: Envelope(RoleView), ...errors(401, 403, 404, 419, 422) },
      },
    },
    async (request) => ({
      message: 'Rol guardado.',
      data: await updateRole(serviceContext(app, request), request.params.id, request.body.name_ro),
    }),
  );

  app.delete(
    '/:id',
    {
      config: { auth: { menu: MENU, action: 'd' } },
      schema: {
        tags,
        summary: 'Deletes a role without users (Administrador, Empresa and Estudiante stay)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors(401, 403, 404, 419, 422) },
      },
    },
    async (request) => {
      await removeRole(serviceContext(app, request), request.params.id);
      return { message: 'Rol eliminado.', data: null };
    },
  );
};

export default roleAdminRoutes;
