import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type MenuTitle, trustMessages } from '@portal/contracts';
import { Envelope, errors, IdParams, SuspendBody, UserView, Vetting } from '@portal/contracts/schemas';
import { ok } from '../../../http/reply.ts';
import { reinstateCompany, suspendCompany } from '../../../services/suspension-service.ts';
import { companyVetting } from '../../../services/vetting-service.ts';

const MENU: MenuTitle = 'adm-users';
const tags = ['admin: companies'];

/** A company's vetting signals and its suspension (menu adm-users; x suspends and reinstates). */
const companyAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/vetting',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary:
          'Vetting signals: RUC structure (natural: the cédula’s check digit), e-mail vs web registrable domain, free mail, other companies with the same RUC, phone or web, business days waited (Ecuador’s holidays excluded; over 2 is vencida)',
        params: IdParams,
        response: { 200: Envelope(Vetting), ...errors(404) },
      },
    },
    async (request) => ok(await companyVetting(request.ctx, request.params.id)),
  );

  app.post(
    '/:id/suspend',
    {
      config: { auth: { menu: MENU, action: 'x' } },
      schema: {
        tags,
        summary:
          'Suspends a company with its reason: its offers leave the search at once, its applications read Oferta retirada, its sessions end and its sign-in answers 403 with the reason; 409 when already suspended',
        params: IdParams,
        body: SuspendBody,
        response: { 200: Envelope(UserView), ...errors(404, 409) },
      },
    },
    async (request) => ok(await suspendCompany(request.ctx, request.params.id, request.body.motivo), trustMessages.suspended),
  );

  app.post(
    '/:id/reinstate',
    {
      config: { auth: { menu: MENU, action: 'x' } },
      schema: {
        tags,
        summary: 'Reinstates a suspended company: what was published and has not expired shows again; 409 when not suspended',
        params: IdParams,
        response: { 200: Envelope(UserView), ...errors(404, 409) },
      },
    },
    async (request) => ok(await reinstateCompany(request.ctx, request.params.id), trustMessages.reinstated),
  );
};

export default companyAdminRoutes;
