/** The body of an error answer (Laravel's shape). */
export interface ApiErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
  [key: string]: unknown;
}

/** What a failed call rejects with: the HTTP status and the answer's body (spec §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The first message of each invalid field of a 422 answer, ready for a form. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 422 || !error.body.errors) return {};
  const entries = Object.entries(error.body.errors).flatMap(([field, messages]) =>
    messages[0] ? [[field, messages[0]] as const] : [],
  );
  return Object.fromEntries(entries);
}
