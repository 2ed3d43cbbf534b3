import { messages } from '@portal/contracts/schemas';

/**
 * Why the domain refuses a call, in its own terms. Services throw these; one plugin
 * (plugins/error-handler.ts) answers each with its HTTP status and Laravel's shape, so no
 * service names a status code.
 */
export type Refusal = 'invalid' | 'unauthenticated' | 'forbidden' | 'not_found' | 'conflict' | 'throttled' | 'gone';

export interface RefusalDetails {
  /** Field errors, Laravel's shape: answered as `{message, errors}`. */
  fields?: Record<string, string[]>;
  /** A machine-readable reason the client can act on (e.g. offer to resend a verification link). */
  code?: string;
  /** When the caller may try again (a throttled attempt). */
  retryAfterSeconds?: number;
  /** More fields the answer carries beside `message` and `code` (a pending deletion's `purge_at`). */
  extra?: Record<string, string>;
}

/** A refusal the domain raises on purpose; its message is Spanish and meant for the user. */
export class DomainError extends Error {
  constructor(
    readonly refusal: Refusal,
    message: string,
    readonly details: RefusalDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const authMessages = {
  unauthenticated: 'No autenticado.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  csrf: 'La página ha caducado. Vuelva a intentarlo.',
  throttled: (seconds: number) => `Demasiados intentos. Vuelva a intentarlo en ${seconds} segundos.`,
} as const;

/** Invalid on several fields, like failed validation rules. */
export function fieldsError(fields: Record<string, string[]>): DomainError {
  return new DomainError('invalid', messages.validation, { fields });
}

/** Invalid on one field. */
export function fieldError(field: string, message: string): DomainError {
  return fieldsError({ [field]: [message] });
}

export const unauthenticated = () => new DomainError('unauthenticated', authMessages.unauthenticated);
export const forbidden = (message: string, details: Pick<RefusalDetails, 'code'> = {}) => new DomainError('forbidden', message, details);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string, details: Pick<RefusalDetails, 'code' | 'extra'> = {}) =>
  new DomainError('conflict', message, details);
/** What existed and no longer takes the call (a used or closed survey link). */
export const gone = (message: string) => new DomainError('gone', message);
export const throttled = (seconds: number) => new DomainError('throttled', authMessages.throttled(seconds), { retryAfterSeconds: seconds });

/**
 * The record a lookup found, or "not found" with the given message (a record of another owner
 * is "not found" too: API.md never reveals it exists).
 */
export async function findOrNotFound<T>(lookup: Promise<T | null | undefined> | T | null | undefined, message: string): Promise<T> {
  const found = await lookup;
  if (found === undefined || found === null) throw notFound(message);
  return found;
}
