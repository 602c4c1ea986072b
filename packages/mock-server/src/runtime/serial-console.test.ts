import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

/** Opens the serial console of an instance as a seeded user, resolving with the socket once it is open. */
function connect(
  instance: string,
  token?: string,
  { project = 'mock-project', headers = {} }: { project?: string; headers?: Record<string, string> } = {},
) {
  const url = `${platform.url.replace('http', 'ws')}/v1/instances/${instance}/serial-console/stream?project=${project}`;
  const socket = new WebSocket(url, {
    headers: token ? { authorization: `Bearer ${token}`, ...headers } : headers,
  });
  const received: string[] = [];
  socket.on('message', (data: Buffer) => received.push(data.toString()));
  return new Promise<{ socket: WebSocket; received: string[] }>((resolve, reject) => {
    socket.once('open', () => resolve({ socket, received }));
    socket.once('unexpected-response', (_, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => reject(new Error(`HTTP ${response.statusCode} ${body}`)));
    });
    socket.once('error', reject);
  });
}

const tokenOf = async (user: 'hannah' | 'simone' = 'hannah') => {
  const response = await platform.fetchAs(user, '/v1/me');
  expect(response.status).toBe(200);
  return [...platform.db.table('accessTokens').keys()].at(-1) as string;
};

/** Resolves once `check` holds: now, or after one of the messages the socket receives (however long it takes). */
const waitFor = (socket: WebSocket, check: () => boolean) =>
  new Promise<void>((resolve) => {
    const onMessage = () => {
      if (!check()) return;
      socket.off('message', onMessage);
      resolve();
    };
    socket.on('message', onMessage);
    onMessage();
  });

describe('serial console websocket', () => {
  it('replays recent output, echoes input and turns a carriage return into a newline', async () => {
    const { socket, received } = await connect('db1', await tokenOf());
    await waitFor(socket, () => received.length > 0);
    expect(received.join('')).toContain('login:');
    const before = received.length;
    socket.send('ls\r');
    await waitFor(socket, () => received.length > before);
    expect(received.slice(before).join('')).toBe('ls\n');
    socket.close();
  });

  it('refuses a stopped instance and an anonymous caller before upgrading', async () => {
    await expect(connect('scratch', await tokenOf())).rejects.toThrow('HTTP 400');
    await expect(connect('db1')).rejects.toThrow('HTTP 401');
  });

  it('refuses the stream to a viewer in the platform error format, and lets them read the history', async () => {
    const viewer = await tokenOf('simone');
    const refused = connect('other-app', viewer, { project: 'other-project' });
    await expect(refused).rejects.toThrow(/^HTTP 403 .*"error_code":"Forbidden"/);
    const history = await platform.fetchAs(
      'simone',
      '/v1/instances/other-app/serial-console?project=other-project',
    );
    expect(history.status).toBe(200);
    expect(((await history.json()) as { data: number[] }).data.length).toBeGreaterThan(0);
  });

  it('accepts only its own origin: another site is refused even without Sec-Fetch-Site', async () => {
    const token = await tokenOf();
    const evil = connect('db1', token, { headers: { origin: 'http://evil.example' } });
    await expect(evil).rejects.toThrow(/^HTTP 403 .*"error_code":"Forbidden"/);
    const sibling = connect('db1', token, { headers: { origin: platform.url.replace(/:\d+$/, ':1') } });
    await expect(sibling).rejects.toThrow(/^HTTP 403/);
    const own = await connect('db1', token, { headers: { origin: platform.url } });
    own.socket.close();
    // A program (the CLI) sends no Origin at all.
    const program = await connect('db1', token);
    program.socket.close();
  });
});

describe('serial console heartbeat', () => {
  it('pings open websockets and closes one that stops answering', async () => {
    const quick = await startTestPlatform({ websocketHeartbeatMs: 40 });
    try {
      await quick.fetchAs('hannah', '/v1/me');
      const token = [...quick.db.table('accessTokens').keys()].at(-1) as string;
      const url = `${quick.url.replace('http', 'ws')}/v1/instances/db1/serial-console/stream?project=mock-project`;
      const headers = { authorization: `Bearer ${token}` };
      const answering = new WebSocket(url, { headers });
      const silent = new WebSocket(url, { headers, autoPong: false });
      const silentClosed = new Promise((resolve) => silent.once('close', resolve));
      let pings = 0;
      const pinged = new Promise<void>((resolve) =>
        answering.on('ping', () => {
          pings += 1;
          if (pings === 3) resolve();
        }),
      );
      await Promise.all([silentClosed, pinged]);
      expect(answering.readyState).toBe(WebSocket.OPEN);
      answering.close();
    } finally {
      await quick.close();
    }
  });
});
