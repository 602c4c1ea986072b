import type { Api } from '../client/api.js';

type Handler = (params: { path?: Record<string, string>; body?: Record<string, unknown> }) => unknown;

/**
 * A platform for importDisk's tests that records its calls in order (`name(disk or snapshot[,snapshot])`) and
 * answers each with `handlers`' data; a handler that throws answers as the platform refuses, with its message.
 */
export function fakePlatform(handlers: Record<string, Handler> = {}) {
  const calls: string[] = [];
  const response = new Response();
  const defaults: Record<string, Handler> = {
    diskView: () => ({ state: { state: 'detached' }, blockSize: 512 }),
    snapshotView: () => ({ id: 'snapshot-id', state: 'ready' }),
    imageCreate: ({ body }) => ({ name: body?.name }),
  };
  const api = new Proxy(
    {},
    {
      get: (_, name: string) => async (params: Parameters<Handler>[0]) => {
        const words = [
          params.path?.disk ?? params.path?.snapshot ?? String(params.body?.name ?? ''),
          params.body?.snapshotName ?? params.body?.offset,
        ].filter((word) => word !== undefined && word !== null);
        if (name !== 'diskView' && name !== 'snapshotView') calls.push(`${name}(${words.join(',')})`);
        try {
          const data = (handlers[name] ?? defaults[name])?.(params) ?? {};
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
