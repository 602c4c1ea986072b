import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.close());

/** Opens the serial console of an instance as a seeded user, resolving with the socket once it is open. */
function connect(instance: string, token?: string) {
  const url = `${platform.url.replace('http', 'ws')}/v1/instances/${instance}/serial-console/stream?project=mock-project`;
  const socket = new WebSocket(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const received: string[] = [];
  socket.on('message', (data: Buffer) => received.push(data.toString()));
  return new Promise<{ socket: WebSocket; received: string[] }>((resolve, reject) => {
    socket.once('open', () => resolve({ socket, received }));
    socket.once('unexpected-response', (_, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

const tokenOf = async () => {
  const response = await platform.fetchAs('hannah', '/v1/me');
  expect(response.status).toBe(200);
  return [...platform.db.table('accessTokens').keys()].at(-1) as string;
};

const waitFor = async (check: () => boolean) => {
  const deadline = Date.now() + 2000;
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('serial console websocket', () => {
  it('replays recent output, echoes input and turns a carriage return into a newline', async () => {
    const { socket, received } = await connect('db1', await tokenOf());
    await waitFor(() => received.length > 0);
    expect(received.join('')).toContain('login:');
    const before = received.length;
    socket.send('ls\r');
    await waitFor(() => received.length > before);
    expect(received.slice(before).join('')).toBe('ls\n');
    socket.close();
  });

  it('refuses a stopped instance and an anonymous caller before upgrading', async () => {
    await expect(connect('scratch', await tokenOf())).rejects.toThrow('HTTP 400');
    await expect(connect('db1')).rejects.toThrow('HTTP 401');
  });
});
