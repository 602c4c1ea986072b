import type { Api } from '@rackconsole/sdk';

type Refusal = (params: { path?: Record<string, string>; body?: Record<string, unknown> }) => unknown;

/**
 * A platform for the upload's tests: answers every call, records it as `operation(disk or snapshot)`, and
 * runs `on[operation]` first, whose result is the answer's data and whose thrown error is the platform's
 * refusal, with its message. A disk reads as detached, a snapshot as ready.
 */
export function uploadTestPlatform(on: Record<string, Refusal> = {}) {
  const calls: string[] = [];
  const response = new Response();
  const settled: Record<string, unknown> = {
    diskView: { state: { state: 'detached' }, blockSize: 512 },
    snapshotView: { id: 'snapshot-id', state: 'ready' },
  };
  const api = new Proxy(
    {},
    {
      get:
        (_, name: string) =>
        async (params: Parameters<Refusal>[0] = {}) => {
          calls.push(`${name}(${params.path?.disk ?? params.path?.snapshot ?? ''})`);
          try {
            const data = (await on[name]?.(params)) ?? settled[name] ?? {};
            return { type: 'success', data, statusCode: 200, response };
          } catch (error) {
            const message = (error as Error).message;
            return {
              type: 'error',
              data: { errorCode: 'InvalidRequest', message, requestId: 'r' },
              statusCode: 400,
              response,
            };
          }
        },
    },
  ) as Api;
  return { api, calls };
}
