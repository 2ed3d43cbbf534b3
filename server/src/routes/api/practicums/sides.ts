import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { practicumMessages } from '@portal/contracts';
import {
  CalificacionBody,
  CodigoParams,
  ConvenioPage,
  EntryParams,
  Envelope,
  errors,
  EvaluacionEmpresaBody,
  EvaluacionEstudianteBody,
  Hora,
  HoraBody,
  HoraPage,
  HoraQuery,
  IdParams,
  pageQuery,
  Practica,
  PracticaPage,
  PracticaQuery,
  RevisionBody,
  StrictObject,
  Verificacion,
} from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { PdfResponse, sendPdf } from '../../../http/pdf-reply.ts';
import { created, ok } from '../../../http/reply.ts';
import { companyConvenios } from '../../../services/convenios-service.ts';
import { verifyCertificate } from '../../../services/practicum-report-service.ts';
import {
  addHora,
  certificatePdf,
  deleteHora,
  evaluateAsCompany,
  evaluateAsStudent,
  getPractica,
  gradePractica,
  listHoras,
  listPracticas,
  reviewHora,
  updateHora,
} from '../../../services/practicums-service.ts';

/** The student's practicums (menu `practicas`): own only, another's is a 404. */
export const studentPracticumRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['practicums: student'];
  const menu = 'practicas' as const;
  app.get(
    '/',
    {
      config: { auth: { menu } },
      schema: { tags, summary: 'My practicums', querystring: PracticaQuery, response: { 200: Envelope(PracticaPage) } },
    },
    async (request) => ok(await listPracticas(request.ctx, 'student', request.query)),
  );
  app.get(
    '/:id',
    {
      config: { auth: { menu } },
      schema: { tags, summary: 'One of my practicums', params: IdParams, response: { 200: Envelope(Practica), ...errors(404) } },
    },
    async (request) => ok(await getPractica(request.ctx, 'student', request.params.id)),
  );
  app.get(
    '/:id/horas',
    {
      config: { auth: { menu } },
      schema: {
        tags,
        summary: 'My hours log, newest day first',
        params: IdParams,
        querystring: HoraQuery,
        response: { 200: Envelope(HoraPage), ...errors(404) },
      },
    },
    async (request) => ok(await listHoras(request.ctx, 'student', request.params.id, request.query)),
  );
  app.post(
    '/:id/horas',
    {
      config: { auth: { menu, action: 'c' } },
      schema: {
        tags,
        summary: 'Logs hours (a day of the practicum up to today, 0.5–12 h, at most 12 h a day; 409 once graded or anulada)',
        params: IdParams,
        body: HoraBody,
        response: { 201: Envelope(Hora), ...errors(404, 409) },
      },
    },
    async (request, reply) => created(reply, await addHora(request.ctx, request.params.id, request.body), practicumMessages.entryCreated),
  );
  app.put(
    '/:id/horas/:entryId',
    {
      config: { auth: { menu, action: 'u' } },
      schema: {
        tags,
        summary: 'Edits a pendiente or rechazada entry (409 when aprobada); it goes back to review',
        params: EntryParams,
        body: HoraBody,
        response: { 200: Envelope(Hora), ...errors(404, 409) },
      },
    },
    async (request) => ok(await updateHora(request.ctx, request.params.id, request.params.entryId, request.body), practicumMessages.saved),
  );
  app.delete(
    '/:id/horas/:entryId',
    {
      config: { auth: { menu, action: 'd' } },
      schema: {
        tags,
        summary: 'Deletes a pendiente or rechazada entry (409 when aprobada)',
        params: EntryParams,
        response: { 200: Envelope(Type.Null()), ...errors(404, 409) },
      },
    },
    async (request) => {
      await deleteHora(request.ctx, request.params.id, request.params.entryId);
      return ok(null, practicumMessages.entryDeleted);
    },
  );
  app.post(
    '/:id/evaluacion-estudiante',
    {
      config: { auth: { menu, action: 'u' } },
      schema: {
        tags,
        summary: 'My evaluation of the placement (409 before finalizada); the career office reads it, never the company',
        params: IdParams,
        body: EvaluacionEstudianteBody,
        response: { 201: Envelope(Practica), ...errors(404, 409) },
      },
    },
    async (request, reply) =>
      created(reply, await evaluateAsStudent(request.ctx, request.params.id, request.body), practicumMessages.evaluated),
  );
  app.get(
    '/:id/certificado.pdf',
    {
      config: { auth: { menu, action: 'x' } },
      schema: { tags, summary: 'The certificate (404 until aprobada)', params: IdParams, response: { 200: PdfResponse, ...errors(404) } },
    },
    async (request, reply) => sendPdf(reply, await certificatePdf(request.ctx, request.params.id)),
  );
};

/** The company's interns (menu `company-practicas`), pending entries first; its convenios, read only. */
export const companyPracticumRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['practicums: company'];
  const menu = 'company-practicas' as const;
  app.get(
    '/convenios',
    {
      config: { auth: { menu } },
      schema: { tags, summary: 'My convenios', querystring: StrictObject(pageQuery), response: { 200: Envelope(ConvenioPage) } },
    },
    async (request) => ok(await companyConvenios(request.ctx, request.query)),
  );
  app.get(
    '/practicas',
    {
      config: { auth: { menu } },
      schema: {
        tags,
        summary: 'My interns, those with entries to review first',
        querystring: PracticaQuery,
        response: { 200: Envelope(PracticaPage) },
      },
    },
    async (request) => ok(await listPracticas(request.ctx, 'company', request.query)),
  );
  app.get(
    '/practicas/:id',
    {
      config: { auth: { menu } },
      schema: { tags, summary: 'One intern’s practicum', params: IdParams, response: { 200: Envelope(Practica), ...errors(404) } },
    },
    async (request) => ok(await getPractica(request.ctx, 'company', request.params.id)),
  );
  app.get(
    '/practicas/:id/horas',
    {
      config: { auth: { menu } },
      schema: {
        tags,
        summary: 'The intern’s hours log',
        params: IdParams,
        querystring: HoraQuery,
        response: { 200: Envelope(HoraPage), ...errors(404) },
      },
    },
    async (request) => ok(await listHoras(request.ctx, 'company', request.params.id, request.query)),
  );
  app.post(
    '/practicas/:id/horas/:entryId/revision',
    {
      config: { auth: { menu, action: 'u' } },
      schema: {
        tags,
        summary: 'Approves or rejects an entry (a rejection needs motivo; 409 when already aprobada)',
        params: EntryParams,
        body: RevisionBody,
        response: { 200: Envelope(Hora), ...errors(404, 409) },
      },
    },
    async (request) =>
      ok(await reviewHora(request.ctx, request.params.id, request.params.entryId, request.body), practicumMessages.reviewed),
  );
  app.post(
    '/practicas/:id/evaluacion',
    {
      config: { auth: { menu, action: 'u' } },
      schema: {
        tags,
        summary: 'Evaluates the intern (409 before finalizada, 409 the second time)',
        params: IdParams,
        body: EvaluacionEmpresaBody,
        response: { 201: Envelope(Practica), ...errors(404, 409) },
      },
    },
    async (request, reply) =>
      created(reply, await evaluateAsCompany(request.ctx, request.params.id, request.body), practicumMessages.evaluated),
  );
};

/** The tutor's tutees (menu `tutor-practicas`): their logs read only, and the grade. */
export const tutorPracticumRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['practicums: tutor'];
  const menu = 'tutor-practicas' as const;
  app.get(
    '/',
    {
      config: { auth: { menu } },
      schema: { tags, summary: 'My tutees’ practicums', querystring: PracticaQuery, response: { 200: Envelope(PracticaPage) } },
    },
    async (request) => ok(await listPracticas(request.ctx, 'tutor', request.query)),
  );
  app.get(
    '/:id',
    {
      config: { auth: { menu } },
      schema: { tags, summary: 'One tutee’s practicum', params: IdParams, response: { 200: Envelope(Practica), ...errors(404) } },
    },
    async (request) => ok(await getPractica(request.ctx, 'tutor', request.params.id)),
  );
  app.get(
    '/:id/horas',
    {
      config: { auth: { menu } },
      schema: {
        tags,
        summary: 'The tutee’s hours log, read only',
        params: IdParams,
        querystring: HoraQuery,
        response: { 200: Envelope(HoraPage), ...errors(404) },
      },
    },
    async (request) => ok(await listHoras(request.ctx, 'tutor', request.params.id, request.query)),
  );
  app.post(
    '/:id/calificacion',
    {
      config: { auth: { menu, action: 'u' } },
      schema: {
        tags,
        summary: 'Grades (409 without the company’s evaluation; 422 on aprobada with too few hours); approval issues the certificate',
        params: IdParams,
        body: CalificacionBody,
        response: { 201: Envelope(Practica), ...errors(404, 409) },
      },
    },
    async (request, reply) =>
      created(reply, await gradePractica(request.ctx, request.params.id, request.body), practicumMessages.graded_ok),
  );
};

/** The public check of a certificate, throttled per address. */
export const verifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:codigo',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['practicums: public'],
        summary: 'Confirms a certificate: name, career, university, company, type, hours, dates; 404 for an unknown code',
        params: CodigoParams,
        response: { 200: Envelope(Verificacion), ...errors(404, 429) },
      },
    },
    async (request) => ok(await verifyCertificate(request.ctx, request.params.codigo)),
  );
};
