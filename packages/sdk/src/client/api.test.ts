import { describe, expect, expectTypeOf, it } from 'vitest';
import type { FieldValue, Instance, ProjectResultsPage } from '../generated/api.js';
import { createApi, operationRoute } from './api.js';
import { clientHeaders } from './transport.js';

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
    expect(Object.keys(api)).toHaveLength(317);
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

describe('casing follows the schema', () => {
  it('leaves the keys of a record (timeseries fields) as the platform wrote them, and types them so', async () => {
    const { api } = recording(() =>
      Response.json({
        tables: [
          {
            name: 'virtual_machine:vcpu_usage',
            timeseries: [
              {
                fields: { project_id: { type: 'uuid', value: 'p-1' }, vcpu_id: { type: 'u32', value: 3 } },
                points: { start_times: null, timestamps: ['2026-01-01T00:00:00Z'], values: [] },
              },
            ],
          },
        ],
      }),
    );
    const result = await api.timeseriesQuery({ query: { project: 'p' }, body: { query: 'get x' } });
    if (result.type !== 'success') throw new Error(result.type);
    const timeseries = result.data.tables[0]?.timeseries[0];
    expectTypeOf(timeseries!.fields).toEqualTypeOf<Record<string, FieldValue>>();
    expect(Object.keys(timeseries?.fields ?? {})).toEqual(['project_id', 'vcpu_id']);
    // Schema keys inside the record's values are still the SDK's camelCase.
    expect(timeseries?.points.startTimes).toBeNull();
  });

  it('sends record keys as they are, and free-form documents untouched', async () => {
    const { api, requests } = recording(() => Response.json({}));
    await api.siloCreate({
      body: {
        name: 's',
        description: '',
        discoverable: true,
        identityMode: 'local_only',
        quotas: { cpus: 1, memory: 1, storage: 1 },
        tlsCertificates: [],
        mappedFleetRoles: { fleetAdmin: ['admin'] },
      },
    });
    const silo = await requests[0]?.json();
    expect(silo.identity_mode).toBe('local_only');
    expect(silo.mapped_fleet_roles).toEqual({ fleetAdmin: ['admin'] });

    const rootRole = { signed: { _type: 'root', consistent_snapshot: true, keyIds: ['a'] }, signatures: [] };
    await api.systemUpdateTrustRootCreate({ body: rootRole });
    expect(await requests[1]?.json()).toEqual(rootRole);
  });

  it('reads free-form answers as they came, without reviving their timestamps', async () => {
    const rootRole = { signed: { expires: '2027-01-01T00:00:00Z', consistent_snapshot: true } };
    const { api } = recording(() =>
      Response.json({ id: 'r', root_role: rootRole, time_created: '2026-01-01T00:00:00Z' }),
    );
    const result = await api.systemUpdateTrustRootView({ path: { trustRootId: 'r' } });
    if (result.type !== 'success') throw new Error(result.type);
    expect(result.data.rootRole).toEqual(rootRole);
    expect(result.data.timeCreated).toEqual(new Date('2026-01-01T00:00:00Z'));
  });
});

describe('operationRoute', () => {
  it("gives an operation's method and the platform's path template", () => {
    expect(operationRoute('instanceStart')).toMatchObject({
      method: 'post',
      path: '/v1/instances/{instance}/start',
    });
    expect(operationRoute('deviceAuthRequest').bodyEncoding).toBe('form');
  });

  it('refuses a name the SDK does not know', () => {
    expect(() => operationRoute('noSuchOperation' as never)).toThrow(
      'The SDK has no operation noSuchOperation',
    );
  });
});

describe('clientHeaders', () => {
  it('are the headers every named call sends', async () => {
    const { api, requests } = recording();
    await api.ping();
    const headers = clientHeaders({ token: 't0k' });
    for (const name of ['authorization', 'api-version', 'content-type']) {
      expect(headers.get(name)).toBe(requests[0]?.headers.get(name));
    }
    expect(headers.get('authorization')).toBe('Bearer t0k');
  });
});
