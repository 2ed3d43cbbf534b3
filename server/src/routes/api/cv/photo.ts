import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { photoMessages } from '@portal/contracts';
import {
  CvPhoto,
  Envelope,
  errors,
  IdParams,
  PhotoFileParams,
  PhotoLinkQuery,
  PhotoUpload,
  ValidationErrorResponse,
} from '@portal/contracts/schemas';
import { Type } from 'typebox';
import { readPhotoUpload } from '../../../http/photo-upload.ts';
import { ok } from '../../../http/reply.ts';
import { deleteCvPhoto, photoFile, saveCvPhoto, studentPhoto } from '../../../services/cv-photo-service.ts';

const tags = ['cv'];

/**
 * The CV photo: upload and removal by the student (menu main_info, u), the signed link a viewer
 * gets, and the file behind that link. See photos/photo-links.ts for why links are signed.
 */
const cvPhotoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Registered here only: no other route accepts a multipart body.
  await app.register(fastifyMultipart);

  app.put(
    '/cv/photo',
    {
      config: {
        auth: { menu: 'main_info', action: 'u' },
        // The body is a multipart stream read by the handler; the docs still show its field.
        swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, consumes: ['multipart/form-data'], body: PhotoUpload }, url }),
      },
      schema: {
        tags,
        summary:
          "Replaces the caller's photo: one JPEG, PNG or WebP (told by its bytes) of at most 2 MB in the multipart field foto, " +
          'stored re-encoded as a JPEG of at most 400 px without metadata. 413 beyond 2 MB, 422 on foto for anything else.',
        response: { 200: Envelope(CvPhoto), 413: ValidationErrorResponse, ...errors(422) },
      },
    },
    async (request) => ok(await saveCvPhoto(request.ctx, await readPhotoUpload(request)), photoMessages.saved),
  );

  app.delete(
    '/cv/photo',
    {
      config: { auth: { menu: 'main_info', action: 'u' } },
      schema: {
        tags,
        summary: "Removes the caller's photo and its file (404 when there is none)",
        response: { 200: Envelope(Type.Null()), ...errors(404) },
      },
    },
    async (request) => {
      await deleteCvPhoto(request.ctx);
      return ok(null, photoMessages.deleted);
    },
  );

  app.get(
    '/students/:id/photo',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags,
        summary:
          "A student's photo with a fresh signed link, for the student, an administrator or a company the " +
          'student applied to; 404 alike for no photo and for anyone else.',
        params: IdParams,
        response: { 200: Envelope(CvPhoto), ...errors(404) },
      },
    },
    async (request) => ok(await studentPhoto(request.ctx, request.params.id)),
  );

  app.get(
    '/photos/:file',
    {
      // The signed link is the permission (an <img> sends no token); no CSRF cookie on an image.
      config: { auth: 'public', csrf: false },
      schema: {
        tags,
        summary:
          'The photo file behind a signed link (photo_url): image/jpeg, cached privately until the link expires. ' +
          '403 for a forged, altered or expired link; 404 when the photo was replaced or deleted since.',
        params: PhotoFileParams,
        querystring: PhotoLinkQuery,
        response: {
          // Fastify sends a Buffer as is; `content` tells the docs (and the type provider) what it is.
          200: Type.Unsafe<Buffer>({
            description: 'The photo',
            content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
          }),
          ...errors(403, 404),
        },
      },
    },
    async (request, reply) => {
      const { data, maxAgeSeconds } = await photoFile(request.ctx, request.params.file, request.query);
      return reply
        .type('image/jpeg')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${maxAgeSeconds}, immutable`)
        .header('content-disposition', 'inline')
        .send(data);
    },
  );
};

export default cvPhotoRoutes;
