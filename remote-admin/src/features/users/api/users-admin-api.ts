import type { CompanyReviewStatus, CompanyStatus, UserStatus } from '@portal/contracts';
import type { NewUserBody, RoleOption, UserChangesBody, UserView } from '@portal/contracts/schemas';
import { type AppDispatch, baseApi, type ApiEnvelope } from '@portal/shared';
import { listTags, type Page } from '@portal/shared/kit/list-screen';

export type { RoleOption, UserView };

export type UsersQuery = {
  search: string;
  role_id?: number;
  status?: UserStatus;
  /** Companies whose review is in this status. */
  approval?: CompanyStatus;
  page: number;
  per_page: number;
};

/** The list of every account as /admin/users opens: no filter, the first page of 20. */
export const usersFirstPage: UsersQuery = { search: '', page: 1, per_page: 20 };
/** The companies waiting for approval as /admin/users opens: the first page of 5. */
export const pendingFirstPage: UsersQuery = { search: '', approval: 'pendiente', page: 1, per_page: 5 };

/** A company's review; a rejection carries the reason the company reads (API.md). */
export type ReviewInput =
  { status: Extract<CompanyReviewStatus, 'aprobada'> } | { status: Extract<CompanyReviewStatus, 'rechazada'>; motivo: string };

const withId = (user: UserView) => ({ ...user, id: user.id_us });

/**
 * `/api/admin/users` (menu `adm-users`; x: activate, approve, resend). Calls the screen answers
 * for itself (a form's 422, a refusal's reason) go without the automatic toast.
 */
export const usersAdminApi = baseApi.enhanceEndpoints({ addTagTypes: ['User', 'Role'] }).injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<Page<UserView>, UsersQuery>({
      query: (params) => ({ url: 'admin/users', params }),
      providesTags: (page) => listTags('User', page?.items.map(withId)),
    }),
    listRoleOptions: build.query<RoleOption[], void>({
      query: () => ({ url: 'admin/users/roles' }),
      providesTags: ['Role'],
    }),
    createUser: build.mutation<UserView, NewUserBody>({
      query: (body) => ({ url: 'admin/users', method: 'post', body, toast: false }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }, 'Role'],
    }),
    updateUser: build.mutation<UserView, { id: number; body: UserChangesBody }>({
      query: ({ id, body }) => ({ url: `admin/users/${id}`, method: 'patch', body, toast: false }),
      invalidatesTags: (_user, _error, { id }) => [{ type: 'User', id }, 'Role'],
    }),
    setUserStatus: build.mutation<ApiEnvelope<UserView>, { id: number; status: UserStatus }>({
      query: ({ id, status }) => ({ url: `admin/users/${id}/status`, method: 'post', body: { status }, envelope: true, toast: false }),
      invalidatesTags: (_user, _error, { id }) => [{ type: 'User', id }],
    }),
    // The company leaves the pending list: the lists are refreshed, not only its row.
    reviewCompany: build.mutation<ApiEnvelope<UserView>, { id: number; review: ReviewInput }>({
      query: ({ id, review }) => ({ url: `admin/users/${id}/approval`, method: 'post', body: review, envelope: true, toast: false }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    resendVerification: build.mutation<ApiEnvelope<null>, number>({
      query: (id) => ({ url: `admin/users/${id}/verification`, method: 'post', envelope: true, toast: false }),
    }),
  }),
});

export const {
  useListUsersQuery,
  useListRoleOptionsQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useSetUserStatusMutation,
  useReviewCompanyMutation,
  useResendVerificationMutation,
} = usersAdminApi;

/**
 * What /admin/users reads as it opens (both lists' first pages and the role filter's options),
 * started before the screen renders (routes.tsx `prefetch`); the screen's reads find them.
 */
export function prefetchUsersScreen(dispatch: AppDispatch) {
  void dispatch(usersAdminApi.util.prefetch('listUsers', usersFirstPage, {}));
  void dispatch(usersAdminApi.util.prefetch('listUsers', pendingFirstPage, {}));
  void dispatch(usersAdminApi.util.prefetch('listRoleOptions', undefined, {}));
}
