import type { RefusalDetails } from '../domain/errors.ts';

export { authMessages, fieldError, fieldsError } from '../domain/errors.ts';

export interface AppErrorOptions extends Pick<RefusalDetails, 'fields' | 'code'> {
  headers?: Record<string, string>;
}

/**
 * An error the HTTP layer raises itself (the auth and CSRF checks, a broken upload), with its
 * status; services throw the domain's refusals instead (domain/errors.ts). Its message is
 * Spanish and meant for the user.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A request that cannot be read at all (broken JSON, a multipart form that does not parse). */
export const malformedRequestMessage = 'La petición no es válida.';
