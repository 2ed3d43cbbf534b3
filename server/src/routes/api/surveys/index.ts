import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { surveyMessages } from '@portal/contracts';
import { Envelope, errors, SurveyAnswerBody, SurveyAnswered, SurveyForm, SurveyTokenParams } from '@portal/contracts/schemas';
import { created, ok } from '../../../http/reply.ts';
import { answerSurvey, surveyForm } from '../../../services/survey-answers-service.ts';

const tags = ['surveys: answering'];

/** A graduate answers from the mailed link, without signing in (throttled per address). */
const surveyAnswerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/answer/:token',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The survey a link opens: 404 unknown link, 410 closed survey or used link',
        params: SurveyTokenParams,
        response: { 200: Envelope(SurveyForm), ...errors(404, 410, 429) },
      },
    },
    async (request) => ok(await surveyForm(request.ctx, request.params.token)),
  );

  app.post(
    '/answer/:token',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Answers once; 422 names the question (respuestas.{pregunta_id}, laboral.{field}); 410 closed or used',
        params: SurveyTokenParams,
        body: SurveyAnswerBody,
        response: { 201: Envelope(SurveyAnswered), ...errors(404, 410, 429) },
      },
    },
    async (request, reply) => created(reply, await answerSurvey(request.ctx, request.params.token, request.body), surveyMessages.answered),
  );
};

export default surveyAnswerRoutes;
