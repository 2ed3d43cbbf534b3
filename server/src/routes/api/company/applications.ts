import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { applicationMessages, type MenuTitle } from '@portal/contracts';
import { Applicant, ApplicationStatusBody, Envelope, errors, IdParams } from '@portal/contracts/schemas';
import { ok } from '../../../http/reply.ts';
import { moveApplication } from '../../../services/applicants-service.ts';

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
};

export default companyApplicationRoutes;
