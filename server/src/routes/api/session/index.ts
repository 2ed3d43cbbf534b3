import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, errors } from '@portal/contracts/schemas';
import { LoginBody, SessionData } from '@portal/contracts/schemas';
import { serviceContext } from '../../../services/context.ts';
import { login, logout, sessionView } from '../../../services/session-service.ts';

const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/refresh',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Issues a fresh XSRF-TOKEN cookie (after a 419 the client calls this and retries)',
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request, reply) => {
      app.issueCsrfCookie(request, reply);
      return { message: 'Sesión renovada.', data: null };
    },
  );

  app.post(
    '/user/login',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['session'],
        summary: 'Signs in: the user, the role menu with its flags and a bearer token',
        body: LoginBody,
        response: { 200: Envelope(SessionData), ...errors(403, 419, 422, 429) },
      },
    },
    async (request) => {
      const data = await login(serviceContext(app, request), request.body);
      return { message: `Bienvenido a ${app.config.productTitle}`, data };
    },
  );

  app.post(
    '/user/logout',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['session'],
        summary: 'Signs out: the token stops working',
        response: { 200: Envelope(Type.Null()), ...errors(401, 419) },
      },
    },
    async (request) => {
      await logout(app.db, request.session!);
      return { message: 'Sesión cerrada.', data: null };
    },
  );

  app.get(
    '/user/me',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['session'],
        summary: "The caller's user and menu, as login gives them",
        response: { 200: Envelope(SessionData), ...errors(401) },
      },
    },
    async (request) => {
      const session = request.session!;
      const view = await sessionView(app.db, session.user);
      return { message: 'OK', data: { ...view, token: session.token } };
    },
  );
};

export default sessionRoutes;
