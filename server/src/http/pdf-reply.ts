import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';

/** A PDF answer in a route's schema: Fastify sends the Buffer as is; `content` tells the docs (and the type provider) what it is. */
export const PdfResponse = Type.Unsafe<Buffer>({
  description: 'The PDF',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});

/** Sends a CV's PDF to download. Personal data: kept by neither the browser nor any proxy. */
export function sendPdf(reply: FastifyReply, file: { pdf: Buffer; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);
}
