import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Cv, CvBasic, CvBasicBody, Envelope } from '@portal/contracts/schemas';
import { ok } from '../../../http/reply.ts';
import { callerCv, cvBasicMessages, saveCallerCvBasic } from '../../../services/cv-service.ts';
import cvEntryRoutes from './entries.ts';

const tags = ['cv'];

/** The caller's CV (API.md "CV"): the whole of it, its basic section, and the repeatable sections. */
const cvRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: 'main_info' } },
      schema: {
        tags,
        summary: "The caller's whole CV: basic section, photo, each repeatable section's entries and the completeness",
        description:
          'completeness.percent = round(filled sections / 9 × 100); a section counts once saved (basic) or with one entry. The photo is not counted.',
        response: { 200: Envelope(Cv) },
      },
    },
    async (request) => ok(await callerCv(request.ctx)),
  );

  app.put(
    '/basic',
    {
      config: { auth: { menu: 'main_info', action: 'u' } },
      schema: {
        tags,
        summary: "Creates or replaces the caller's basic section (dni stays the account's)",
        description:
          'Catalog fields take active codes; ciudad must belong to provincia. Free texts are trimmed; blank optional fields are stored as null.',
        body: CvBasicBody,
        response: { 200: Envelope(CvBasic) },
      },
    },
    async (request) => ok(await saveCallerCvBasic(request.ctx, request.body), cvBasicMessages.saved),
  );

  await app.register(cvEntryRoutes);
};

export default cvRoutes;
