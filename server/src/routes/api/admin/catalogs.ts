import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MenuTitle } from '@portal/contracts';
import {
  CatalogAdminItem,
  CatalogAdminPage,
  CatalogAdminQuery,
  CatalogDeletion,
  CatalogItemChangesBody,
  CatalogItemParams,
  CatalogSummary,
  CatalogTypeParams,
  Envelope,
  errors,
  NewCatalogItemBody,
} from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { created, ok } from '../../../http/reply.ts';
import {
  catalogMessages,
  catalogSummaries,
  createCatalogItem,
  deleteCatalogItemAsAdmin,
  listCatalogAdminItems,
  updateCatalogItemAsAdmin,
} from '../../../services/catalogs-admin-service.ts';

const MENU: MenuTitle = 'catalogs';
const tags = ['admin: catalogs'];

/** The catalogs' administration (menu `catalogs`: c adds, u changes, d deletes or deactivates). */
const catalogAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: 'Every catalog type with its number of items and of active items',
        response: { 200: Envelope(Type.Array(CatalogSummary)) },
      },
    },
    async (request) => ok(await catalogSummaries(request.ctx)),
  );

  app.get(
    '/:type',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: "A page of a catalog's items, active or not, by order then name; q matches code or name regardless of accents and case",
        params: CatalogTypeParams,
        querystring: CatalogAdminQuery,
        response: { 200: Envelope(CatalogAdminPage), ...errors(404) },
      },
    },
    async (request) => ok(await listCatalogAdminItems(request.ctx, request.params.type, request.query)),
  );

  app.post(
    '/:type',
    {
      config: { auth: { menu: MENU, action: 'c' } },
      schema: {
        tags,
        summary: 'Adds an item (cities name their province; the order defaults to after the last item)',
        params: CatalogTypeParams,
        body: NewCatalogItemBody,
        response: { 201: Envelope(CatalogAdminItem), ...errors(404) },
      },
    },
    async (request, reply) =>
      created(reply, await createCatalogItem(request.ctx, request.params.type, request.body), catalogMessages.saved),
  );

  app.put(
    '/:type/:id',
    {
      config: { auth: { menu: MENU, action: 'u' } },
      schema: {
        tags,
        summary: "Changes an item's name, order, active flag or province; the code never changes",
        params: CatalogItemParams,
        body: CatalogItemChangesBody,
        response: { 200: Envelope(CatalogAdminItem), ...errors(404) },
      },
    },
    async (request) =>
      ok(await updateCatalogItemAsAdmin(request.ctx, request.params.type, request.params.id, request.body), catalogMessages.saved),
  );

  app.delete(
    '/:type/:id',
    {
      config: { auth: { menu: MENU, action: 'd' } },
      schema: {
        tags,
        summary: 'Deletes an unused item; an item in use is deactivated instead (data.action says which)',
        params: CatalogItemParams,
        response: { 200: Envelope(CatalogDeletion), ...errors(404) },
      },
    },
    async (request) => {
      const { message, data } = await deleteCatalogItemAsAdmin(request.ctx, request.params.type, request.params.id);
      return ok(data, message);
    },
  );
};

export default catalogAdminRoutes;
