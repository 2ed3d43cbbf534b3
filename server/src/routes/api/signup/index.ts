import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanySignupBody,
  DniBody,
  DniCheck,
  Envelope,
  errors,
  ResendBody,
  SignupData,
  VerifyData,
  StudentSignupBody,
  VerifyBody,
} from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { created, ok } from '../../../http/reply.ts';
import {
  resendVerification,
  signupCompany,
  signupMessages,
  signupStudent,
  validateDni,
  verifyEmail,
} from '../../../services/signup-service.ts';

const tags = ['signup'];
/** These calls are throttled per address (config.throttle). */
const throttled = errors(429);

/** Public calls of the signup flows (PRODUCT.md, "Flows"); each is CSRF-protected. */
const signupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/user/validation',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Checks a cédula, RUC or passport: format, check digit, not yet registered',
        body: DniBody,
        response: { 200: Envelope(DniCheck), ...throttled },
      },
    },
    async (request) => ok(await validateDni(request.ctx, request.body.dni), 'La identificación es válida y está disponible.'),
  );

  app.post(
    '/user/singup',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Student signup (the spelling is the spec’s); sends the verification e-mail',
        body: StudentSignupBody,
        response: { 201: Envelope(SignupData), ...throttled },
      },
    },
    async (request, reply) => created(reply, await signupStudent(request.ctx, request.body), signupMessages.studentCreated),
  );

  app.post(
    '/user/singup/company',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Company signup; the account also waits for an administrator’s approval',
        body: CompanySignupBody,
        response: { 201: Envelope(SignupData), ...throttled },
      },
    },
    async (request, reply) => created(reply, await signupCompany(request.ctx, request.body), signupMessages.companyCreated),
  );

  app.post(
    '/user/verify',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Verifies the e-mail with the hash of the link (single use, 24 hours)',
        body: VerifyBody,
        response: { 200: Envelope(VerifyData) },
      },
    },
    async (request) => {
      const data = await verifyEmail(request.ctx, request.body.hash);
      return ok(data, (data.already_verified ? signupMessages.alreadyVerified : signupMessages.verified)(data.email));
    },
  );

  app.post(
    '/user/verification/resend',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Sends a new verification link; the same answer whether or not the e-mail exists',
        body: ResendBody,
        response: { 200: Envelope(Type.Null()), ...throttled },
      },
    },
    async (request) => {
      await resendVerification(request.ctx, request.body.email);
      return ok(null, signupMessages.resent);
    },
  );
};

export default signupRoutes;
