import { describe, expect, it } from 'vitest';
import { createApi } from '../client/api.js';
import { callOrThrow, PlatformCallError } from './call-or-throw.js';

const api = createApi({
  host: 'http://platform.test',
  fetch: async (request) =>
    new URL(request.url).pathname === '/v1/projects/missing'
      ? Response.json(
          {
            error_code: 'ObjectNotFound',
            message: 'not found: project with name "missing"',
            request_id: 'r-1',
          },
          { status: 404 },
        )
      : Response.json({
          id: 'p',
          name: 'web',
          description: '',
          time_created: '2026-01-01T00:00:00Z',
          time_modified: '2026-01-01T00:00:00Z',
        }),
});

describe('callOrThrow', () => {
  it('resolves to the data of a successful call', async () => {
    const project = await callOrThrow(api, 'projectView', { path: { project: 'web' } });
    expect(project.name).toBe('web');
    expect(project.timeCreated).toEqual(new Date('2026-01-01T00:00:00Z'));
  });

  it('throws a PlatformCallError with the catalogue message for a failed answer', async () => {
    const failing = callOrThrow(api, 'projectView', { path: { project: 'missing' } });
    await expect(failing).rejects.toBeInstanceOf(PlatformCallError);
    await expect(failing).rejects.toMatchObject({
      message: 'Not found: project with name "missing"',
      errorCode: 'ObjectNotFound',
      statusCode: 404,
      requestId: 'r-1',
      operationName: 'projectView',
    });
  });
});
