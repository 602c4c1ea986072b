import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Instance, ProjectResultsPage } from '../generated/api';
import { createApi } from './api';

function recording(answer: (request: Request) => Response = () => Response.json({})) {
  const requests: Request[] = [];
  const api = createApi({
    host: 'http://platform.test',
    token: 't0k',
    fetch: async (request) => {
      requests.push(request);
      return answer(request);
    },
  });
  return { api, requests };
}

describe('named operations', () => {
  it('exist for every operation, named after the operationId', () => {
    const { api } = recording();
    expect(Object.keys(api)).toHaveLength(315);
    expect(typeof api.instanceStart).toBe('function');
    expect(typeof api.systemUpdateRepositoryUpload).toBe('function');
  });

  it('send path, query and body in the platform format and type the answer', async () => {
    const { api, requests } = recording(() =>
      Response.json({
        items: [
          {
            id: 'x',
            name: 'p',
            description: '',
            time_created: '2026-01-01T00:00:00.000Z',
            time_modified: '2026-01-01T00:00:00.000Z',
          },
        ],
        next_page: null,
      }),
    );
    const result = await api.projectList({ query: { limit: 2, pageToken: 'abc' } });
    expect(requests[0]?.url).toBe('http://platform.test/v1/projects?limit=2&page_token=abc');
    expectTypeOf(result).toExtend<{ type: string }>();
    if (result.type === 'success') {
      expectTypeOf(result.data).toEqualTypeOf<ProjectResultsPage>();
      expect(result.data.items[0]?.timeCreated).toEqual(new Date('2026-01-01T00:00:00.000Z'));
    }
  });

  it('start an instance by name in a project', async () => {
    const { api, requests } = recording(() => Response.json({}, { status: 202 }));
    const result = await api.instanceStart({ path: { instance: 'db1' }, query: { project: 'mock-project' } });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://platform.test/v1/instances/db1/start?project=mock-project');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer t0k');
    if (result.type === 'success') expectTypeOf(result.data).toEqualTypeOf<Instance>();
  });

  it('send the device flow as urlencoded forms', async () => {
    const { api, requests } = recording(() =>
      Response.json({
        device_code: 'd',
        user_code: 'ABCD-EFGH',
        verification_uri: 'http://x/device/verify',
        expires_in: 300,
      }),
    );
    const result = await api.deviceAuthRequest({
      body: { clientId: '0b6f6a52-3a0c-4d5e-9f10-000000000001' },
    });
    expect(requests[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await requests[0]?.text()).toBe('client_id=0b6f6a52-3a0c-4d5e-9f10-000000000001');
    expect(result).toMatchObject({ type: 'success', data: { userCode: 'ABCD-EFGH', expiresIn: 300 } });
  });

  it('answer downloads as a Blob', async () => {
    const { api } = recording(() => new Response(new Uint8Array([80, 75]), { status: 200 }));
    const result = await api.supportBundleDownload({
      path: { bundleId: '0b6f6a52-3a0c-4d5e-9f10-000000000001' },
    });
    expect(result.type).toBe('success');
    if (result.type === 'success')
      expect(new Uint8Array(await result.data.arrayBuffer())).toEqual(new Uint8Array([80, 75]));
  });

  it('refuse calls without required parameters at compile time', () => {
    const { api } = recording();
    // @ts-expect-error the project name is required
    void api.projectView({});
    // @ts-expect-error a create needs its body
    void api.projectCreate({ query: {} });
  });
});
