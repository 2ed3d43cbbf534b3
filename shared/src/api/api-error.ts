/** The body of an error answer (Laravel's shape). */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  [key: string]: unknown;
}

/**
 * A failed call as plain data: what RTK Query keeps in the store (an Error instance is not
 * serializable), and what every ApiError also is.
 */
export interface ApiFailure {
  status: number;
  body: ApiErrorBody;
}

/** What a failed call rejects with: the HTTP status and the answer's body (spec §8). */
export class ApiError extends Error implements ApiFailure {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** An ApiError, or the plain failure an RTK Query hook reports. */
export function isApiFailure(error: unknown): error is ApiFailure {
  if (!error || typeof error !== 'object') return false;
  const candidate = error as Partial<ApiFailure>;
  return typeof candidate.status === 'number' && typeof candidate.body === 'object' && candidate.body !== null;
}

/** Plain data of any failure (a network error or a bug becomes status 0 with its message). */
export function toApiFailure(error: unknown): ApiFailure {
  if (isApiFailure(error)) return { status: error.status, body: error.body };
  return { status: 0, body: { message: error instanceof Error ? error.message : undefined } };
}

/** A 422 answer with its field errors. */
export const isValidationFailure = (error: unknown): error is ApiFailure & { body: { errors: Record<string, string[]> } } =>
  isApiFailure(error) && error.status === 422 && typeof error.body.errors === 'object' && error.body.errors !== null;

/** The first message of each invalid field of a 422 answer, ready for a form. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isValidationFailure(error)) return {};
  const entries = Object.entries(error.body.errors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]] as const] : []));
  return Object.fromEntries(entries);
}
