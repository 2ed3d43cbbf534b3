import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type MenuTitle, trustMessages } from '@portal/contracts';
import {
  DecisionBody,
  Envelope,
  errors,
  IdParams,
  ModerationOfferQuery,
  QueueOffer,
  QueueOfferPage,
  QueueReportPage,
  Report,
  ReportQuery,
  ResolveBody,
  TrustSettings,
} from '@portal/contracts/schemas';
import { ok } from '../../../http/reply.ts';
import {
  decideOffer,
  getTrustSettings,
  listModerationOffers,
  listReports,
  resolveReport,
  updateTrustSettings,
} from '../../../services/moderation-service.ts';

const MENU: MenuTitle = 'moderation';
const tags = ['admin: moderation'];

/** The moderation of offers and reports (menu `moderation`; u decides and changes the setting). */
export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: 'The portal’s trust settings: offer_moderation (off, first, all)',
        response: { 200: Envelope(TrustSettings) },
      },
    },
    async (request) => ok(await getTrustSettings(request.ctx)),
  );

  app.put(
    '/',
    {
      config: { auth: { menu: MENU, action: 'u' } },
      schema: {
        tags,
        summary: 'Changes offer_moderation: off; first (a company’s first 3 offers wait for review); all',
        body: TrustSettings,
        response: { 200: Envelope(TrustSettings) },
      },
    },
    async (request) => ok(await updateTrustSettings(request.ctx, request.body), trustMessages.settingsSaved),
  );
};

const moderationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/offers',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary:
          'Offers to review: without estado, those en_revision and those hidden by reports; each with oculta_por_reportes, reportes (open) and its language warnings; hidden first, most reported, newest',
        querystring: ModerationOfferQuery,
        response: { 200: Envelope(QueueOfferPage) },
      },
    },
    async (request) => ok(await listModerationOffers(request.ctx, request.query)),
  );

  app.post(
    '/offers/:id/decision',
    {
      config: { auth: { menu: MENU, action: 'u' } },
      schema: {
        tags,
        summary:
          'publicar (an offer en_revision or rejected; a published one hidden by reports shows again, its reports dismissed), rechazar (en_revision → rechazada) or retirar (→ retirada); motivo (10–500) required unless publicar, the company reads it; 409 when the status does not allow the decision',
        params: IdParams,
        body: DecisionBody,
        response: { 200: Envelope(QueueOffer), ...errors(404, 409) },
      },
    },
    async (request) => ok(await decideOffer(request.ctx, request.params.id, request.body), trustMessages.decided),
  );

  app.get(
    '/reports',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: 'Students’ reports with their offer and student; those of hidden offers first, newest first; estado filters',
        querystring: ReportQuery,
        response: { 200: Envelope(QueueReportPage) },
      },
    },
    async (request) => ok(await listReports(request.ctx, request.query)),
  );

  app.post(
    '/reports/:id/resolve',
    {
      config: { auth: { menu: MENU, action: 'u' } },
      schema: {
        tags,
        summary:
          'Resolves the report and every open report of its offer: descartar (the offer shows again), retirar_oferta (→ retirada) or suspender_empresa (offer taken down, company suspended); motivo (10–500) required unless descartar; 409 when already resolved',
        params: IdParams,
        body: ResolveBody,
        response: { 200: Envelope(Report), ...errors(404, 409) },
      },
    },
    async (request) => ok(await resolveReport(request.ctx, request.params.id, request.body), trustMessages.reportResolved),
  );
};

export default moderationRoutes;
