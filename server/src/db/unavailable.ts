/** Network errors of a connection to PostgreSQL that is refused, reset or cut. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's SQLSTATEs of a server that is going away or not ready: class 08 (connection
 * exception) and 57P01–57P03 (shut down by the administrator, after a crash, cannot connect now
 * — a restart in progress); SQLite's file lock still held after busy_timeout.
 */
const unavailableCodes = new Set(['57P01', '57P02', '57P03', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT']);

/** pg reports a cut connection or a connect timeout by message only. */
const unavailableMessages = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
];

/**
 * The database cannot be reached right now (restart, failover, network): the request is
 * answered 503 to be tried again, not 500. The pool opens new connections by itself once the
 * server is back, so the instance recovers without a restart.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (networkCodes.has(code) || unavailableCodes.has(code) || code.startsWith('08'))) return true;
  return unavailableMessages.some((pattern) => pattern.test(error.message));
}
