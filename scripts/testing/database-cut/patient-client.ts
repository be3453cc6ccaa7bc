/** One answer the shop gave (or did not give), on the clock of `performance.now()`. */
export interface Answer {
  method: string;
  path: string;
  /** the HTTP status, or 0 when no answer came within the client's limit or the connection failed */
  status: number;
  startedAt: number;
  ms: number;
  retryAfter: string | null;
  body: unknown;
  /** why there was no answer */
  error?: string;
}

export interface ClientSettings {
  baseURL: string;
  /** a Retry-After is honoured up to this long, so a test does not wait the 5 s a real shopper would */
  retryAfterCapMs: number;
  /** an answer slower than this counts as a hang; the client then gives up on it and tries again */
  answerTimeoutMs: number;
  /** `performance.now()` after which a client that still gets 503s stops trying */
  giveUpAt: number;
  record: (answer: Answer) => void;
}

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A call that failed in a way no retry mends: any answer but 2xx and 503, or 503s past the client's patience. */
class UnexpectedAnswer extends Error {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One try, whatever comes back. */
export async function askShop(settings: ClientSettings, call: Call): Promise<Answer> {
  const startedAt = performance.now();
  const answer = { method: call.method, path: call.path, startedAt, retryAfter: null, body: undefined };
  try {
    const response = await fetch(settings.baseURL + call.path, {
      method: call.method,
      headers: { ...(call.body === undefined ? {} : { 'content-type': 'application/json' }), ...call.headers },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(settings.answerTimeoutMs),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // kept as text, for the report
    }
    return {
      ...answer,
      status: response.status,
      ms: performance.now() - startedAt,
      retryAfter: response.headers.get('retry-after'),
      body,
    };
  } catch (error) {
    return { ...answer, status: 0, ms: performance.now() - startedAt, error: (error as Error).message };
  }
}

/**
 * Calls the shop as a real client does: a 503 or no answer is tried again after the Retry-After (capped, and
 * spread a little so that the clients do not all come back at once); any other failure is the caller's.
 */
export async function callShop<T>(settings: ClientSettings, call: Call): Promise<T> {
  for (let tries = 1; ; tries++) {
    const answer = await askShop(settings, call);
    settings.record(answer);
    if (answer.status >= 200 && answer.status < 300) return answer.body as T;
    const what = `${call.method} ${call.path}`;
    if (answer.status !== 503 && answer.status !== 0) {
      throw new UnexpectedAnswer(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
    if (performance.now() > settings.giveUpAt) {
      throw new UnexpectedAnswer(`${what} still failed after ${tries} tries: ${answer.status || answer.error}`);
    }
    const askedMs = Number(answer.retryAfter ?? 1) * 1000;
    await pause(Math.min(askedMs, settings.retryAfterCapMs) * (0.5 + Math.random() / 2));
  }
}
