import type { MenuAction } from '@portal/contracts';
import type { MenuPermissions, PermissionRole, PermissionView } from '@portal/contracts/schemas';
import { baseApi, type ApiEnvelope } from '@portal/shared';

export type { MenuPermissions, PermissionRole, PermissionView };
export type Flags = Record<MenuAction, boolean>;

/** One change to a role's grant on a menu item: add it, set its flags, or remove it. */
export type GrantChange =
  | { kind: 'grant'; roleId: number; menuId: number; flags: Flags }
  | { kind: 'update'; roleId: number; menuId: number; flags: Flags }
  | { kind: 'revoke'; roleId: number; menuId: number };

const noFlags: Flags = { c: false, u: false, d: false, x: false };

function request(change: GrantChange) {
  const base = `admin/roles/${change.roleId}/permissions`;
  // Refusals (a 403's reason, a 422) are shown by the screen, beside its undo.
  const common = { envelope: true, toast: false } as const;
  switch (change.kind) {
    case 'grant':
      return { url: base, method: 'post' as const, body: { menu_id: change.menuId, ...change.flags }, ...common };
    case 'update':
      return { url: `${base}/${change.menuId}`, method: 'put' as const, body: change.flags, ...common };
    case 'revoke':
      return { url: `${base}/${change.menuId}`, method: 'delete' as const, ...common };
  }
}

/**
 * The permissions screen's calls (menu `adm-permissions`). A change shows at once (optimistic)
 * and is rolled back if the server refuses it; the server then tells every open session of the
 * role (`role.updated` on `roles.{id}`), so the new flags apply there without a reload.
 */
export const permissionsAdminApi = baseApi.enhanceEndpoints({ addTagTypes: ['Role', 'Permission'] }).injectEndpoints({
  endpoints: (build) => ({
    listPermissionRoles: build.query<PermissionRole[], void>({
      query: () => ({ url: 'admin/permissions/roles' }),
      providesTags: ['Role'],
    }),
    listPermissions: build.query<PermissionView[], number>({
      query: (roleId) => ({ url: `admin/roles/${roleId}/permissions` }),
      providesTags: (_rows, _error, roleId) => [{ type: 'Permission', id: roleId }],
    }),
    changeGrant: build.mutation<ApiEnvelope<PermissionView | null>, GrantChange>({
      query: request,
      async onQueryStarted(change, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          permissionsAdminApi.util.updateQueryData('listPermissions', change.roleId, (rows) => {
            const row = rows.find((item) => item.menu_id === change.menuId);
            if (!row) return;
            row.granted = change.kind !== 'revoke';
            row.permissions = change.kind === 'revoke' ? noFlags : change.flags;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useListPermissionRolesQuery, useListPermissionsQuery, useChangeGrantMutation } = permissionsAdminApi;
