import { describe, expect, it } from 'vitest';
import { createApi } from '../client/api.js';
import { PlatformCallError } from '../helpers/call-or-throw.js';
import { operationMutation, operationQuery, operationQueryKey, readsDeletedBy } from './index.js';

const requests: string[] = [];
const api = createApi({
  host: 'http://platform.test',
  fetch: async (request) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    if (url.pathname === '/v1/projects/missing')
      return Response.json(
        {
          error_code: 'ObjectNotFound',
          message: 'not found: project with name "missing"',
          request_id: 'r-1',
        },
        { status: 404 },
      );
    if (request.method === 'DELETE') return new Response(null, { status: 204 });
    return Response.json({ items: [], next_page: null });
  },
});

const db1 = { path: { instance: 'db1' }, query: { project: 'mock-project' } };

describe('operationQuery', () => {
  it('keys a read by its operation and parameters, and calls it for the data', async () => {
    const read = operationQuery(api, 'projectList', { query: { limit: 25 } });
    expect(read.queryKey).toEqual(['projectList', { query: { limit: 25 } }]);
    expect(await read.queryFn()).toEqual({ items: [], nextPage: null });
    expect(requests.at(-1)).toBe('GET /v1/projects?limit=25');
    // Without parameters the key is the name alone: the prefix of every read of the operation.
    expect(operationQuery(api, 'projectList').queryKey).toEqual(['projectList']);
    expect(operationQueryKey('projectList')).toEqual(['projectList']);
  });

  it('throws a PlatformCallError for a failed answer, as a cache library expects', async () => {
    const read = operationQuery(api, 'projectView', { path: { project: 'missing' } });
    const failure = await read.queryFn().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PlatformCallError);
    expect(failure).toMatchObject({ statusCode: 404, errorCode: 'ObjectNotFound' });
  });
});

describe('operationMutation', () => {
  it('keys a write by its operation and calls it with the parameters it is given', async () => {
    const write = operationMutation(api, 'projectDelete');
    expect(write.mutationKey).toEqual(['projectDelete']);
    await write.mutationFn({ path: { project: 'web' } });
    expect(requests.at(-1)).toBe('DELETE /v1/projects/web');
  });
});

describe('readsDeletedBy', () => {
  it('takes a project delete to mean every read scoped to the project, and not the lists it was in', () => {
    const project = { path: { project: 'mock-project' } };
    expect(readsDeletedBy('projectDelete', project, ['instanceView', db1])).toBe(true);
    expect(
      readsDeletedBy('projectDelete', project, ['instanceList', { query: { project: 'mock-project' } }]),
    ).toBe(true);
    expect(readsDeletedBy('projectDelete', project, ['instanceList', { query: { project: 'other' } }])).toBe(
      false,
    );
    expect(readsDeletedBy('projectDelete', project, ['projectList'])).toBe(false);
    expect(readsDeletedBy('projectDelete', project, ['projectList', { query: { limit: 25 } }])).toBe(false);
  });

  it('leaves everything to a write that is not a delete, or a delete that names nothing', () => {
    expect(readsDeletedBy('instanceStop', db1, ['instanceView', db1])).toBe(false);
    expect(readsDeletedBy('projectDelete', undefined, ['projectList'])).toBe(false);
    expect(readsDeletedBy('projectDelete', { path: { project: undefined } }, ['projectView'])).toBe(false);
  });
});
