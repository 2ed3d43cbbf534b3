/** A unique index refused the row: two requests raced for the same e-mail, dni or title. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * A `.catch` handler: a race lost to a concurrent request surfaces as the error the earlier
 * check would have given (a 422 on the field), never as a 500.
 */
export function whenUnique(toError: () => Error) {
  return (error: unknown): never => {
    throw isUniqueViolation(error) ? toError() : error;
  };
}
