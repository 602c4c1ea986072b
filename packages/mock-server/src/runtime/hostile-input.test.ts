import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { users } from '../fixtures/identity';
import { actorOf } from '../handlers/auth-session';
import { newId } from '../store/ids';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { BODY_LIMITS } from './request-body';
import { openSerialConsole } from './serial-console';

const MIB = 1024 * 1024;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let platform: TestPlatform;
let token: string;
let cookie: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  token = mintToken();
  const login = await fetch(`${platform.url}/v1/login/maze-war/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'hannah', password: 'rack-console' }),
  });
  expect(login.status).toBe(204);
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
});
afterAll(() => platform.close());

function mintToken() {
  const secret = `hostile_${randomBytes(12).toString('hex')}`;
  platform.db.table('accessTokens').set(secret, {
    id: newId(),
    token: secret,
    user_id: users.hannah.id,
    time_created: new Date().toISOString(),
    time_expires: null,
  });
  return secret;
}

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parseAnswer(raw: string): RawAnswer {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const separator = line.indexOf(':');
    headers[line.slice(0, separator).trim().toLowerCase()] = line.slice(separator + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

const portOf = (url: string) => Number(new URL(url).port);

/** Sends raw bytes on a fresh connection and reads the answer until the server closes it. */
function exchange(url: string, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(portOf(url), '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => {
      received += data;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswer(received)));
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer in 5 s')));
    socket.end(request);
  });
}

const plainRequest = (target: string) =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`;
const upgradeRequest = (target: string) =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nConnection: Upgrade\r\n` +
  'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n';

/** A refusal in the platform's error format, with a real request id in the body and the header. */
function expectRefusal(answer: RawAnswer, status: number, errorCode: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  const body = JSON.parse(answer.body) as { error_code: string; message: string; request_id: string };
  expect(body.error_code).toBe(errorCode);
  expect(body.message).not.toBe('');
  expect(body.request_id).toMatch(UUID);
  expect(answer.headers['x-request-id']).toBe(body.request_id);
}

async function expectAlive(url: string) {
  const response = await fetch(`${url}/v1/ping`);
  expect(response.status).toBe(200);
}

const BAD_TARGETS = [
  '//',
  '//elsewhere.example/v1/projects',
  '/v1/instances/%E0%A4%A/serial-console/stream',
  '/v1/instances/%E0%A4/serial-console/stream',
  '/v1/projects/%ZZ',
  '*',
  'http://elsewhere.example/v1/projects',
];

describe('bad request targets', () => {
  it.each(BAD_TARGETS)('answers %s with 400 in the error format, and keeps serving', async (target) => {
    expectRefusal(await exchange(platform.url, plainRequest(target)), 400, 'InvalidRequest');
    await expectAlive(platform.url);
  });

  it.each(BAD_TARGETS)('refuses a websocket upgrade to %s with 400, and keeps serving', async (target) => {
    expectRefusal(await exchange(platform.url, upgradeRequest(target)), 400, 'InvalidRequest');
    await expectAlive(platform.url);
  });

  it('answers what Node cannot parse in the error format', async () => {
    expectRefusal(await exchange(platform.url, 'NOT HTTP AT ALL\r\n\r\n'), 400, 'InvalidRequest');
    const hugeHeader = `GET /v1/ping HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`;
    expectRefusal(await exchange(platform.url, hugeHeader), 431, 'RequestHeaderFieldsTooLarge');
    await expectAlive(platform.url);
  });

  it('marks every answer nosniff, successes included', async () => {
    const ok = await platform.fetchAs('hannah', '/v1/projects');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await platform.fetchAs('hannah', '/v1/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('serial console messages', () => {
  /** Opens db1's serial console, resolving once it is open. */
  function openConsole() {
    const url = `${platform.url.replace('http', 'ws')}/v1/instances/db1/serial-console/stream?project=mock-project`;
    const socket = new WebSocket(url, { headers: { authorization: `Bearer ${token}` } });
    const received: Buffer[] = [];
    socket.on('message', (data: Buffer) => received.push(data));
    return new Promise<{ socket: WebSocket; received: Buffer[] }>((resolve, reject) => {
      socket.once('open', () => resolve({ socket, received }));
      socket.once('error', reject);
    });
  }

  const closeCodeOf = (socket: WebSocket) =>
    new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));

  it.each([200 * 1024, MIB])('closes with 1009 on a %i-byte message, and keeps serving', async (size) => {
    const { socket } = await openConsole();
    socket.on('error', () => {});
    const closed = closeCodeOf(socket);
    socket.send(Buffer.alloc(size, 0x61));
    expect(await closed).toBe(1009);

    const { socket: next, received } = await openConsole();
    const before = received.length;
    next.send('ok\r');
    const deadline = Date.now() + 2000;
    while (received.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    expect(Buffer.concat(received.slice(before)).toString()).toBe('ok\n');
    next.close();
  });

  it('refuses a console opened with the session cookie from another site, and opens it from ours', async () => {
    const url = `${platform.url.replace('http', 'ws')}/v1/instances/db1/serial-console/stream?project=mock-project`;
    const statusOf = (site: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(url, { headers: { cookie, 'sec-fetch-site': site } });
        socket.once('open', () => {
          socket.close();
          resolve(101);
        });
        socket.once('unexpected-response', (_, response) => resolve(response.statusCode ?? 0));
        socket.once('error', reject);
      });
    expect(await statusOf('same-site')).toBe(403);
    expect(await statusOf('cross-site')).toBe(403);
    expect(await statusOf('same-origin')).toBe(101);
  });

  it('keeps a bounded history whatever the size of the input (the in-browser runtime has no frame limit)', () => {
    const { db, settings } = platform.server.platform;
    const actor = actorOf(db, users.hannah.id);
    const session = openSerialConsole(db, settings, actor, 'db1', 'mock-project');
    const echoed = session.receive(new Uint8Array(MIB).fill(0x62));
    expect(echoed.byteLength).toBe(MIB);
    // The console keeps its newest 64 KiB.
    const { history } = openSerialConsole(db, settings, actor, 'db1', 'mock-project');
    expect(history.byteLength).toBe(64 * 1024);
    expect(history.every((byte) => byte === 0x62)).toBe(true);
  });
});

describe('content type and cross-site requests', () => {
  const projectNames = () => [...platform.db.table('projects').values()].map((project) => project.name);

  const createProject = (name: string, headers: Record<string, string>, body?: string) =>
    fetch(`${platform.url}/v1/projects`, {
      method: 'POST',
      headers,
      body: body ?? JSON.stringify({ name, description: '' }),
    });

  it('refuses text/plain and form posts made with a session cookie, creating nothing', async () => {
    const plain = await createProject('csrf-plain', { cookie, 'content-type': 'text/plain' });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({
      error_code: 'InvalidRequest',
      message: 'expected content type "application/json", got "text/plain"',
    });
    const form = await createProject(
      'csrf-form',
      { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      'name=csrf-form&description=',
    );
    expect(form.status).toBe(400);
    expect(projectNames()).not.toContain('csrf-plain');
    expect(projectNames()).not.toContain('csrf-form');
  });

  it.each(['cross-site', 'same-site'])('refuses a %s change made with a session cookie', async (site) => {
    const name = `csrf-${site}`;
    const response = await createProject(name, {
      cookie,
      'content-type': 'application/json',
      'sec-fetch-site': site,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error_code: 'Forbidden' });
    expect(projectNames()).not.toContain(name);
  });

  it('accepts same-origin and header-less cookie calls, and bearer calls from anywhere', async () => {
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const sameOrigin = await createProject('via-console', {
      ...json,
      cookie,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.status).toBe(201);
    const noHeader = await createProject('via-script', { ...json, cookie });
    expect(noHeader.status).toBe(201);
    const bearer = await createProject('via-token', {
      ...json,
      authorization: `Bearer ${token}`,
      'sec-fetch-site': 'cross-site',
    });
    expect(bearer.status).toBe(201);
    expect(projectNames()).toEqual(expect.arrayContaining(['via-console', 'via-script', 'via-token']));
  });

  it('takes the device flow as a form only', async () => {
    const post = (contentType: string, body: string) =>
      fetch(`${platform.url}/device/auth`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      });
    expect((await post('application/json', '{"client_id":"x"}')).status).toBe(400);
    const form = await post('application/x-www-form-urlencoded', `client_id=${crypto.randomUUID()}`);
    expect(form.status).toBe(200);
  });

  /** Sends a request head with `Expect: 100-continue`, and its body only once the server asks for it. */
  function waitingClient(head: string, body: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(portOf(platform.url), '127.0.0.1');
      let received = '';
      let bodySent = false;
      socket.setEncoding('latin1');
      socket.on('data', (data: string) => {
        received += data;
        if (!bodySent && received.startsWith('HTTP/1.1 100 Continue\r\n\r\n')) {
          bodySent = true;
          socket.write(body);
        }
      });
      socket.on('error', reject);
      socket.on('close', () => resolve(received));
      socket.setTimeout(5_000, () => socket.destroy(new Error('no answer in 5 s')));
      socket.write(head);
    });
  }

  it('asks for a body only once it reads it (Expect: 100-continue)', async () => {
    const head = (length: number) =>
      `POST /v1/projects HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${length}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n`;
    const refused = await waitingClient(head(64 * MIB), '');
    expectRefusal(parseAnswer(refused), 413, 'PayloadTooLarge');
    const body = JSON.stringify({ name: 'after-continue', description: '' });
    const accepted = await waitingClient(head(Buffer.byteLength(body)), body);
    expect(accepted).toMatch(/^HTTP\/1.1 100 Continue\r\n\r\nHTTP\/1.1 201 /);
    expect(projectNames()).toContain('after-continue');
  });

  it('refuses a JSON body announced over its limit before reading it', async () => {
    const response = await createProject(
      'too-big',
      { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      JSON.stringify({ name: 'too-big', description: 'x'.repeat(BODY_LIMITS.json) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error_code: 'PayloadTooLarge' });
    expect(projectNames()).not.toContain('too-big');
  });
});

describe('large bodies, measured in a server process of its own', () => {
  let child: ChildProcess;
  let url: string;
  let probeToken: string;

  beforeAll(async () => {
    const root = fileURLToPath(new URL('../../../..', import.meta.url));
    child = fork(fileURLToPath(new URL('../testing/memory-probe-server.ts', import.meta.url)), [], {
      cwd: root,
      execArgv: ['--import', 'tsx', '--conditions=@rackconsole/source', '--expose-gc'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const ready = await nextMessage<{ url: string; token: string }>('ready');
    url = ready.url;
    probeToken = ready.token;
    // The first calls compile the dispatcher's schemas and encoders (about 30 MB); done before measuring,
    // so the figures below are what a body costs.
    const warmUp = await fetch(`${url}/v1/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${probeToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(warmUp.status).toBe(400);
    expect((await fetch(`${url}/v1/nowhere`, { method: 'POST', body: '{}' })).status).toBe(404);
  }, 30_000);
  afterAll(() => child?.disconnect());

  function nextMessage<T>(kind: string): Promise<T> {
    return new Promise((resolve) => {
      const onMessage = (message: { kind: string } & T) => {
        if (message.kind !== kind) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
    });
  }

  async function rss(kind: 'reset' | 'peak') {
    child.send(kind);
    return (await nextMessage<{ rss: number }>(kind)).rss;
  }

  /**
   * Sends a request head, then `total` bytes of body as fast as the connection takes them, not stopping for
   * an early answer (a hostile client would not), and resolves with the answer once the server closes.
   */
  function pushBody(head: string, total: number, chunked: boolean): Promise<RawAnswer> {
    return new Promise((resolve) => {
      const socket = connect({ port: portOf(url), host: '127.0.0.1', allowHalfOpen: true });
      const piece = Buffer.alloc(64 * 1024, 0x7b);
      const frame = chunked
        ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
        : piece;
      let sent = 0;
      let received = '';
      let open = true;
      socket.setEncoding('latin1');
      socket.on('data', (data: string) => {
        received += data;
      });
      socket.on('error', () => {
        open = false;
      });
      socket.on('close', () => {
        open = false;
        resolve(parseAnswer(received));
      });
      const pump = () => {
        while (open && sent < total) {
          sent += piece.length;
          if (!socket.write(frame)) return void socket.once('drain', pump);
        }
        if (open) socket.end(chunked ? '0\r\n\r\n' : '');
      };
      socket.write(head);
      pump();
    });
  }

  const head = (target: string, framing: string, credentials = `Authorization: Bearer ${probeToken}\r\n`) =>
    `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${credentials}Content-Type: application/json\r\n${framing}\r\n`;
  const [mb64, mb300] = [64 * MIB, 300 * MIB];

  it.each([
    ['a 64 MB announced body', '/v1/projects', mb64, false, 413, 'PayloadTooLarge'],
    ['a 300 MB announced body', '/v1/projects', mb300, false, 413, 'PayloadTooLarge'],
    ['a 64 MB chunked body', '/v1/projects', mb64, true, 413, 'PayloadTooLarge'],
    ['a 64 MB body to an unknown path', '/v1/nowhere', mb64, false, 404, 'NotFound'],
  ] as const)(
    'refuses %s with memory flat',
    async (_, target, size, chunked, status, code) => {
      const framing = chunked ? 'Transfer-Encoding: chunked\r\n' : `Content-Length: ${size}\r\n`;
      const before = await rss('reset');
      const answer = await pushBody(head(target, framing), size, chunked);
      expectRefusal(answer, status, code);
      expect((await rss('peak')) - before).toBeLessThan(48 * MIB);
      await expectAlive(url);
    },
    20_000,
  );

  it('reads no body for a caller it does not know', async () => {
    const before = await rss('reset');
    const answer = await pushBody(head('/v1/projects', 'Transfer-Encoding: chunked\r\n', ''), mb64, true);
    expectRefusal(answer, 401, 'Unauthorized');
    expect((await rss('peak')) - before).toBeLessThan(48 * MIB);
  }, 20_000);
});
