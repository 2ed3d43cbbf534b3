import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { practicumLimits, practicumMessages } from '@portal/contracts';
import {
  AnularBody,
  Convenio,
  ConvenioBody,
  ConvenioDocumentUpload,
  ConvenioPage,
  ConvenioQuery,
  Envelope,
  errors,
  HoraPage,
  HoraQuery,
  IdParams,
  Practica,
  PracticaBody,
  PracticaPage,
  PracticaQuery,
  PracticaReport,
  PracticaReportQuery,
  ValidationErrorResponse,
} from '@portal/contracts/schemas';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, fieldError, malformedRequestMessage } from '../../../http/app-error.ts';
import { PdfResponse } from '../../../http/pdf-reply.ts';
import { created, ok } from '../../../http/reply.ts';
import {
  ConvenioFiles,
  convenioDocument,
  createConvenio,
  deleteConvenio,
  getConvenio,
  listConvenios,
  saveConvenioDocument,
  updateConvenio,
} from '../../../services/convenios-service.ts';
import { practicumReport, practicumReportCsv } from '../../../services/practicum-report-service.ts';
import {
  anularPractica,
  createPractica,
  getPractica,
  listHoras,
  listPracticas,
  updatePracticaAsAdmin,
} from '../../../services/practicums-service.ts';

const limits = { fileSize: practicumLimits.documentoMaxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 20 };

/** The one PDF of the multipart field `documento`, whole (≤ 5 MB: 413 beyond; missing: 422). */
async function readDocument(request: FastifyRequest): Promise<Buffer> {
  const missing = () => fieldError('documento', practicumMessages.pdf);
  if (!request.isMultipart()) throw missing();
  let document: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type !== 'file') continue;
      const data = await part.toBuffer();
      if (part.fieldname === 'documento') document = data;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, practicumMessages.pdfTooLarge, { fields: { documento: [practicumMessages.pdfTooLarge] } });
    if (code === 'FST_FILES_LIMIT') throw missing();
    const status = (error as { statusCode?: number }).statusCode;
    throw status !== undefined && status >= 400 && status < 500 ? error : new AppError(400, malformedRequestMessage);
  }
  if (!document || document.length === 0) throw missing();
  return document;
}

const csvResponse = { description: 'text/csv; charset=utf-8', content: { 'text/csv': { schema: { type: 'string' } } } };

/** The career office: convenios (menu `convenios`), practicums (`adm-practicas`) and the report (`practicas-report`). */
const practicumAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifyMultipart);
  const files = ConvenioFiles.under(app.config.uploadsDir);

  const convenio = { tags: ['admin: convenios'] };
  app.get(
    '/convenios',
    {
      config: { auth: { menu: 'convenios' } },
      schema: {
        ...convenio,
        summary: 'Convenios, newest end first; estado as of today',
        querystring: ConvenioQuery,
        response: { 200: Envelope(ConvenioPage) },
      },
    },
    async (request) => ok(await listConvenios(request.ctx, request.query)),
  );
  app.post(
    '/convenios',
    {
      config: { auth: { menu: 'convenios', action: 'c' } },
      schema: { ...convenio, summary: 'Registers a convenio', body: ConvenioBody, response: { 201: Envelope(Convenio) } },
    },
    async (request, reply) => created(reply, await createConvenio(request.ctx, request.body), practicumMessages.convenioCreated),
  );
  app.get(
    '/convenios/:id',
    {
      config: { auth: { menu: 'convenios' } },
      schema: { ...convenio, summary: 'One convenio', params: IdParams, response: { 200: Envelope(Convenio), ...errors(404) } },
    },
    async (request) => ok(await getConvenio(request.ctx, request.params.id)),
  );
  app.put(
    '/convenios/:id',
    {
      config: { auth: { menu: 'convenios', action: 'u' } },
      schema: {
        ...convenio,
        summary: 'Changes a convenio',
        params: IdParams,
        body: ConvenioBody,
        response: { 200: Envelope(Convenio), ...errors(404) },
      },
    },
    async (request) => ok(await updateConvenio(request.ctx, request.params.id, request.body), practicumMessages.saved),
  );
  app.delete(
    '/convenios/:id',
    {
      config: { auth: { menu: 'convenios', action: 'd' } },
      schema: {
        ...convenio,
        summary: 'Deletes a convenio without practicums (409 otherwise)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors(404, 409) },
      },
    },
    async (request) => {
      await deleteConvenio(request.ctx, files, request.params.id);
      return ok(null, practicumMessages.convenioDeleted);
    },
  );
  app.put(
    '/convenios/:id/documento',
    {
      config: {
        auth: { menu: 'convenios', action: 'u' },
        swaggerTransform: ({ schema, url }) => ({
          schema: { ...schema, consumes: ['multipart/form-data'], body: ConvenioDocumentUpload },
          url,
        }),
      },
      schema: {
        ...convenio,
        summary: 'Replaces the signed PDF: multipart field documento, a PDF by its bytes, at most 5 MB (413 beyond, 422 not a PDF)',
        params: IdParams,
        response: { 200: Envelope(Convenio), 413: ValidationErrorResponse, ...errors(404, 422) },
      },
    },
    async (request) =>
      ok(await saveConvenioDocument(request.ctx, files, request.params.id, await readDocument(request)), practicumMessages.documentSaved),
  );
  app.get(
    '/convenios/:id/documento',
    {
      config: { auth: { menu: 'convenios' } },
      schema: { ...convenio, summary: 'The signed PDF (404 while none)', params: IdParams, response: { 200: PdfResponse, ...errors(404) } },
    },
    async (request, reply) => {
      const file = await convenioDocument(request.ctx, files, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.pdf);
    },
  );

  const practica = { tags: ['admin: practicums'] };
  app.get(
    '/practicas/report',
    {
      config: { auth: { menu: 'practicas-report' } },
      schema: {
        ...practica,
        summary: 'Per university, career and year: students, approved hours, requirements completed, pending',
        querystring: PracticaReportQuery,
        response: { 200: Envelope(PracticaReport) },
      },
    },
    async (request) => ok(await practicumReport(request.ctx, request.query)),
  );
  app.get(
    '/practicas/report.csv',
    {
      config: { auth: { menu: 'practicas-report', action: 'x' } },
      schema: {
        ...practica,
        summary: 'The report as CSV (UTF-8 with BOM, `;`)',
        querystring: PracticaReportQuery,
        response: { 200: csvResponse },
      },
    },
    async (request, reply) => {
      const file = await practicumReportCsv(request.ctx, request.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);
    },
  );
  app.get(
    '/practicas',
    {
      config: { auth: { menu: 'adm-practicas' } },
      schema: { ...practica, summary: 'Practicums, filtered', querystring: PracticaQuery, response: { 200: Envelope(PracticaPage) } },
    },
    async (request) => ok(await listPracticas(request.ctx, 'admin', request.query)),
  );
  app.post(
    '/practicas',
    {
      config: { auth: { menu: 'adm-practicas', action: 'c' } },
      schema: {
        ...practica,
        summary:
          'Registers a practicum (422 without a vigente convenio, on a career the student has not studied, on a user who is no tutor)',
        body: PracticaBody,
        response: { 201: Envelope(Practica) },
      },
    },
    async (request, reply) => created(reply, await createPractica(request.ctx, request.body), practicumMessages.practicaCreated),
  );
  app.get(
    '/practicas/:id',
    {
      config: { auth: { menu: 'adm-practicas' } },
      schema: {
        ...practica,
        summary: 'One practicum, the student’s evaluation included',
        params: IdParams,
        response: { 200: Envelope(Practica), ...errors(404) },
      },
    },
    async (request) => ok(await getPractica(request.ctx, 'admin', request.params.id)),
  );
  app.put(
    '/practicas/:id',
    {
      config: { auth: { menu: 'adm-practicas', action: 'u' } },
      schema: {
        ...practica,
        summary: 'Changes a practicum until graded or anulada (409 then)',
        params: IdParams,
        body: PracticaBody,
        response: { 200: Envelope(Practica), ...errors(404, 409) },
      },
    },
    async (request) => ok(await updatePracticaAsAdmin(request.ctx, request.params.id, request.body), practicumMessages.saved),
  );
  app.get(
    '/practicas/:id/horas',
    {
      config: { auth: { menu: 'adm-practicas' } },
      schema: {
        ...practica,
        summary: 'The whole hours log',
        params: IdParams,
        querystring: HoraQuery,
        response: { 200: Envelope(HoraPage), ...errors(404) },
      },
    },
    async (request) => ok(await listHoras(request.ctx, 'admin', request.params.id, request.query)),
  );
  app.post(
    '/practicas/:id/anular',
    {
      config: { auth: { menu: 'adm-practicas', action: 'd' } },
      schema: {
        ...practica,
        summary: 'Anuls a practicum with its reason (409 once graded)',
        params: IdParams,
        body: AnularBody,
        response: { 200: Envelope(Practica), ...errors(404, 409) },
      },
    },
    async (request) => ok(await anularPractica(request.ctx, request.params.id, request.body), practicumMessages.practicaAnulada),
  );
};

export default practicumAdminRoutes;
