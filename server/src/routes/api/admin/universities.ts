import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type MenuTitle, universityMessages } from '@portal/contracts';
import {
  AdminCareer,
  AdminUniversityDetail,
  AdminUniversityPage,
  CareerChangesBody,
  CareerDeletion,
  CareerParams,
  Envelope,
  errors,
  NewCareerBody,
  NewUniversityBody,
  UniversityAdminQuery,
  UniversityChangesBody,
  UniversityDeletion,
  UniversityParams,
} from '@portal/contracts/schemas';
import { created, ok } from '../../../http/reply.ts';
import {
  createUniversity,
  deleteUniversityAsAdmin,
  getUniversityAsAdmin,
  listUniversitiesAsAdmin,
  updateUniversityAsAdmin,
} from '../../../services/universities-admin-service.ts';
import { createCareer, deleteCareerAsAdmin, updateCareerAsAdmin } from '../../../services/university-careers-service.ts';

const MENU: MenuTitle = 'universities';
const tags = ['admin: universities'];

/** Universities and their careers (menu `universities`: c adds, u changes, d deletes or deactivates). */
const universityAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: 'A page of universities, active or not, by name; q matches name or initials regardless of accents and case',
        querystring: UniversityAdminQuery,
        response: { 200: Envelope(AdminUniversityPage) },
      },
    },
    async (request) => ok(await listUniversitiesAsAdmin(request.ctx, request.query)),
  );

  app.post(
    '/',
    {
      config: { auth: { menu: MENU, action: 'c' } },
      schema: {
        tags,
        summary: 'Adds a university (its name unique regardless of accents and case; the city one of the province)',
        body: NewUniversityBody,
        response: { 201: Envelope(AdminUniversityDetail) },
      },
    },
    async (request, reply) => created(reply, await createUniversity(request.ctx, request.body), universityMessages.saved),
  );

  app.get(
    '/:id',
    {
      config: { auth: { menu: MENU } },
      schema: {
        tags,
        summary: 'One university with all its careers, active or not (by faculty, then name)',
        params: UniversityParams,
        response: { 200: Envelope(AdminUniversityDetail), ...errors(404) },
      },
    },
    async (request) => ok(await getUniversityAsAdmin(request.ctx, request.params.id)),
  );

  app.put(
    '/:id',
    {
      config: { auth: { menu: MENU, action: 'u' } },
      schema: {
        tags,
        summary: 'Changes any of its fields; activa false takes it out of the students’ selects',
        params: UniversityParams,
        body: UniversityChangesBody,
        response: { 200: Envelope(AdminUniversityDetail), ...errors(404) },
      },
    },
    async (request) => ok(await updateUniversityAsAdmin(request.ctx, request.params.id, request.body), universityMessages.saved),
  );

  app.delete(
    '/:id',
    {
      config: { auth: { menu: MENU, action: 'd' } },
      schema: {
        tags,
        summary: 'Deletes a university no CV names, with its careers; one a CV names is deactivated instead (data.action says which)',
        params: UniversityParams,
        response: { 200: Envelope(UniversityDeletion), ...errors(404) },
      },
    },
    async (request) => {
      const { message, data } = await deleteUniversityAsAdmin(request.ctx, request.params.id);
      return ok(data, message);
    },
  );

  app.post(
    '/:id/careers',
    {
      config: { auth: { menu: MENU, action: 'c' } },
      schema: {
        tags,
        summary: 'Adds a career to the university (its name unique there regardless of accents and case)',
        params: UniversityParams,
        body: NewCareerBody,
        response: { 201: Envelope(AdminCareer), ...errors(404) },
      },
    },
    async (request, reply) =>
      created(reply, await createCareer(request.ctx, request.params.id, request.body), universityMessages.careerSaved),
  );

  app.put(
    '/:id/careers/:careerId',
    {
      config: { auth: { menu: MENU, action: 'u' } },
      schema: {
        tags,
        summary: 'Changes a career; a new name is carried to the CVs that name the career',
        params: CareerParams,
        body: CareerChangesBody,
        response: { 200: Envelope(AdminCareer), ...errors(404) },
      },
    },
    async (request) =>
      ok(await updateCareerAsAdmin(request.ctx, request.params.id, request.params.careerId, request.body), universityMessages.careerSaved),
  );

  app.delete(
    '/:id/careers/:careerId',
    {
      config: { auth: { menu: MENU, action: 'd' } },
      schema: {
        tags,
        summary: 'Deletes a career no CV names; one a CV names is deactivated instead (data.action says which)',
        params: CareerParams,
        response: { 200: Envelope(CareerDeletion), ...errors(404) },
      },
    },
    async (request) => {
      const { message, data } = await deleteCareerAsAdmin(request.ctx, request.params.id, request.params.careerId);
      return ok(data, message);
    },
  );
};

export default universityAdminRoutes;
