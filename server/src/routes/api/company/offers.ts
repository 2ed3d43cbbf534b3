import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type MenuTitle, offerMessages, trustMessages } from '@portal/contracts';
import {
  ApplicantPage,
  ApplicationQuery,
  CompanyOfferQuery,
  Envelope,
  errors,
  IdParams,
  LanguageCheck,
  LanguageCheckBody,
  Offer,
  OfferBody,
  OfferPage,
} from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { created, ok } from '../../../http/reply.ts';
import { applicantsCsv } from '../../../services/applicants-csv.ts';
import { listApplicants } from '../../../services/applicants-service.ts';
import {
  closeOffer,
  createOffer,
  deleteCompanyOffer,
  duplicateOffer,
  getCompanyOffer,
  listCompanyOffers,
  publishOffer,
  updateCompanyOffer,
} from '../../../services/company-offers-service.ts';
import { languageCheck } from '../../../services/moderation-service.ts';

const MY_OFFERS: MenuTitle = 'my_offers';
const NEW_OFFER: MenuTitle = 'new_offer';
const tags = ['company: offers'];

/**
 * A company's offers (menus `new_offer`: c creates and duplicates; `my_offers`: u edits,
 * d deletes a draft, x publishes, closes and exports applicants). Another company's offer is a 404.
 */
const companyOfferRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MY_OFFERS } },
      schema: {
        tags,
        summary: 'The caller’s offers, newest first (best match first with q), with applicant counts per status; status as read today',
        querystring: CompanyOfferQuery,
        response: { 200: Envelope(OfferPage) },
      },
    },
    async (request) => ok(await listCompanyOffers(request.ctx, request.query)),
  );

  app.post(
    '/',
    {
      config: { auth: { menu: NEW_OFFER, action: 'c' } },
      schema: {
        tags,
        summary: 'Saves a new offer as a draft (closing date after today, at most 90 days ahead)',
        body: OfferBody,
        response: { 201: Envelope(Offer) },
      },
    },
    async (request, reply) => created(reply, await createOffer(request.ctx, request.body), offerMessages.created),
  );

  app.get(
    '/:id',
    {
      config: { auth: { menu: MY_OFFERS } },
      schema: { tags, summary: 'One of the caller’s offers', params: IdParams, response: { 200: Envelope(Offer), ...errors(404) } },
    },
    async (request) => ok(await getCompanyOffer(request.ctx, request.params.id)),
  );

  app.put(
    '/:id',
    {
      config: { auth: { menu: MY_OFFERS, action: 'u' } },
      schema: {
        tags,
        summary:
          'Replaces a draft’s or a published offer’s fields (409 when closed or expired); a published offer’s closing date stays within 90 days of its publication',
        params: IdParams,
        body: OfferBody,
        response: { 200: Envelope(Offer), ...errors(404, 409) },
      },
    },
    async (request) => ok(await updateCompanyOffer(request.ctx, request.params.id, request.body), offerMessages.saved),
  );

  app.delete(
    '/:id',
    {
      config: { auth: { menu: MY_OFFERS, action: 'd' } },
      schema: {
        tags,
        summary: 'Deletes a draft (409 once published)',
        params: IdParams,
        response: { 200: Envelope(Type.Null()), ...errors(404, 409) },
      },
    },
    async (request) => {
      await deleteCompanyOffer(request.ctx, request.params.id);
      return ok(null, offerMessages.deleted);
    },
  );

  app.post(
    '/:id/publish',
    {
      config: { auth: { menu: MY_OFFERS, action: 'x' } },
      schema: {
        tags,
        summary:
          'Publishes a draft or a rejected offer today, or (offer_moderation: all, or first for a company’s first 3 offers) answers 202 with the offer en_revision until an administrator decides: 403 (code company_pending, company_rejected or company_suspended) until an administrator approves the company, 409 unless a draft or rejected, 422 on fecha_cierre when its window no longer holds',
        params: IdParams,
        response: { 200: Envelope(Offer), 202: Envelope(Offer), ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      const offer = await publishOffer(request.ctx, request.params.id);
      if (offer.status !== 'en_revision') return ok(offer, offerMessages.published);
      reply.code(202);
      return ok(offer, trustMessages.inReview);
    },
  );

  app.post(
    '/language-check',
    {
      config: { auth: { menu: NEW_OFFER } },
      schema: {
        tags,
        summary:
          'Inclusive-language warnings on an offer’s texts (age, sex, marital status, appearance, a photo, ethnicity…; Constitución Art. 11): each with its field, the words found and why. Warns only: publishing never depends on it',
        body: LanguageCheckBody,
        response: { 200: Envelope(LanguageCheck) },
      },
    },
    async (request) => ok(languageCheck(request.body)),
  );

  app.post(
    '/:id/close',
    {
      config: { auth: { menu: MY_OFFERS, action: 'x' } },
      schema: {
        tags,
        summary: 'Closes a published offer: no more applications; its applicants stay (409 unless published and open)',
        params: IdParams,
        response: { 200: Envelope(Offer), ...errors(404, 409) },
      },
    },
    async (request) => ok(await closeOffer(request.ctx, request.params.id), offerMessages.closed),
  );

  app.post(
    '/:id/duplicate',
    {
      config: { auth: { menu: NEW_OFFER, action: 'c' } },
      schema: {
        tags,
        summary:
          'Copies an offer in any status into a new draft titled "… (copia)"; a closing date no longer valid becomes 30 days from today. How a closed or expired offer is published again',
        params: IdParams,
        response: { 201: Envelope(Offer), ...errors(404) },
      },
    },
    async (request, reply) => created(reply, await duplicateOffer(request.ctx, request.params.id), offerMessages.duplicated),
  );

  app.get(
    '/:id/applications',
    {
      config: { auth: { menu: MY_OFFERS } },
      schema: {
        tags,
        summary: 'The offer’s applicants in the order they applied, each with a summary of the CV; status filters',
        params: IdParams,
        querystring: ApplicationQuery,
        response: { 200: Envelope(ApplicantPage), ...errors(404) },
      },
    },
    async (request) => ok(await listApplicants(request.ctx, request.params.id, request.query)),
  );

  app.get(
    '/:id/applications.csv',
    {
      config: { auth: { menu: MY_OFFERS, action: 'x' } },
      schema: {
        tags,
        summary:
          'The offer’s applicants as CSV for Excel: UTF-8 with BOM, `;`, CRLF, Spanish headers (attachment postulantes-oferta-{id}.csv); status filters',
        params: IdParams,
        querystring: Type.Pick(ApplicationQuery, ['status']),
        response: {
          200: { description: 'text/csv; charset=utf-8', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errors(404),
        },
      },
    },
    async (request, reply) => {
      const file = await applicantsCsv(request.ctx, request.params.id, request.query);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);
    },
  );
};

export default companyOfferRoutes;
