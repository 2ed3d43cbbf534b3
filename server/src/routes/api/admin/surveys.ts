import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type MenuTitle, surveyMessages } from '@portal/contracts';
import {
  Envelope,
  errors,
  IdParams,
  SurveyBody,
  SurveyDeletion,
  SurveyDetail,
  SurveyOpened,
  SurveyPage,
  SurveyQuery,
  SurveyReach,
  SurveyReachBody,
} from '@portal/contracts/schemas';
import { created, ok } from '../../../http/reply.ts';
import {
  closeSurvey,
  createSurvey,
  deleteSurvey,
  getSurvey,
  listSurveys,
  openSurvey,
  surveyReach,
  updateSurvey,
} from '../../../services/surveys-service.ts';

const MENU: MenuTitle = 'surveys';
const tags = ['admin: graduate follow-up'];

/** Graduate follow-up surveys (menu `surveys`: c creates, u edits a draft, d deletes a draft, x opens and closes). */
const surveyAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: 'A page of surveys, newest first, each with its status, invitations, answers and response rate',
        querystring: SurveyQuery,
        response: { 200: Envelope(SurveyPage) },
      },
    },
    async (request) => ok(await listSurveys(request.ctx, request.query)),
  );

  app.post(
    '/',
    {
      config: { auth: { menu: MENU, action: 'c' } },
      schema: { tags, summary: 'Creates a draft survey', body: SurveyBody, response: { 201: Envelope(SurveyDetail) } },
    },
    async (request, reply) => created(reply, await createSurvey(request.ctx, request.body), surveyMessages.saved),
  );

  app.post(
    '/reach',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: 'How many graduates these target careers and dates reach today (before saving)',
        body: SurveyReachBody,
        response: { 200: Envelope(SurveyReach) },
      },
    },
    async (request) => ok(await surveyReach(request.ctx, request.body)),
  );

  app.get(
    '/:id',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: 'One survey with its careers, questions and reach',
        params: IdParams,
        response: { 200: Envelope(SurveyDetail), ...errors(404) },
      },
    },
    async (request) => ok(await getSurvey(request.ctx, request.params.id)),
  );

  app.put(
    '/:id',
    {
      config: { auth: { menu: MENU, action: 'u' } },
      schema: {
        tags,
        summary: 'Replaces a draft survey (409 once it is open or closed)',
        params: IdParams,
        body: SurveyBody,
        response: { 200: Envelope(SurveyDetail), ...errors(404, 409) },
      },
    },
    async (request) => ok(await updateSurvey(request.ctx, request.params.id, request.body), surveyMessages.saved),
  );

  app.delete(
    '/:id',
    {
      config: { auth: { menu: MENU, action: 'd' } },
      schema: {
        tags,
        summary: 'Deletes a draft survey (409 once it is open or closed)',
        params: IdParams,
        response: { 200: Envelope(SurveyDeletion), ...errors(404, 409) },
      },
    },
    async (request) => ok(await deleteSurvey(request.ctx, request.params.id), surveyMessages.deleted),
  );

  app.post(
    '/:id/open',
    {
      config: { auth: { menu: MENU, action: 'x' } },
      schema: {
        tags,
        summary: 'Opens a draft: one invitation per target graduate, mailed in batches by the survey-invitations job',
        params: IdParams,
        response: { 200: Envelope(SurveyOpened), ...errors(404, 409) },
      },
    },
    async (request) => {
      const opened = await openSurvey(request.ctx, request.params.id);
      // Not awaited: the mail goes out in batches after the answer; the schedule finishes it after a
      // restart. With the job's interval at 0 (tests) it runs only when asked.
      if (app.config.jobs.surveyInvitationsSeconds > 0) {
        app.jobs
          .run('survey-invitations')
          .catch((error: unknown) => request.log.error({ err: error }, 'Survey invitations failed; the job retries'));
      }
      return ok(opened, surveyMessages.opened);
    },
  );

  app.post(
    '/:id/close',
    {
      config: { auth: { menu: MENU, action: 'x' } },
      schema: {
        tags,
        summary: 'Closes an open survey: its links stop taking answers (410)',
        params: IdParams,
        response: { 200: Envelope(SurveyDetail), ...errors(404, 409) },
      },
    },
    async (request) => ok(await closeSurvey(request.ctx, request.params.id), surveyMessages.closed),
  );
};

export default surveyAdminRoutes;
