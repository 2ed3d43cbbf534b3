import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '@portal/contracts/schemas';
import { PdfResponse, sendPdf } from '../../../http/pdf-reply.ts';
import { callerCvPdf, cvPdfMessages } from '../../../services/cv-pdf-service.ts';

/** The caller's CV as a PDF (menu main_info, x: "export the CV as PDF", PRODUCT.md). */
const cvPdfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/cv/pdf',
    {
      config: { auth: { menu: 'main_info', action: 'x' } },
      schema: {
        tags: ['cv'],
        summary:
          'The caller\'s CV as an A4 PDF, to download (Content-Disposition: attachment; filename="hoja-de-vida-<apellidos>-<nombres>.pdf", ' +
          `without accents). 409 without the basic section: «${cvPdfMessages.noBasic}»`,
        response: {
          200: PdfResponse,
          ...errors(409),
        },
      },
    },
    async (request, reply) => sendPdf(reply, await callerCvPdf(request.ctx)),
  );
};

export default cvPdfRoutes;
