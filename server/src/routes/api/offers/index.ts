import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { applicationMessages, type MenuTitle, trustMessages } from '@portal/contracts';
import {
  Application,
  ApplyBody,
  Envelope,
  errors,
  IdParams,
  OfferSearchQuery,
  PublicOffer,
  PublicOfferPage,
  Report,
  ReportBody,
} from '@portal/contracts/schemas';
import { created, ok } from '../../../http/reply.ts';
import { applyToOffer } from '../../../services/applications-service.ts';
import { reportOffer } from '../../../services/moderation-service.ts';
import { getPublicOffer, searchPublicOffers } from '../../../services/offer-search-service.ts';

const MENU: MenuTitle = 'offers';
const tags = ['offers'];

/** The students' side of offers (menu `offers`; c applies). */
const offerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary:
          'Published offers still open: full-text q (accents and case ignored, ranked, título first), filters by catalog code and career, newest first unless sort=cierre',
        querystring: OfferSearchQuery,
        response: { 200: Envelope(PublicOfferPage) },
      },
    },
    async (request) => ok(await searchPublicOffers(request.ctx, request.query)),
  );

  app.get(
    '/:id',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary:
          'One open offer with its company and whether the caller applied (an offer the caller applied to stays readable once closed)',
        params: IdParams,
        response: { 200: Envelope(PublicOffer), ...errors(404) },
      },
    },
    async (request) => ok(await getPublicOffer(request.ctx, request.params.id)),
  );

  app.post(
    '/:id/applications',
    {
      config: { auth: { menu: MENU, action: 'c' } },
      schema: {
        tags,
        summary:
          'Applies to an open offer with an optional cover letter; 409 when already applied or the offer is not open, 422 on `cv` when the CV lacks its basic section',
        params: IdParams,
        body: ApplyBody,
        response: { 201: Envelope(Application), ...errors(404, 409) },
      },
    },
    async (request, reply) => created(reply, await applyToOffer(request.ctx, request.params.id, request.body), applicationMessages.applied),
  );

  app.post(
    '/:id/reports',
    {
      config: { auth: { menu: MENU, action: 'c' } },
      schema: {
        tags,
        summary:
          'Reports an open offer (motivo: fraudulenta, discriminatoria, cobro, datos_falsos, otro; optional detalle), once per student (409 the second time); open reports from 3 different students hide it from search until reviewed',
        params: IdParams,
        body: ReportBody,
        response: { 201: Envelope(Report), ...errors(404, 409) },
      },
    },
    async (request, reply) => created(reply, await reportOffer(request.ctx, request.params.id, request.body), trustMessages.reportCreated),
  );
};

export default offerRoutes;
