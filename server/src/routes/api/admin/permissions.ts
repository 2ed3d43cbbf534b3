import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MenuTitle } from '@portal/contracts';
import {
  Envelope,
  errors,
  FlagsBody,
  GrantBody,
  IdParams,
  PermissionRole,
  PermissionView,
  RoleMenuParams,
} from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { created, ok } from '../../../http/reply.ts';
import { grantMenu, listPermissions, revokeMenu, updateGrant } from '../../../services/permissions-service.ts';
import { listPermissionRoles } from '../../../services/roles-service.ts';

const MENU: MenuTitle = 'adm-permissions';
const tags = ['admin: permissions'];
const saved = 'Permisos guardados.';

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
        response: { 200: Envelope(Type.Array(PermissionView)), ...errors(404) },
      },
    },
    async (request) => ok(await listPermissions(request.ctx, request.params.id)),
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
        response: { 201: Envelope(PermissionView), ...errors(404) },
      },
    },
    async (request, reply) => {
      const { menu_id, ...flags } = request.body;
      return created(reply, await grantMenu(request.ctx, request.params.id, menu_id, flags), saved);
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
        response: { 200: Envelope(PermissionView), ...errors(404) },
      },
    },
    async (request) => ok(await updateGrant(request.ctx, request.params.id, request.params.menuId, request.body), saved),
  );

  app.delete(
    '/:id/permissions/:menuId',
    {
      config: { auth: { menu: MENU, action: 'd' } },
      schema: {
        tags,
        summary: "Removes a menu item from the role's menu",
        params: RoleMenuParams,
        response: { 200: Envelope(Type.Null()), ...errors(404) },
      },
    },
    async (request) => {
      await revokeMenu(request.ctx, request.params.id, request.params.menuId);
      return ok(null, saved);
    },
  );
};

export default permissionAdminRoutes;

/** `/api/admin/permissions`: what the permissions screen picks from (its own guard, not adm-roles'). */
export const permissionRoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/roles',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: "Every role, and whether the caller may change its permissions (not its own role's, nor the Administrador's)",
        response: { 200: Envelope(Type.Array(PermissionRole)) },
      },
    },
    async (request) => ok(await listPermissionRoles(request.ctx)),
  );
};
