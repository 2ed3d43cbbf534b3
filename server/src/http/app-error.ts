import { messages } from '@portal/contracts/schemas';

export interface AppErrorOptions {
  /** Field errors, Laravel's shape: answered as `{message, errors}`. */
  fields?: Record<string, string[]>;
  headers?: Record<string, string>;
  /** A machine-readable reason the client can act on (e.g. offer to resend a verification link). */
  code?: string;
}

/** An error the app raises on purpose; its message is Spanish and meant for the user. */
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

/** 422 on several fields, like failed validation rules. */
export function fieldsError(fields: Record<string, string[]>): AppError {
  return new AppError(422, messages.validation, { fields });
}

/** 422 on one field. */
export function fieldError(field: string, message: string): AppError {
  return fieldsError({ [field]: [message] });
}

export const authMessages = {
  unauthenticated: 'No autenticado.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  csrf: 'La página ha caducado. Vuelva a intentarlo.',
  throttled: (seconds: number) => `Demasiados intentos. Vuelva a intentarlo en ${seconds} segundos.`,
} as const;

/** A request that cannot be read at all (broken JSON, a multipart form that does not parse). */
export const malformedRequestMessage = 'La petición no es válida.';

/**
 * The record a lookup found, or a 404 with the given message (a record of another owner is
 * "not found" too: API.md never reveals it exists).
 */
export async function findOr404<T>(lookup: Promise<T | null | undefined> | T | null | undefined, message: string): Promise<T> {
  const found = await lookup;
  if (found === undefined || found === null) throw new AppError(404, message);
  return found;
}
