import type { PlatformRequest, PlatformResponse } from './dispatch';

/** Extra delay per call: a fixed number of ms or a `[min, max]` range drawn uniformly. */
export type Latency = number | readonly [min: number, max: number];

export interface BehaviourOptions {
  latency?: Latency;
  /**
   * Share of calls (0–1) that fail with 401, 403, 404 or 500 instead of being answered. Off by default. A
   * function is asked on every call, so the share can change while the platform runs (the preview's switch).
   */
  chaos?: number | (() => number);
  random?: () => number;
}

const CHAOS_FAILURES = [
  [401, 'Unauthorized', 'credentials missing or invalid'],
  [403, 'Forbidden', 'Forbidden'],
  [404, 'ObjectNotFound', 'not found: chaos mode'],
  [500, 'Internal', 'Internal Server Error'],
] as const;

const delayOf = (latency: Latency | undefined, random: () => number) => {
  if (latency === undefined) return 0;
  if (typeof latency === 'number') return latency;
  const [min, max] = latency;
  return min + random() * (max - min);
};

/** Wraps a dispatcher with the preview mode's latency and the development-only chaos mode. */
export function withBehaviour(
  dispatch: (request: PlatformRequest) => Promise<PlatformResponse>,
  { latency, chaos = 0, random = Math.random }: BehaviourOptions,
): (request: PlatformRequest) => Promise<PlatformResponse> {
  // Without latency or chaos there is nothing to add: calls go straight through, without another promise.
  if ((latency === undefined || latency === 0) && typeof chaos === 'number' && chaos <= 0) return dispatch;
  const chaosShare = typeof chaos === 'number' ? () => chaos : chaos;
  return async (request: PlatformRequest): Promise<PlatformResponse> => {
    const delay = delayOf(latency, random);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const share = chaosShare();
    if (share > 0 && random() < share) {
      const [status, error_code, message] =
        CHAOS_FAILURES[Math.floor(random() * CHAOS_FAILURES.length)] ?? CHAOS_FAILURES[3];
      return {
        status,
        headers: [['content-type', 'application/json']],
        body: JSON.stringify({ error_code, message, request_id: crypto.randomUUID() }),
      };
    }
    return dispatch(request);
  };
}
