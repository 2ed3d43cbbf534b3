import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, errors, IdParams } from '@portal/contracts/schemas';
import { MenuChangesBody, MenuView, NewMenuBody } from '@portal/contracts/schemas';
import { serviceContext } from '../../../services/context.ts';
import { createMenuItem, deleteMenuItem, listMenuItems, updateMenuItem } from '../../../services/menus-service.ts';

const MENU = 'menus';
const tags = ['admin: menus'];

const menuAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MENU } },
      schema: { tags, summary: 'Lists every menu item (flat, with parent_id)', response: { 200: Envelope(Type.Array(MenuView)), ...errors(401, 403) } },
    },
    async (request) => ({ message: 'OK', data: await listMenuItems(serviceContext(app, request)) }),
  );

  app.post(
    '/',
    {
      config: { auth: { menu: MENU, action: 'c' } },
      schema: { tags, summary: 'Creates a menu item', body: NewMenuBody, response: { 201: Envelope(MenuView), ...errors(401, 403, 419, 422) } },
    },
    async (request, reply) => {
      const data = await createMenuItem(serviceContext(app, request), request.body);
      return reply.code(201).send({ message: 'Menú guardado.', data });
    },
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
        response: { 200: Envelope(MenuView), ...errors(401, 403, 404, 419, 422) },
      },
    },
    async (request) => ({
      message: 'Menú guardado.',
      data: await updateMenuItem(serviceContext(app, request), request.params.id, request.body, app.guardedMenus),
    }),
  );

  app.delete(
    '/:id',
    {
      config: { auth: { menu: MENU, action: 'd' } },
      schema: {
        tags,
        summary: 'Deletes a menu item without children (items that guard API routes stay)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors(401, 403, 404, 419, 422) },
      },
    },
    async (request) => {
      await deleteMenuItem(serviceContext(app, request), request.params.id, app.guardedMenus);
      return { message: 'Menú eliminado.', data: null };
    },
  );
};

export default menuAdminRoutes;
