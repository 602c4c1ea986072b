/** Opt-in retries of idempotent calls (`ClientOptions.retry`). */
export interface RetryOptions {
  /** Attempts after the first; default 3. */
  retries?: number;
  /** The wait before the first retry, doubled before each next one (with jitter); default 500 ms. */
  baseDelayMs?: number;
  /** The longest wait between attempts, a `Retry-After` included; default 30 s. */
  maxDelayMs?: number;
}

type Fetch = (request: Request) => Promise<Response>;

/** Wraps the client's fetch with a retry strategy; `ClientOptions.retry` takes one, e.g. `retryIdempotent()`. */
export type RetryPolicy = (fetch: Fetch) => Fetch;

/** Methods a repeated request cannot make worse: the platform's reads, replacements and deletions. */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);
/** Answers that say "try again later": rate limited, or the service is briefly unavailable. */
const RETRYABLE_STATUS = new Set([429, 503]);

/** The wait a `Retry-After` header asks for (seconds, or an HTTP date), if it has one. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The retry policy of idempotent calls: GET, HEAD, PUT and DELETE requests are sent again after a 429, a 503
 * or a network error, with exponential backoff and jitter, honouring `Retry-After`. POSTs are never repeated:
 * the platform may have acted on the first one. An aborted request stops retrying at once.
 * A policy rather than a flag, so that clients without retries do not carry its code.
 */
export function retryIdempotent(options: RetryOptions = {}): RetryPolicy {
  const { retries = 3, baseDelayMs = 500, maxDelayMs = 30_000 } = options;
  return (fetch) => async (request) => {
    if (!IDEMPOTENT.has(request.method.toUpperCase()) || retries <= 0) return fetch(request);
    for (let attempt = 0; ; attempt++) {
      // A body can be read once: each attempt sends a copy, and the last attempt the original.
      const last = attempt >= retries;
      const sent = last ? request : request.clone();
      let wait: number;
      try {
        const response = await fetch(sent);
        if (last || !RETRYABLE_STATUS.has(response.status)) return response;
        const backoff = baseDelayMs * 2 ** attempt * (0.5 + Math.random() / 2);
        wait = retryAfterMs(response.headers.get('retry-after')) ?? backoff;
        // The answer is dropped for a new attempt: release its connection.
        await response.body?.cancel();
      } catch (error) {
        if (last || request.signal.aborted) throw error;
        wait = baseDelayMs * 2 ** attempt * (0.5 + Math.random() / 2);
      }
      await sleep(Math.min(wait, maxDelayMs), request.signal);
    }
  };
}
