// The hostile-input suite: what a hostile client sends, through real sockets. Large bodies, measured in a
// server process of their own, are in request-body.test.ts.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { users } from '../fixtures/identity';
import { actorOf } from '../model/identity/auth-session';
import { newId } from '../store/ids';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { exchange, expectAlive, expectRefusal, parseAnswer, portOf } from '../testing/raw-http';
import { BODY_LIMITS } from './request-body';
import { openSerialConsole } from './serial-console';

const MIB = 1024 * 1024;

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

/** A bearer token minted into the store, so probes reach past authentication. */
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

const plainRequest = (target: string) =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`;
const upgradeRequest = (target: string) =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nConnection: Upgrade\r\n` +
  'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n';

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
    const echoed = new Promise((resolve) => next.once('message', resolve));
    next.send('ok\r');
    await echoed;
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
      socket.setTimeout(20_000, () => socket.destroy(new Error('no answer in 20 s')));
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

  it('closes the connection after refusing a small body it never asked for', async () => {
    const head =
      'POST /v1/projects HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 20\r\nExpect: 100-continue\r\n\r\n';
    // Anonymous: refused before the body is read, so the client is never asked for it.
    expectRefusal(parseAnswer(await waitingClient(head, '')), 401, 'Unauthorized');
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
