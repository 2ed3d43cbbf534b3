import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, errors } from '@portal/contracts/schemas';
import {
  CompanySignupBody,
  DniBody,
  DniCheck,
  ResendBody,
  SignupData,
  StudentSignupBody,
  VerifyBody,
} from '@portal/contracts/schemas';
import { serviceContext } from '../../../services/context.ts';
import {
  resendVerification,
  signupCompany,
  signupMessages,
  signupStudent,
  validateDni,
  verifyEmail,
} from '../../../services/signup-service.ts';

/** Public calls of the signup flows (PRODUCT.md, "Flows"); each is CSRF-protected and throttled. */
const signupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const refused = errors(419, 422, 429);

  app.post(
    '/user/validation',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['signup'],
        summary: 'Checks a cédula, RUC or passport: format, check digit, not yet registered',
        body: DniBody,
        response: { 200: Envelope(DniCheck), ...refused },
      },
    },
    async (request) => ({
      message: 'La identificación es válida y está disponible.',
      data: await validateDni(serviceContext(app, request), request.body.dni),
    }),
  );

  app.post(
    '/user/singup',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['signup'],
        summary: 'Student signup (the spelling is the spec’s); sends the verification e-mail',
        body: StudentSignupBody,
        response: { 201: Envelope(SignupData), ...refused },
      },
    },
    async (request, reply) => {
      const data = await signupStudent(serviceContext(app, request), request.body);
      return reply.code(201).send({ message: signupMessages.studentCreated, data });
    },
  );

  app.post(
    '/user/singup/company',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['signup'],
        summary: 'Company signup; the account also waits for an administrator’s approval',
        body: CompanySignupBody,
        response: { 201: Envelope(SignupData), ...refused },
      },
    },
    async (request, reply) => {
      const data = await signupCompany(serviceContext(app, request), request.body);
      return reply.code(201).send({ message: signupMessages.companyCreated, data });
    },
  );

  app.post(
    '/user/verify',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['signup'],
        summary: 'Verifies the e-mail with the hash of the link (single use, 24 hours)',
        body: VerifyBody,
        response: { 200: Envelope(SignupData), ...errors(419, 422) },
      },
    },
    async (request) => {
      const data = await verifyEmail(serviceContext(app, request), request.body.hash);
      return { message: signupMessages.verified(data.email), data };
    },
  );

  app.post(
    '/user/verification/resend',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['signup'],
        summary: 'Sends a new verification link; the same answer whether or not the e-mail exists',
        body: ResendBody,
        response: { 200: Envelope(Type.Null()), ...refused },
      },
    },
    async (request) => {
      await resendVerification(serviceContext(app, request), request.body.email);
      return { message: signupMessages.resent, data: null };
    },
  );
};

export default signupRoutes;
