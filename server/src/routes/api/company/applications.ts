import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { applicationMessages, type MenuTitle } from '@portal/contracts';
import { Applicant, ApplicationStatusBody, Cv, Envelope, errors, IdParams } from '@portal/contracts/schemas';
import { PdfResponse, sendPdf } from '../../../http/pdf-reply.ts';
import { ok } from '../../../http/reply.ts';
import { applicantCv, applicantCvPdf, moveApplication } from '../../../services/applicants-service.ts';

const MENU: MenuTitle = 'my_offers';
const tags = ['company: applicants'];

/** Applications to a company's offers (menu `my_offers`); another company's application is a 404. */
const companyApplicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/:id',
    {
      config: { auth: { menu: MENU, action: 'u' } },
      schema: {
        tags,
        summary:
          'Moves an application along the pipeline (forward only, may skip a stage or turn down at any stage; 409 otherwise); the student is notified live and by e-mail',
        params: IdParams,
        body: ApplicationStatusBody,
        response: { 200: Envelope(Applicant), ...errors(404, 409) },
      },
    },
    async (request) => ok(await moveApplication(request.ctx, request.params.id, request.body.status), applicationMessages.moved),
  );

  app.get(
    '/:id/cv',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: 'The applicant’s whole CV (as GET /api/cv answers it, photo_url included) for the company whose offer was applied to',
        params: IdParams,
        response: { 200: Envelope(Cv), ...errors(404) },
      },
    },
    async (request) => ok(await applicantCv(request.ctx, request.params.id)),
  );

  app.get(
    '/:id/cv.pdf',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary:
          'The applicant’s CV as the A4 PDF of GET /api/cv/pdf (attachment hoja-de-vida-<apellidos>-<nombres>.pdf), for the company whose offer was applied to',
        params: IdParams,
        response: {
          200: PdfResponse,
          ...errors(404, 409),
        },
      },
    },
    async (request, reply) => sendPdf(reply, await applicantCvPdf(request.ctx, request.params.id)),
  );
};

export default companyApplicationRoutes;
