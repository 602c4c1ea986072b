// The console's own servers, started for real: remote mode's proxy in front of the Node mock, and the dev and
// preview servers' headers and missing files. Clients connect from other loopback addresses to pose as other machines.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type MockServer, SEED_PASSWORD, startMockServer } from '@rackconsole/mock-server';
import { createServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SECURITY_HEADERS, securityHeaders } from './contentSecurityPolicy';
import { missingAssets } from './missingAssets';
import { platformProxy } from './platformProxy';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function call(
  url: string,
  {
    from = '127.0.0.1',
    method = 'GET',
    headers = {},
    body,
  }: { from?: string; method?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, localAddress: from, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const directory = mkdtempSync(join(tmpdir(), 'console-servers-'));
let mock: MockServer;
let devUrl: string;
let previewUrl: string;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  writeFileSync(join(directory, 'index.html'), '<!doctype html><title>console</title>');
  mock = await startMockServer({ port: 0, trustProxy: ['127.0.0.1'] });
  closers.push(() => mock.close());
  const dev = await createServer({
    configFile: false,
    root: directory,
    logLevel: 'silent',
    plugins: [missingAssets('/')],
    server: { host: '127.0.0.1', port: 0, proxy: platformProxy(mock.url), headers: DEV_SECURITY_HEADERS },
  });
  await dev.listen();
  closers.push(() => dev.close());
  devUrl = dev.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';

  const outDir = join(directory, 'dist');
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(outDir, 'assets', 'app.js'), 'export {};');
  const server = await preview({
    configFile: false,
    root: directory,
    logLevel: 'silent',
    plugins: [missingAssets('/')],
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, proxy: platformProxy(mock.url), headers: securityHeaders(false) },
  });
  closers.push(() => server.close());
  previewUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  rmSync(directory, { recursive: true, force: true });
});

const login = (from: string, password: string, forged: Record<string, string> = {}) =>
  call(`${devUrl}/v1/login/maze-war/local`, {
    from,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...forged },
    body: JSON.stringify({ username: 'hannah', password }),
  });

describe("remote mode's proxy", () => {
  it('names the client it saw, whatever forwarded headers the client sent', async () => {
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const answer = await call(`${devUrl}/device/auth`, {
      from: '127.0.0.4',
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': '10.0.0.1',
        ...forged,
      },
      body: new URLSearchParams({ client_id: crypto.randomUUID() }).toString(),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).verification_uri).toBe(`${devUrl}/device/verify`);
  });

  it('lets the owner in while another machine behind the same proxy is paused guessing', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 14; attempt++) {
      // Rotating what it claims to be gains the guesser nothing: the proxy overwrites it.
      const forged = { 'x-forwarded-for': `10.0.0.${attempt}` };
      statuses.push((await login('127.0.0.2', `guess-${attempt}`, forged)).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    expect((await login('127.0.0.3', SEED_PASSWORD)).status).toBe(204);
  });
});

describe('console page headers', () => {
  it('keep paths out of referrers and devices out of reach, on the dev and the preview server', async () => {
    for (const url of [`${devUrl}/`, `${previewUrl}/`]) {
      const answer = await call(url, { headers: { accept: 'text/html' } });
      expect(answer.status).toBe(200);
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy']).toMatch(/camera=\(\)/);
    }
  });

  it('answer 404 for a file the build does not hold, not the index page', async () => {
    expect((await call(`${previewUrl}/assets/app.js`, {})).status).toBe(200);
    for (const url of [devUrl, previewUrl]) {
      const missing = await call(`${url}/assets/app-0ld.js`, {});
      expect(missing.status).toBe(404);
      expect(missing.body).not.toContain('<title>');
      for (const page of ['/projects/mock-project', '/index.html']) {
        expect((await call(`${url}${page}`, { headers: { accept: 'text/html' } })).status).toBe(200);
      }
    }
  });

  it('leave a platform path that looks like a file to the platform', async () => {
    // A system version in the path (`1.0.0`) ends like a file name; the proxy takes it before any file lookup.
    for (const url of [devUrl, previewUrl]) {
      const answer = await call(`${url}/v1/system/update/repositories/1.0.0`, {});
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toHaveProperty('error_code');
    }
  });
});
