import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errors } from '@portal/contracts/schemas';
import { Type } from 'typebox';
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
          // Fastify sends a Buffer as is; `content` tells the docs (and the type provider) what it is.
          200: Type.Unsafe<Buffer>({
            description: 'The PDF',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          }),
          ...errors(409),
        },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await callerCvPdf(request.ctx);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          // Personal data: not kept by the browser or any proxy.
          .header('cache-control', 'private, no-store')
          .send(pdf)
      );
    },
  );
};

export default cvPdfRoutes;
