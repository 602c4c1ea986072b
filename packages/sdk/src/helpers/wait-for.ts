import type { ApiResult } from '../client/result.js';

/** How long and how often `waitFor` polls. */
export interface WaitForOptions {
  /** Give up after this long; default 60 s. */
  timeoutMs?: number;
  /** The pause between calls; default 1 s. */
  intervalMs?: number;
  /** Stops waiting (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
}

/** `waitFor` ran out of time; `lastData` is what the last successful call returned. */
export class WaitForTimeoutError<Data> extends Error {
  constructor(
    readonly timeoutMs: number,
    readonly lastData: Data | undefined,
  ) {
    super(`The condition did not hold within ${timeoutMs} ms`);
    this.name = 'WaitForTimeoutError';
  }
}

/**
 * Calls `call` until its data satisfies `until`, e.g. an instance reaching `running`, and resolves to that
 * success. A failed call ends the wait and resolves to the failure (as every SDK call does); running out of
 * time rejects with a `WaitForTimeoutError`, and an aborted signal with its reason.
 */
export async function waitFor<Data>(
  call: () => Promise<ApiResult<Data>>,
  until: (data: Data) => boolean,
  { timeoutMs = 60_000, intervalMs = 1000, signal }: WaitForOptions = {},
): Promise<ApiResult<Data>> {
  const deadline = Date.now() + timeoutMs;
  let lastData: Data | undefined;
  for (;;) {
    signal?.throwIfAborted();
    const result = await call();
    if (result.type !== 'success' || until(result.data)) return result;
    lastData = result.data;
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new WaitForTimeoutError(timeoutMs, lastData);
    await pause(Math.min(intervalMs, remaining), signal);
  }
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
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
