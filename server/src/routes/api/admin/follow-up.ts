import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MenuTitle } from '@portal/contracts';
import { Envelope, FollowUpQuery, FollowUpReport } from '@portal/contracts/schemas';
import { PdfResponse, sendPdf } from '../../../http/pdf-reply.ts';
import { ok } from '../../../http/reply.ts';
import { followUpCsv, followUpPdf, followUpReport } from '../../../services/follow-up-report-service.ts';

const MENU: MenuTitle = 'follow-up-report';
const tags = ['admin: graduate follow-up'];

/** The employability report per career × cohort (menu `follow-up-report`; x downloads CSV and PDF). */
const followUpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary:
          'Graduates, answers and rates per career × cohort; a row of fewer than 5 answers has every figure from answers null (suprimido)',
        querystring: FollowUpQuery,
        response: { 200: Envelope(FollowUpReport) },
      },
    },
    async (request) => ok(await followUpReport(request.ctx, request.query)),
  );

  app.get(
    '.csv',
    {
      config: { auth: { menu: MENU, action: 'x' } },
      schema: {
        tags,
        summary: 'The report as CSV for Excel: UTF-8 with BOM, `;`, CRLF, suppressed figures as empty cells, the formulas below',
        querystring: FollowUpQuery,
        response: { 200: { description: 'text/csv; charset=utf-8', content: { 'text/csv': { schema: { type: 'string' } } } } },
      },
    },
    async (request, reply) => {
      const file = await followUpCsv(request.ctx, request.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);
    },
  );

  app.get(
    '.pdf',
    {
      config: { auth: { menu: MENU, action: 'x' } },
      schema: {
        tags,
        summary: 'The report as an A4 PDF (suppressed figures as —, the formulas at the end)',
        querystring: FollowUpQuery,
        response: { 200: PdfResponse },
      },
    },
    async (request, reply) => sendPdf(reply, await followUpPdf(request.ctx, request.query)),
  );
};

export default followUpRoutes;
