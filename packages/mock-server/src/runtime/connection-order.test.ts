import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../fixtures/identity';
import { startTestPlatform, type TestPlatform } from '../testing/harness';
import { portOf } from '../testing/raw-http';

let platform: TestPlatform;
let token: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  // A token of hannah's, read back from the store after one call made with it.
  await platform.fetchAs('hannah', '/v1/me');
  token = [...platform.db.table('accessTokens').values()]
    .filter((row) => row.user_id === users.hannah.id)
    .at(-1)?.token as string;
});
afterAll(() => platform.close());

/** Writes `requests` on one connection in a single write and reads the status codes of the answers. */
function pipeline(requests: string[]): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(portOf(platform.url), '127.0.0.1');
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => {
      received += data;
    });
    socket.on('error', reject);
    socket.on('close', () =>
      resolve([...received.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]))),
    );
    socket.setTimeout(20_000, () => socket.destroy(new Error('no answer in 20 s')));
    // Not ended: the last request asks the server to close once it has answered.
    socket.write(requests.join(''));
  });
}

const request = (method: string, path: string, body?: string, last = false) =>
  `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: Bearer ${token}\r\n${
    body === undefined
      ? ''
      : `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`
  }${last ? 'connection: close\r\n' : ''}\r\n${body ?? ''}`;

describe('pipelined requests on one connection', () => {
  it('answers a create and then a read of it in order, the read seeing the create', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      const name = `pipelined-${attempt}`;
      const statuses = await pipeline([
        request('POST', '/v1/projects', JSON.stringify({ name, description: '' })),
        request('GET', `/v1/projects/${name}`, undefined, true),
      ]);
      expect(statuses).toEqual([201, 200]);
    }
  });

  it('lets an update be seen by the read pipelined after it', async () => {
    const statuses = await pipeline([
      request('PUT', '/v1/projects/mock-project', JSON.stringify({ description: 'pipelined update' })),
      request('GET', '/v1/projects/mock-project', undefined, true),
    ]);
    expect(statuses).toEqual([200, 200]);
    const read = await platform.fetchAs('hannah', '/v1/projects/mock-project');
    expect(((await read.json()) as { description: string }).description).toBe('pipelined update');
  });
});
