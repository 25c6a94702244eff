/**
 * Whether an error says the database could not be reached or did not answer in time, rather than that a
 * query was wrong: the request is then answered 503 `unavailable` with Retry-After (error-handler.ts),
 * since waiting is the remedy, and nothing else it would do can succeed either.
 */

/** What a request refused for it is told (seconds): a restart or a failover takes about this long. */
export const UNREACHABLE_RETRY_AFTER_SECONDS = 10;

/** The network's answers: nothing listening, a connection cut, a host or name that cannot be reached. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL's: class 08 (connection exception), the server shutting down or starting (57P01-57P03),
 * a statement cancelled by statement_timeout (57014), no connection left (53300).
 */
const POSTGRES_CODE = /^(08...|57P0[123]|57014|53300)$/;

/**
 * The pg driver's own, which carry no code: the client's query_timeout, its connection timeout, and a
 * connection that ended under a query. knex's pool, when no connection came within its acquire timeout.
 */
const DRIVER_MESSAGE = /^(Query read timeout|timeout expired|Connection terminated|Client has encountered a connection error|Client was closed)/;

export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, name, message, cause, errors } = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODE.test(code))) return true;
  if (name === 'KnexTimeoutError') return true;
  if (typeof message === 'string' && DRIVER_MESSAGE.test(message)) return true;
  // A connection attempt to several addresses fails with all of them (AggregateError); a wrapper names its cause.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return cause !== undefined && isDatabaseUnreachable(cause, depth + 1);
}
