import { DrizzleQueryError } from 'drizzle-orm';

/** What a shopper reads while the database cannot be reached: the API answers 503 with it, and Retry-After. */
export const BRIEFLY_UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';

/** Seconds a client should wait before trying again: a restart or a failover of PostgreSQL takes a few. */
export const RETRY_AFTER_SECONDS = 5;

/** Node's codes for a server that refuses, cannot be found, or went away mid-conversation. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's own: 57P01 admin_shutdown (a restart, a failover, pg_terminate_backend), 57P02 crash_shutdown,
 * 57P03 cannot_connect_now (starting up or in recovery), 53300 too_many_connections, 57014 query_canceled
 * (statement_timeout), and class 08, connection exceptions.
 */
const serverCodes = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** node-postgres's words for a connection that dropped, or could not be had or answered in time. */
const driverMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
];

function isUnreachableError(error: Error & { code?: unknown; syscall?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return (
    networkCodes.has(code) ||
    // the embedded database's socket, between a thread that ended and the one replacing it
    (code === 'ENOENT' && error.syscall === 'connect') ||
    serverCodes.has(code) ||
    /^08[0-9A-Z]{3}$/.test(code) ||
    driverMessages.some((message) => message.test(error.message))
  );
}

/** Whether a failure means the database cannot be reached right now, rather than that a query was wrong. */
export function isDatabaseUnreachable(error: unknown): boolean {
  // Drizzle wraps a failed query's error in its own ("Failed query: …"); a connection the pool could not
  // open comes unwrapped. Nothing deeper is looked at: a payment provider's `fetch failed` carries the same
  // network codes in its cause, and is not the database.
  const driverError = error instanceof DrizzleQueryError ? error.cause : error;
  return driverError instanceof Error && isUnreachableError(driverError);
}
