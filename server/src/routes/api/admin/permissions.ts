import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, errors, IdParams } from '@portal/contracts/schemas';
import { FlagsBody, GrantBody, PermissionView, RoleMenuParams } from '@portal/contracts/schemas';
import { serviceContext } from '../../../services/context.ts';
import { grantMenu, listPermissions, revokeMenu, updateGrant } from '../../../services/permissions-service.ts';

const MENU = 'adm-permissions';
const tags = ['admin: permissions'];

/** A role's menu items and their c/u/d/x flags. */
const permissionAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/permissions',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: 'Every menu item, whether the role holds it, and its flags',
        params: IdParams,
        response: { 200: Envelope(Type.Array(PermissionView)), ...errors(401, 403, 404, 422) },
      },
    },
    async (request) => ({ message: 'OK', data: await listPermissions(serviceContext(app, request), request.params.id) }),
  );

  app.post(
    '/:id/permissions',
    {
      config: { auth: { menu: MENU, action: 'c' } },
      schema: {
        tags,
        summary: "Adds a menu item to the role's menu, with its flags",
        params: IdParams,
        body: GrantBody,
        response: { 201: Envelope(PermissionView), ...errors(401, 403, 404, 419, 422) },
      },
    },
    async (request, reply) => {
      const { menu_id, ...flags } = request.body;
      const data = await grantMenu(serviceContext(app, request), request.params.id, menu_id, flags);
      return reply.code(201).send({ message: 'Permisos guardados.', data });
    },
  );

  app.put(
    '/:id/permissions/:menuId',
    {
      config: { auth: { menu: MENU, action: 'u' } },
      schema: {
        tags,
        summary: 'Sets the c/u/d/x flags of a menu item the role holds',
        params: RoleMenuParams,
        body: FlagsBody,
        response: { 200: Envelope(PermissionView), ...errors(401, 403, 404, 419, 422) },
      },
    },
    async (request) => ({
      message: 'Permisos guardados.',
      data: await updateGrant(serviceContext(app, request), request.params.id, request.params.menuId, request.body),
    }),
  );

  app.delete(
    '/:id/permissions/:menuId',
    {
      config: { auth: { menu: MENU, action: 'd' } },
      schema: {
        tags,
        summary: "Removes a menu item from the role's menu",
        params: RoleMenuParams,
        response: { 200: Envelope(Type.Null()), ...errors(401, 403, 404, 419, 422) },
      },
    },
    async (request) => {
      await revokeMenu(serviceContext(app, request), request.params.id, request.params.menuId);
      return { message: 'Permisos guardados.', data: null };
    },
  );
};

export default permissionAdminRoutes;
