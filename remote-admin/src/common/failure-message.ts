import { isApiFailure, isValidationFailure } from '@portal/shared';

/**
 * What a refused call tells the user: a 422's first field message (the server puts "the role
 * has users" on `id_ro`, not in the generic "Los datos proporcionados no son válidos."), else
 * the answer's message (a 403's Spanish reason). Undefined when the answer says nothing.
 */
export function failureMessage(error: unknown): string | undefined {
  if (isValidationFailure(error)) {
    const first = Object.values(error.body.errors).find((messages) => messages[0])?.[0];
    if (first) return first;
  }
  return isApiFailure(error) ? error.body.message || undefined : undefined;
}
