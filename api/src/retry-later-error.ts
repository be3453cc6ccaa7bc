/**
 * A refusal that passes: the shop cannot take the request now (429 too many tries, 503 too busy) and says when to
 * come back in Retry-After (seconds).
 */
export class RetryLaterError extends Error {
  constructor(
    readonly statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
