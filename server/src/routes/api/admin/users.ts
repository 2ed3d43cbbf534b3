import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MenuTitle } from '@portal/contracts';
import {
  Envelope,
  errors,
  IdParams,
  NewUserBody,
  ReviewBody,
  RoleOption,
  StatusBody,
  UserChangesBody,
  UserPage,
  UserQuery,
  UserView,
} from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { created, ok } from '../../../http/reply.ts';
import {
  createUser,
  getUser,
  resendVerificationAsAdmin,
  reviewCompany,
  searchUsers,
  setUserStatus,
  updateUserAsAdmin,
  userAdminMessages,
} from '../../../services/users-admin-service.ts';
import { listRoleOptions } from '../../../services/roles-service.ts';

const MENU: MenuTitle = 'adm-users';
const tags = ['admin: users'];
const saved = userAdminMessages.saved;

/** Users administration, guarded by the adm-users menu item (x: activate, approve, resend). */
const userAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary:
          "Lists users with their company: search by name, e-mail or dni; filter by role, status and the company's review; paginated",
        querystring: UserQuery,
        response: { 200: Envelope(UserPage) },
      },
    },
    async (request) => {
      const { search, role_id, status, approval, page, per_page } = request.query;
      const filter = { search: search?.trim() || undefined, roleId: role_id, status, approval };
      return ok(await searchUsers(request.ctx, filter, { page, per_page }));
    },
  );

  app.get(
    '/roles',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: 'The roles an account may have, each saying whether the caller may assign it',
        response: { 200: Envelope(Type.Array(RoleOption)) },
      },
    },
    async (request) => ok(await listRoleOptions(request.ctx)),
  );

  app.get(
    '/:id',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: 'One user, with the company profile',
        params: IdParams,
        response: { 200: Envelope(UserView), ...errors(404) },
      },
    },
    async (request) => ok(await getUser(request.ctx, request.params.id)),
  );

  app.post(
    '/',
    {
      config: { auth: { menu: MENU, action: 'c' } },
      schema: {
        tags,
        summary: 'Creates a user (verified at once: the administrator vouches for it)',
        body: NewUserBody,
        response: { 201: Envelope(UserView) },
      },
    },
    async (request, reply) => created(reply, await createUser(request.ctx, request.body), saved),
  );

  app.patch(
    '/:id',
    {
      config: { auth: { menu: MENU, action: 'u' } },
      schema: {
        tags,
        summary: 'Changes name, e-mail, dni, role or password (a new password signs the user out everywhere)',
        params: IdParams,
        body: UserChangesBody,
        response: { 200: Envelope(UserView), ...errors(404) },
      },
    },
    async (request) => ok(await updateUserAsAdmin(request.ctx, request.params.id, request.body), saved),
  );

  app.post(
    '/:id/status',
    {
      config: { auth: { menu: MENU, action: 'x' } },
      schema: {
        tags,
        summary: 'Activates or deactivates a user (deactivation signs the user out everywhere)',
        params: IdParams,
        body: StatusBody,
        response: { 200: Envelope(UserView), ...errors(404) },
      },
    },
    async (request) => ok(await setUserStatus(request.ctx, request.params.id, request.body.status), saved),
  );

  app.post(
    '/:id/approval',
    {
      config: { auth: { menu: MENU, action: 'x' } },
      schema: {
        tags,
        summary:
          'Approves or rejects a company; a rejection needs its reason (motivo, 10–500 characters), which the company is told by e-mail, in a notification and on its landing',
        params: IdParams,
        body: ReviewBody,
        response: { 200: Envelope(UserView), ...errors(404) },
      },
    },
    async (request) =>
      ok(
        await reviewCompany(request.ctx, request.params.id, request.body),
        request.body.status === 'aprobada' ? userAdminMessages.companyApproved : userAdminMessages.companyRejected,
      ),
  );

  app.post(
    '/:id/verification',
    {
      config: { auth: { menu: MENU, action: 'x' } },
      schema: {
        tags,
        summary: 'Sends a new verification link to a user who has not verified the e-mail',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors(404) },
      },
    },
    async (request) => {
      await resendVerificationAsAdmin(request.ctx, request.params.id);
      return ok(null, 'Enlace de verificación enviado.');
    },
  );
};

export default userAdminRoutes;
