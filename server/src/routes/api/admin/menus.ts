import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MenuTitle } from '@portal/contracts';
import { Envelope, errors, IdParams, MenuChangesBody, MenuView, NewMenuBody } from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { created, ok } from '../../../http/reply.ts';
import { createMenuItem, deleteMenuItem, listMenuItems, updateMenuItem } from '../../../services/menus-service.ts';

const MENU: MenuTitle = 'menus';
const tags = ['admin: menus'];

/** Menu items (one level of nesting); the flags per role are the permissions routes' business. */
const menuAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MENU } },
      schema: { tags, summary: 'Lists every menu item (flat, with parent_id)', response: { 200: Envelope(Type.Array(MenuView)) } },
    },
    async (request) => ok(await listMenuItems(request.ctx)),
  );

  app.post(
    '/',
    {
      config: { auth: { menu: MENU, action: 'c' } },
      schema: { tags, summary: 'Creates a menu item', body: NewMenuBody, response: { 201: Envelope(MenuView) } },
    },
    async (request, reply) => created(reply, await createMenuItem(request.ctx, request.body), 'Menú guardado.'),
  );

  app.patch(
    '/:id',
    {
      config: { auth: { menu: MENU, action: 'u' } },
      schema: {
        tags,
        summary: 'Changes a menu item (the title of an item that guards API routes stays)',
        params: IdParams,
        body: MenuChangesBody,
        response: { 200: Envelope(MenuView), ...errors(404) },
      },
    },
    async (request) => ok(await updateMenuItem(request.ctx, request.params.id, request.body, app.guardedMenus), 'Menú guardado.'),
  );

  app.delete(
    '/:id',
    {
      config: { auth: { menu: MENU, action: 'd' } },
      schema: {
        tags,
        summary: 'Deletes a menu item without children (items that guard API routes stay)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors(404) },
      },
    },
    async (request) => {
      await deleteMenuItem(request.ctx, request.params.id, app.guardedMenus);
      return ok(null, 'Menú eliminado.');
    },
  );
};

export default menuAdminRoutes;
