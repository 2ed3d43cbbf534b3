import { baseApi, type ApiEnvelope } from '@portal/shared';
import type { RoleView } from '@portal/contracts/schemas';

export type { RoleView };

/**
 * `/api/admin/roles` (menu `adm-roles`). Every list of roles on the admin screens (these, the
 * users screen's options, the permissions screen's picker) carries the `Role` tag, so a saved or
 * deleted role refreshes them all.
 */
export const rolesAdminApi = baseApi.enhanceEndpoints({ addTagTypes: ['Role'] }).injectEndpoints({
  endpoints: (build) => ({
    listRoles: build.query<RoleView[], void>({
      query: () => ({ url: 'admin/roles' }),
      providesTags: ['Role'],
    }),
    // Saves are sent without the automatic toast: the form puts a 422 on its field.
    createRole: build.mutation<RoleView, { name_ro: string }>({
      query: (body) => ({ url: 'admin/roles', method: 'post', body, toast: false }),
      invalidatesTags: ['Role'],
    }),
    updateRole: build.mutation<RoleView, { id: number; name_ro: string }>({
      query: ({ id, name_ro }) => ({ url: `admin/roles/${id}`, method: 'patch', body: { name_ro }, toast: false }),
      invalidatesTags: ['Role'],
    }),
    // A refusal (system role, role in use) comes as a 422 on `id_ro`: the screen says it itself.
    deleteRole: build.mutation<ApiEnvelope<null>, number>({
      query: (id) => ({ url: `admin/roles/${id}`, method: 'delete', envelope: true, toast: false }),
      invalidatesTags: ['Role'],
    }),
  }),
});

export const { useListRolesQuery, useCreateRoleMutation, useUpdateRoleMutation, useDeleteRoleMutation } = rolesAdminApi;
