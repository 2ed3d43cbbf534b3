import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MenuTitle } from '@portal/contracts';
import { CompanySummary, Envelope } from '@portal/contracts/schemas';
import { ok } from '../../../http/reply.ts';
import { companySummary } from '../../../services/company-summary-service.ts';

const MENU: MenuTitle = 'my_offers';

/** The company's landing figures (menu `my_offers`: they are about its offers). */
const companySummaryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags: ['company: offers'],
        summary:
          'The caller company’s landing figures: offers per status as read today, applicants (all, of the last 7 days, not yet reviewed), and why it cannot publish yet (null once approved)',
        response: { 200: Envelope(CompanySummary) },
      },
    },
    async (request) => ok(await companySummary(request.ctx)),
  );
};

export default companySummaryRoutes;
