import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errors, PasswordChangeBody, PasswordForgotBody, PasswordResetBody } from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { ok } from '../../../http/reply.ts';
import { accountMessages, changePassword, requestPasswordReset, resetPassword } from '../../../services/account-service.ts';

const tags = ['account'];

/** API.md "Account": the user's own password, and the reset of a forgotten one. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/user/password',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags,
        summary: 'Changes the caller’s password (the current one required); every other session ends',
        body: PasswordChangeBody,
        response: { 200: Envelope(Type.Null()), ...errors(429) },
      },
    },
    async (request) => {
      await changePassword(request.ctx, request.body);
      return ok(null, accountMessages.passwordChanged);
    },
  );

  app.post(
    '/user/password/forgot',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Mails a reset link (single use, 60 minutes); the same answer whether or not the e-mail exists',
        body: PasswordForgotBody,
        response: { 200: Envelope(Type.Null()), ...errors(429) },
      },
    },
    async (request) => {
      await requestPasswordReset(request.ctx, request.body.email);
      return ok(null, accountMessages.resetRequested);
    },
  );

  app.post(
    '/user/password/reset',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Sets a new password with the hash of a reset link; every session of the user ends',
        body: PasswordResetBody,
        response: { 200: Envelope(Type.Null()) },
      },
    },
    async (request) => {
      await resetPassword(request.ctx, request.body);
      return ok(null, accountMessages.resetDone);
    },
  );
};

export default accountRoutes;
