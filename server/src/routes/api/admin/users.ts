import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, errors, IdParams } from '@portal/contracts/schemas';
import { NewUserBody, ReviewBody, StatusBody, UserChangesBody, UserPage, UserQuery, UserView } from '@portal/contracts/schemas';
import { serviceContext } from '../../../services/context.ts';
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

const MENU = 'adm-users';
const tags = ['admin: users'];

/** Users administration, guarded by the adm-users menu item (x: activate, approve, resend). */
const userAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: 'Lists users: search by name, e-mail or dni; filter by role and status; paginated',
        querystring: UserQuery,
        response: { 200: Envelope(UserPage), ...errors(401, 403, 422) },
      },
    },
    async (request) => {
      const { search, role_id, status, page = 1, per_page = 20 } = request.query;
      const data = await searchUsers(serviceContext(app, request), {
        search: search?.trim() || undefined,
        roleId: role_id,
        status,
        page,
        perPage: per_page,
      });
      return { message: 'OK', data };
    },
  );

  app.get(
    '/:id',
    {
      config: { auth: { menu: MENU } },
      schema: { tags, summary: 'One user, with the company profile', params: IdParams, response: { 200: Envelope(UserView), ...errors(401, 403, 404, 422) } },
    },
    async (request) => ({ message: 'OK', data: await getUser(serviceContext(app, request), request.params.id) }),
  );

  app.post(
    '/',
    {
      config: { auth: { menu: MENU, action: 'c' } },
      schema: {
        tags,
        summary: 'Creates a user (verified at once: the administrator vouches for it)',
        body: NewUserBody,
        response: { 201: Envelope(UserView), ...errors(401, 403, 419, 422) },
      },
    },
    async (request, reply) => {
      const data = await createUser(serviceContext(app, request), request.body);
      return reply.code(201).send({ message: userAdminMessages.saved, data });
    },
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
        response: { 200: Envelope(UserView), ...errors(401, 403, 404, 419, 422) },
      },
    },
    async (request) => ({
      message: userAdminMessages.saved,
      data: await updateUserAsAdmin(serviceContext(app, request), request.params.id, request.body),
    }),
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
        response: { 200: Envelope(UserView), ...errors(401, 403, 404, 419, 422) },
      },
    },
    async (request) => ({
      message: userAdminMessages.saved,
      data: await setUserStatus(serviceContext(app, request), request.params.id, request.body.status),
    }),
  );

  app.post(
    '/:id/approval',
    {
      config: { auth: { menu: MENU, action: 'x' } },
      schema: {
        tags,
        summary: 'Approves or rejects a company (the company is told by e-mail)',
        params: IdParams,
        body: ReviewBody,
        response: { 200: Envelope(UserView), ...errors(401, 403, 404, 419, 422) },
      },
    },
    async (request) => ({
      message: userAdminMessages.saved,
      data: await reviewCompany(serviceContext(app, request), request.params.id, request.body.status),
    }),
  );

  app.post(
    '/:id/verification',
    {
      config: { auth: { menu: MENU, action: 'x' } },
      schema: {
        tags,
        summary: "Sends a new verification link to a user who has not verified the e-mail",
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors(401, 403, 404, 419, 422) },
      },
    },
    async (request) => {
      await resendVerificationAsAdmin(serviceContext(app, request), request.params.id);
      return { message: 'Enlace de verificación enviado.', data: null };
    },
  );
};

export default userAdminRoutes;
