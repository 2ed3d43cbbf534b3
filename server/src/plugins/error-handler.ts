import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HashingBusyError } from '../auth/passwords.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { DomainError, type Refusal } from '../domain/errors.ts';
import { AppError, malformedRequestMessage } from '../http/app-error.ts';
import { toFieldErrors } from '../http/validation-errors.ts';
import { messages, type ErrorResponse, type ValidationErrorResponse } from '@portal/contracts/schemas';

/** Generic Spanish text for the client errors Fastify raises itself (bad JSON, wrong media type…). */
const clientErrorMessages: Record<number, string> = {
  400: malformedRequestMessage,
  401: 'No autenticado.',
  403: 'No tiene permiso para realizar esta acción.',
  404: messages.notFound,
  405: 'Método no permitido.',
  406: 'Formato de respuesta no aceptable.',
  413: 'La petición es demasiado grande.',
  415: 'Tipo de contenido no soportado.',
  429: 'Demasiadas peticiones.',
};

/** A sign-in or password call while every password-hashing slot and its queue are taken. */
export const busyMessage = 'El servidor está ocupado en este momento. Vuelva a intentarlo en unos segundos.';

/** Any call while the database cannot be reached (a restart): nothing was done, it can be tried again. */
export const unavailableMessage = 'El servicio no está disponible en este momento. Vuelva a intentarlo en unos segundos.';

/** The status each of the domain's refusals is answered with (API.md's conventions). */
const refusalStatus = {
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  throttled: 429,
  gone: 410,
} as const satisfies Record<Refusal, number>;

/**
 * Answers an error in Laravel's JSON shape: 422 with field errors for
 * validation, the client error's own status for 4xx, and a bare 500 that
 * never exposes the internal error.
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof DomainError) {
    const { fields, code, retryAfterSeconds, extra } = error.details;
    const status = refusalStatus[error.refusal];
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
    request.log.info({ status, msg: error.message, code }, 'Request refused');
    return reply.code(status).send({ message: error.message, ...(fields && { errors: fields }), ...(code && { code }), ...extra });
  }
  if (error instanceof AppError) {
    const { fields, headers, code } = error.options;
    if (headers) reply.headers(headers);
    request.log.info({ status: error.statusCode, msg: error.message, code }, 'Request refused');
    return reply.code(error.statusCode).send({
      message: error.message,
      ...(fields && { errors: fields }),
      ...(code && { code }),
    });
  }

  if (error instanceof HashingBusyError) {
    request.log.warn({ status: 503 }, 'Password hashing saturated: request refused');
    const body: ErrorResponse = { message: busyMessage };
    return reply.code(503).header('retry-after', '5').send(body);
  }

  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error, status: 503 }, 'Database unavailable: request answered 503');
    const body: ErrorResponse = { message: unavailableMessage };
    return reply.code(503).header('retry-after', '5').send(body);
  }

  if (error.validation) {
    const body: ValidationErrorResponse = {
      message: messages.validation,
      errors: toFieldErrors(error.validation, error.validationContext),
    };
    return reply.code(422).send(body);
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ err: error }, 'Client error');
    // Fastify's own messages are English and technical; errors the app throws speak to the user.
    const ownMessage = error.code?.startsWith('FST_') ? undefined : error.message;
    const body: ErrorResponse = {
      message: ownMessage || clientErrorMessages[status] || clientErrorMessages[400]!,
    };
    return reply.code(status).send(body);
  }

  request.log.error({ err: error }, 'Unhandled error');
  const body: ErrorResponse = { message: messages.internal };
  return reply.code(status >= 500 && status < 600 ? status : 500).send(body);
}

export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError>(sendError);
  },
  { name: 'error-handler' },
);
