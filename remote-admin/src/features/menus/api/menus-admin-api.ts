import type { MenuChangesBody, MenuView, NewMenuBody } from '@portal/contracts/schemas';
import { baseApi, type ApiEnvelope } from '@portal/shared';

export type { MenuChangesBody, MenuView, NewMenuBody };

/**
 * `/api/admin/menus` (menu `menus`). A saved item also changes the menu of every role that
 * holds it (the server's `role.updated`), and the permissions screen's rows (`Permission`).
 */
export const menusAdminApi = baseApi.enhanceEndpoints({ addTagTypes: ['Menu', 'Permission'] }).injectEndpoints({
  endpoints: (build) => ({
    listMenus: build.query<MenuView[], void>({
      query: () => ({ url: 'admin/menus' }),
      providesTags: ['Menu'],
    }),
    // Saves go without the automatic toast: the form puts a 422 on its fields.
    createMenu: build.mutation<MenuView, NewMenuBody>({
      query: (body) => ({ url: 'admin/menus', method: 'post', body, toast: false }),
      invalidatesTags: ['Menu', 'Permission'],
    }),
    updateMenu: build.mutation<MenuView, { id: number; body: MenuChangesBody }>({
      query: ({ id, body }) => ({ url: `admin/menus/${id}`, method: 'patch', body, toast: false }),
      invalidatesTags: ['Menu', 'Permission'],
    }),
    // A refusal (an item with children, one that guards API routes) comes as a 422 on `id`.
    deleteMenu: build.mutation<ApiEnvelope<null>, number>({
      query: (id) => ({ url: `admin/menus/${id}`, method: 'delete', envelope: true, toast: false }),
      invalidatesTags: ['Menu', 'Permission'],
    }),
  }),
});

export const { useListMenusQuery, useCreateMenuMutation, useUpdateMenuMutation, useDeleteMenuMutation } = menusAdminApi;
