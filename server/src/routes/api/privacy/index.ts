import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminDataRequest,
  AdminDataRequestPage,
  AdminDataRequestQuery,
  CvViewPage,
  CvViewQuery,
  DataRequest,
  DataRequestAnswerBody,
  DataRequestBody,
  DataRequestPage,
  DeletionBody,
  DeletionCancelBody,
  DeletionData,
  Envelope,
  errors,
  IdParams,
  PrivacyConsent,
  PrivacyConsentBody,
  PrivacyNotice,
  PrivacyNoticeBody,
  pageQuery,
  StrictObject,
} from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { pageRequest } from '../../../db/paginate.ts';
import { PdfResponse, sendPdf } from '../../../http/pdf-reply.ts';
import { created, ok } from '../../../http/reply.ts';
import { cancelDeletion, deletionMessages, deletionRequestedMessage, requestDeletion } from '../../../services/account-deletion-service.ts';
import { callerCvViews } from '../../../services/cv-view-log.ts';
import { callerDataExport, callerDataExportPdf } from '../../../services/data-export/data-export-service.ts';
import {
  adminDataRequests,
  answerDataRequest,
  callerDataRequests,
  dataRequestCreatedMessage,
  dataRequestMessages,
  fileDataRequest,
} from '../../../services/data-requests-service.ts';
import { acceptNotice, currentNotice, privacyMessages, publishNotice } from '../../../services/privacy-service.ts';

const tags = ['personal data'];
const MY_DATA = 'my-data' as const;
const QUEUE = 'data-requests' as const;

/** API.md "Wave 3" → "Personal data" (LOPDP): notice and consent, "Mis datos", deletion, requests. */
const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/privacy-notice',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The privacy notice in force (version, text, publication time)',
        response: { 200: Envelope(PrivacyNotice), ...errors(404) },
      },
    },
    async (request) => ok(await currentNotice(request.ctx)),
  );

  app.post(
    '/admin/privacy-notice',
    {
      config: { auth: { menu: QUEUE, action: 'c' } },
      schema: {
        tags,
        summary:
          'Publishes a new version of the notice: every user accepts it at their next call (403 privacy_consent_required until then)',
        body: PrivacyNoticeBody,
        response: { 201: Envelope(PrivacyNotice) },
      },
    },
    async (request, reply) => {
      const notice = await publishNotice(request.ctx, request.body.texto);
      return created(reply, notice, privacyMessages.published(notice.version));
    },
  );

  app.post(
    '/user/privacy-consent',
    {
      config: { auth: 'authenticated', beforeConsent: true },
      schema: {
        tags,
        summary: 'Accepts the notice in force (its version; another one is a 422): version, time and address are recorded',
        body: PrivacyConsentBody,
        response: { 201: Envelope(PrivacyConsent), ...errors(404) },
      },
    },
    async (request, reply) => created(reply, await acceptNotice(request.ctx, request.body.version), privacyMessages.accepted),
  );

  app.get(
    '/user/data-export',
    {
      config: { auth: { menu: MY_DATA } },
      schema: {
        tags,
        summary:
          'Everything the portal holds about the caller, as a JSON attachment (no envelope): account, cv, applications, practicas, survey_answers, notifications, consents, cv_views, data_requests',
        response: { 200: Type.Unsafe({ type: 'object', additionalProperties: true, description: 'The export document' }) },
      },
    },
    async (request, reply) => {
      const file = await callerDataExport(request.ctx);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(JSON.stringify(file.body, null, 2));
    },
  );

  app.get(
    '/user/data-export.pdf',
    {
      config: { auth: { menu: MY_DATA } },
      schema: { tags, summary: 'A readable summary of the same export, as a PDF attachment', response: { 200: PdfResponse } },
    },
    async (request, reply) => sendPdf(reply, await callerDataExportPdf(request.ctx)),
  );

  app.get(
    '/user/cv-views',
    {
      config: { auth: { menu: MY_DATA } },
      schema: {
        tags,
        summary: 'Each time a company opened the caller’s CV (JSON or PDF), newest first',
        querystring: CvViewQuery,
        response: { 200: Envelope(CvViewPage) },
      },
    },
    async (request) => ok(await callerCvViews(request.ctx, pageRequest(request.query))),
  );

  app.post(
    '/user/deletion',
    {
      config: { auth: { menu: MY_DATA, action: 'd' } },
      schema: {
        tags,
        summary: 'Asks to delete the account (password required): disabled at once, every session ends, purged 30 days later',
        body: DeletionBody,
        response: { 202: Envelope(DeletionData), ...errors(429) },
      },
    },
    async (request, reply) => {
      const data = await requestDeletion(request.ctx, request.body.password);
      reply.code(202);
      return ok(data, deletionRequestedMessage(data.purge_at));
    },
  );

  app.post(
    '/user/deletion/cancel',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Keeps an account whose deletion is pending (e-mail and password; throttled per address)',
        body: DeletionCancelBody,
        response: { 200: Envelope(Type.Null()), ...errors(429) },
      },
    },
    async (request) => {
      await cancelDeletion(request.ctx, request.body);
      return ok(null, deletionMessages.cancelled);
    },
  );

  app.post(
    '/user/data-requests',
    {
      config: { auth: { menu: MY_DATA, action: 'c' } },
      schema: {
        tags,
        summary:
          'Files an access, rectification, deletion or objection request (LOPDP Art. 13–16); due in 15 calendar days (America/Guayaquil)',
        body: DataRequestBody,
        response: { 201: Envelope(DataRequest) },
      },
    },
    async (request, reply) => {
      const filed = await fileDataRequest(request.ctx, request.body);
      return created(reply, filed, dataRequestCreatedMessage(filed));
    },
  );

  app.get(
    '/user/data-requests',
    {
      config: { auth: { menu: MY_DATA } },
      schema: {
        tags,
        summary: 'The caller’s data requests, newest first, with state and due date',
        querystring: StrictObject({ ...pageQuery }),
        response: { 200: Envelope(DataRequestPage) },
      },
    },
    async (request) => ok(await callerDataRequests(request.ctx, request.query)),
  );

  app.get(
    '/admin/data-requests',
    {
      config: { auth: { menu: QUEUE } },
      schema: {
        tags,
        summary:
          'The request queue: open ones first by due date (overdue first, `vencida`), `dias_restantes` of the 15; `vencidas=1` only the overdue',
        querystring: AdminDataRequestQuery,
        response: { 200: Envelope(AdminDataRequestPage) },
      },
    },
    async (request) => ok(await adminDataRequests(request.ctx, request.query)),
  );

  app.post(
    '/admin/data-requests/:id/answer',
    {
      config: { auth: { menu: QUEUE, action: 'u' } },
      schema: {
        tags,
        summary: 'Answers a request: `estado: respondida`; the user gets an e-mail and a notification (live)',
        params: IdParams,
        body: DataRequestAnswerBody,
        response: { 200: Envelope(AdminDataRequest), ...errors(404, 409) },
      },
    },
    async (request) => ok(await answerDataRequest(request.ctx, request.params.id, request.body.respuesta), dataRequestMessages.answered),
  );
};

export default privacyRoutes;
