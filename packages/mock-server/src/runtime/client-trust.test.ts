// What a client's own word (its address, forwarded headers) may decide, through real sockets: clients
// connect from different loopback addresses (127.0.0.0/8 all reach the server) to pose as separate machines.
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../fixtures/identity';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import type { MockServerOptions } from './node';

const started: TestPlatform[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((platform) => platform.close()));
});

async function platformWith(options: MockServerOptions) {
  const platform = await startTestPlatform(options);
  started.push(platform);
  return platform;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A JSON call from the loopback address `from`. */
function call(
  platform: TestPlatform,
  path: string,
  {
    from,
    method = 'POST',
    headers = {},
    body,
  }: { from: string; method?: string; headers?: Record<string, string>; body: unknown },
): Promise<Answer> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${platform.url}${path}`,
      {
        method,
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const login = (
  platform: TestPlatform,
  from: string,
  password: string,
  headers: Record<string, string> = {},
) => call(platform, '/v1/login/maze-war/local', { from, headers, body: { username: 'hannah', password } });

describe('login throttling by client', () => {
  it('lets the owner in from their machine while another machine is paused guessing their password', async () => {
    const platform = await platformWith({});
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15; attempt++) {
      statuses.push((await login(platform, '127.0.0.2', `guess-${attempt}`)).status);
    }
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
    expect((await login(platform, '127.0.0.2', SEED_PASSWORD)).status).toBe(429);
    expect((await login(platform, '127.0.0.3', SEED_PASSWORD)).status).toBe(204);
  });

  it('believes X-Forwarded-For only from the configured proxy: a rotating one from elsewhere gains nothing', async () => {
    const platform = await platformWith({ trustProxy: ['127.0.0.1'] });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15; attempt++) {
      const forged = { 'x-forwarded-for': `10.9.0.${attempt}` };
      statuses.push((await login(platform, '127.0.0.2', `guess-${attempt}`, forged)).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    // From the proxy the header names the client: hannah behind it is someone else.
    const proxied = { 'x-forwarded-for': '10.9.1.1' };
    expect((await login(platform, '127.0.0.1', SEED_PASSWORD, proxied)).status).toBe(204);
  });
});

describe('device verification_uri', () => {
  const deviceAuth = (platform: TestPlatform, from: string, headers: Record<string, string>) =>
    call(platform, '/device/auth', {
      from,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ client_id: crypto.randomUUID() }).toString(),
    });
  const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

  it('comes from the request’s own Host, whatever forwarded headers a client sends', async () => {
    const platform = await platformWith({});
    const answer = await deviceAuth(platform, '127.0.0.1', { ...forged, host: 'rack.test:8080' });
    expect(answer.body.verification_uri).toBe('http://rack.test:8080/device/verify');
  });

  it('comes from the configured public origin when there is one', async () => {
    const platform = await platformWith({ publicOrigin: 'https://rack.example' });
    const answer = await deviceAuth(platform, '127.0.0.1', forged);
    expect(answer.body.verification_uri).toBe('https://rack.example/device/verify');
  });

  it('follows forwarded headers only from the trusted proxy', async () => {
    const platform = await platformWith({ trustProxy: ['127.0.0.1'] });
    const proxied = await deviceAuth(platform, '127.0.0.1', { ...forged, host: 'inner:1' });
    expect(proxied.body.verification_uri).toBe('https://evil.example/device/verify');
    const direct = await deviceAuth(platform, '127.0.0.2', { ...forged, host: 'inner:1' });
    expect(direct.body.verification_uri).toBe('http://inner:1/device/verify');
  });
});
