import { describe, expect, it } from 'vitest';
import { API_VERSION } from '../contract/version.js';
import { createTransport, type OutgoingCall, type PlainAnswer } from './transport.js';

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

describe('request assembly', () => {
  it('percent-encodes path values (slashes and spaces too) and leaves an absent one as its template', async () => {
    const { requests, fetch } = recordingFetch(() => json({}));
    const call = createTransport({ host: 'http://h/', fetch });
    await call('get', '/v1/images/{image}/{rest}', { path: { image: 'a/b c?d#e%' } });
    expect(requests[0]?.url).toBe('http://h/v1/images/a%2Fb%20c%3Fd%23e%25/%7Brest%7D');
  });

  it('merges headers: baseParams < the client’s own < the call’s init', async () => {
    const { requests, fetch } = recordingFetch(() => json({}));
    const call = createTransport({
      host: 'http://h',
      token: 'tok',
      fetch,
      baseParams: { headers: { 'X-Base': 'base', 'X-Both': 'base', Authorization: 'Basic x' } },
    });
    await call('get', '/v1/ping', { init: { headers: { 'X-Both': 'call', 'X-Call': 'call' } } });
    const headers = requests[0]?.headers;
    expect(headers?.get('x-base')).toBe('base');
    expect(headers?.get('x-both')).toBe('call');
    expect(headers?.get('x-call')).toBe('call');
    expect(headers?.get('authorization')).toBe('Bearer tok');
  });

  it('takes request options from baseParams, the call’s init winning, and follows redirects by default', async () => {
    const { requests, fetch } = recordingFetch(() => json({}));
    const call = createTransport({
      host: 'http://h',
      fetch,
      baseParams: { credentials: 'include', cache: 'no-store', redirect: 'manual' },
    });
    await call('get', '/v1/ping', { init: { cache: 'reload' } });
    expect(requests[0]).toMatchObject({ credentials: 'include', cache: 'reload', redirect: 'manual' });
    const plain = recordingFetch(() => json({}));
    await createTransport({ host: 'http://h', fetch: plain.fetch })('get', '/v1/ping');
    expect(plain.requests[0]?.redirect).toBe('follow');
  });

  it('passes the call’s abort signal to fetch', async () => {
    const controller = new AbortController();
    const { requests, fetch } = recordingFetch(() => json({}));
    await createTransport({ host: 'http://h', fetch })('get', '/v1/ping', {
      init: { signal: controller.signal },
    });
    controller.abort(new Error('stop'));
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it('sends forms urlencoded with nulls dropped', async () => {
    const { requests, fetch } = recordingFetch(() => json({}));
    const call = createTransport({ host: 'http://h', fetch });
    await call('post', '/device/auth', { body: { clientId: 'c', scope: null }, bodyEncoding: 'form' });
    expect(requests[0]?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await requests[0]?.text()).toBe('client_id=c');
  });

  it('uses the global fetch at call time when no fetch is given', async () => {
    const call = createTransport({ host: 'http://h' });
    const { requests, fetch } = recordingFetch(() => json({ ok: 1 }));
    const global = globalThis.fetch;
    globalThis.fetch = fetch as typeof globalThis.fetch;
    try {
      expect(await call('get', '/v1/ping')).toMatchObject({ type: 'success', data: { ok: 1 } });
    } finally {
      globalThis.fetch = global;
    }
    expect(requests[0]?.url).toBe('http://h/v1/ping');
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

  it('success: a HEAD answer and a Content-Length of 0 read as an empty object', async () => {
    const head = recordingFetch(() => new Response('ignored', { status: 200 }));
    const result = await createTransport({ host: 'http://h', fetch: head.fetch })('head', '/v1/ping');
    expect(result).toMatchObject({ type: 'success', data: {}, statusCode: 200 });
    const empty = recordingFetch(() => new Response('', { status: 202, headers: { 'Content-Length': '0' } }));
    const accepted = await createTransport({ host: 'http://h', fetch: empty.fetch })('post', '/v1/jobs');
    expect(accepted).toMatchObject({ type: 'success', data: {}, statusCode: 202 });
  });

  it('success: a binary download is a Blob, an empty one too', async () => {
    const bytes = recordingFetch(() => new Response(new Uint8Array([7, 8]), { status: 200 }));
    const call = createTransport({ host: 'http://h', fetch: bytes.fetch });
    const result = await call<Blob>('get', '/v1/file', { responseEncoding: 'binary' });
    if (result.type !== 'success') throw new Error(`expected a success, got ${result.type}`);
    expect(new Uint8Array(await result.data.arrayBuffer())).toEqual(new Uint8Array([7, 8]));
    const none = recordingFetch(() => new Response(null, { status: 204 }));
    const empty = await createTransport({ host: 'http://h', fetch: none.fetch })<Blob>('get', '/v1/file', {
      responseEncoding: 'binary',
    });
    if (empty.type !== 'success') throw new Error(`expected a success, got ${empty.type}`);
    expect(empty.data.size).toBe(0);
  });

  it('error: a failure with an empty body is an error with no details', async () => {
    const { fetch } = recordingFetch(() => new Response(null, { status: 500 }));
    const result = await createTransport({ host: 'http://h', fetch })('get', '/v1/projects');
    expect(result).toMatchObject({ type: 'error', statusCode: 500, data: {} });
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

describe('a send transport', () => {
  /** A send double: records each call and answers as plain values, counting the Responses asked of it. */
  function plainSend(status: number, text: string) {
    const calls: OutgoingCall[] = [];
    let responsesMade = 0;
    const send = async (call: OutgoingCall): Promise<PlainAnswer> => {
      calls.push(call);
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': 'r-1' };
      return {
        status,
        headers: { get: (name) => headers[name.toLowerCase()] ?? null },
        text: async () => text,
        blob: async () => new Blob([text]),
        toResponse: (body) => {
          responsesMade += 1;
          return new Response(body, { status, headers });
        },
      };
    };
    return { calls, send, responsesMade: () => responsesMade };
  }

  it('gets plain values, headers merged by lower-case name, and its answer read as fetch’s would be', async () => {
    const platform = plainSend(200, '{"time_created":"2026-01-01T00:00:00Z"}');
    const call = createTransport({
      host: 'http://h',
      token: 't',
      send: platform.send,
      baseParams: { headers: [['X-Trace', '7']], credentials: 'include' },
    });
    const result = await call('post', '/v1/projects', {
      body: { name: 'p' },
      init: { headers: { 'API-Version': 'ignored', 'X-Call': '1' } },
    });
    expect(platform.calls[0]).toEqual({
      method: 'POST',
      url: 'http://h/v1/projects',
      headers: {
        'x-trace': '7',
        'content-type': 'application/json',
        authorization: 'Bearer t',
        'api-version': API_VERSION,
        'x-call': '1',
      },
      body: '{"name":"p"}',
      init: { credentials: 'include' },
    });
    expect(result).toMatchObject({ type: 'success', statusCode: 200 });
    expect(result.type === 'success' && result.data).toEqual({
      timeCreated: new Date('2026-01-01T00:00:00Z'),
    });
    expect(result.type === 'success' && result.text).toBe('{"time_created":"2026-01-01T00:00:00Z"}');
  });

  it('makes a Response only when a caller asks for one, once, with the body it read', async () => {
    const platform = plainSend(500, 'not json');
    const result = await createTransport({ host: 'http://h', send: platform.send })('get', '/v1/projects');
    expect(result.type).toBe('client_error');
    expect(platform.responsesMade()).toBe(0);
    expect(result.response.status).toBe(500);
    expect(result.response).toBe(result.response);
    expect(await result.response.text()).toBe('not json');
    expect(platform.responsesMade()).toBe(1);
  });
});
