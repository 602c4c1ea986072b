import { describe, expect, it } from 'vitest';
import { API_VERSION } from '../contract/version.js';
import { createTransport } from './transport.js';

/** A fetch double that records the request and answers with a fixed response. */
function recordingFetch(answer: () => Response) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return answer();
  };
  return { requests, fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('requests', () => {
  it('joins host, path and query, and sends the platform headers', async () => {
    const { requests, fetch } = recordingFetch(() => json({}));
    const call = createTransport({ host: 'https://rack.example', token: 'tok-1', fetch });
    await call('get', '/v1/instances/{instance}', {
      path: { instance: 'db 1' },
      query: { project: 'p', pageToken: 'a&b', limit: 50, sortBy: null, fooBar: undefined },
    });
    const [request] = requests;
    expect(request?.url).toBe('https://rack.example/v1/instances/db%201?project=p&page_token=a%26b&limit=50');
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('api-version')).toBe(API_VERSION);
  });

  it('omits the Authorization header without a token and keeps base headers', async () => {
    const { requests, fetch } = recordingFetch(() => json({}));
    const call = createTransport({ host: 'http://h', fetch, baseParams: { headers: { 'X-Trace': '7' } } });
    await call('get', '/v1/ping');
    expect(requests[0]?.headers.get('authorization')).toBeNull();
    expect(requests[0]?.headers.get('x-trace')).toBe('7');
  });

  it('snake_cases path parameter names', async () => {
    const { requests, fetch } = recordingFetch(() => json({}));
    const call = createTransport({ host: 'http://h', fetch });
    await call('get', '/v1/system/hardware/sleds/{sled_id}', { path: { sledId: 'abc' } });
    expect(requests[0]?.url).toBe('http://h/v1/system/hardware/sleds/abc');
  });

  it('sends bodies snake_cased recursively with ISO dates', async () => {
    const { requests, fetch } = recordingFetch(() => json({}));
    const call = createTransport({ host: 'http://h', fetch });
    await call('post', '/v1/instances', {
      body: {
        bootDisk: { diskSource: { imageId: 'i' } },
        networkInterfaces: [{ vpcName: 'v' }],
        startTime: new Date('2026-01-02T03:04:05.000Z'),
      },
    });
    expect(await requests[0]?.json()).toEqual({
      boot_disk: { disk_source: { image_id: 'i' } },
      network_interfaces: [{ vpc_name: 'v' }],
      start_time: '2026-01-02T03:04:05.000Z',
    });
  });

  it('sends binary bodies untouched as an octet stream', async () => {
    const { requests, fetch } = recordingFetch(() => json({}));
    const call = createTransport({ host: 'http://h', fetch });
    await call('put', '/v1/system/update/repositories', { body: new Uint8Array([1, 2, 3]) });
    expect(requests[0]?.headers.get('content-type')).toBe('application/octet-stream');
    expect(new Uint8Array(await requests[0]!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe('result kinds', () => {
  it('success: keys camelCased and timestamps revived by key', async () => {
    const { fetch } = recordingFetch(() =>
      json({
        items: [
          {
            time_created: '2026-01-02T03:04:05.678Z',
            auto_restart_cooldown_expiration: '2026-01-02T03:04:05Z',
            start_time: '2026-01-02T03:04:05Z',
            timestamp: '2026-01-02T03:04:05Z',
            description: '2026-01-02T03:04:05Z',
            time_zone: 'not a date',
          },
        ],
        next_page: null,
      }),
    );
    const result = await createTransport({ host: 'http://h', fetch })('get', '/v1/things');
    expect(result.type).toBe('success');
    if (result.type !== 'success') return;
    expect(result.statusCode).toBe(200);
    expect(result.data).toEqual({
      items: [
        {
          timeCreated: new Date('2026-01-02T03:04:05.678Z'),
          autoRestartCooldownExpiration: new Date('2026-01-02T03:04:05Z'),
          startTime: new Date('2026-01-02T03:04:05Z'),
          timestamp: new Date('2026-01-02T03:04:05Z'),
          description: '2026-01-02T03:04:05Z',
          timeZone: 'not a date',
        },
      ],
      nextPage: null,
    });
  });

  it('success: an empty body becomes an empty object', async () => {
    const { fetch } = recordingFetch(() => new Response(null, { status: 204 }));
    const result = await createTransport({ host: 'http://h', fetch })('delete', '/v1/projects/p');
    expect(result).toMatchObject({ type: 'success', data: {}, statusCode: 204 });
  });

  it('error: the platform error body, camelCased', async () => {
    const { fetch } = recordingFetch(() =>
      json(
        { error_code: 'ObjectNotFound', message: 'not found: project with name "p"', request_id: 'r1' },
        404,
      ),
    );
    const result = await createTransport({ host: 'http://h', fetch })('get', '/v1/projects/p');
    expect(result).toMatchObject({
      type: 'error',
      statusCode: 404,
      data: { errorCode: 'ObjectNotFound', message: 'not found: project with name "p"', requestId: 'r1' },
    });
  });

  it.each([
    ['a success', 200],
    ['a failure', 502],
  ])('client_error: an unreadable body on %s keeps the raw text', async (_, status) => {
    const { fetch } = recordingFetch(() => new Response('<html>bad gateway</html>', { status }));
    const result = await createTransport({ host: 'http://h', fetch })('get', '/v1/projects');
    expect(result).toMatchObject({
      type: 'client_error',
      statusCode: status,
      text: '<html>bad gateway</html>',
    });
    if (result.type === 'client_error') expect(result.error).toBeInstanceOf(Error);
  });
});
