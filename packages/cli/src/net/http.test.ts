import { mkdtemp, truncate, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { binaryInput } from '../input';
import { createHttp } from './http';
import { tracedSend } from './trace';

// A raw body (a repository archive runs to gigabytes) goes out as it is read: a file with its length, standard
// input chunked, and neither is held whole by the CLI.

const MIB = 1024 * 1024;
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

interface Received {
  headers: IncomingHttpHeaders;
  bytes: number;
}

/** A server that counts the bytes of each request body (and keeps none), then answers `status`. */
async function countingServer(status = 200, headers: Record<string, string> = {}) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const seen: Received = { headers: request.headers, bytes: 0 };
    received.push(seen);
    request.on('data', (chunk: Buffer) => {
      seen.bytes += chunk.byteLength;
    });
    request.on('end', () => response.writeHead(status, headers).end('{}'));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

const http = () => createHttp({ timeoutSeconds: 0, insecure: false });

describe('raw bodies', () => {
  it('sends a file whole, with its length, while the memory used grows by far less than the file', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'rackctl-upload-')), 'repo.zip');
    const size = 256 * MIB;
    await writeFile(file, '');
    await truncate(file, size); // sparse: nothing is written to disk
    const { origin, received } = await countingServer();
    const { send } = await http();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 2);
    try {
      const answer = await send({
        method: 'PUT',
        url: `${origin}/v1/system/update/repositories?file_name=repo.zip`,
        headers: { 'content-type': 'application/octet-stream' },
        body: await binaryInput(file, 'body', Readable.from([])),
        init: {},
      });
      expect(answer.status).toBe(200);
    } finally {
      clearInterval(sampler);
    }
    expect(received[0]?.headers['content-length']).toBe(String(size));
    expect(received[0]?.bytes).toBe(size);
    // Read whole, the file alone would add 256 MiB.
    expect(peak - before).toBeLessThan(size / 4);
  });

  it('sends standard input as it arrives, chunked, since its length is not known', async () => {
    const { origin, received } = await countingServer();
    const { send } = await http();
    const chunks = Array.from({ length: 40 }, () => Buffer.alloc(64 * 1024, 1));
    const answer = await send({
      method: 'PUT',
      url: `${origin}/upload`,
      headers: {},
      body: await binaryInput('-', 'body', Readable.from(chunks)),
      init: {},
    });
    expect(answer.status).toBe(200);
    expect(received[0]?.headers['transfer-encoding']).toBe('chunked');
    expect(received[0]?.bytes).toBe(40 * 64 * 1024);
  });

  it('refuses to follow a 307 that would need standard input a second time', async () => {
    const { origin, received } = await countingServer(307, { location: '/elsewhere' });
    const { send } = await http();
    const sending = send({
      method: 'PUT',
      url: `${origin}/upload`,
      headers: {},
      body: await binaryInput('-', 'body', Readable.from([Buffer.from('archive')])),
      init: {},
    });
    await expect(sending).rejects.toThrow('which would send the streamed body again');
    expect(received).toHaveLength(1);
  });

  it('traces an upload by its length, without reading it', async () => {
    const { origin } = await countingServer();
    const { send } = await http();
    let trace = '';
    const traced = tracedSend(send, {
      write: (chunk) => {
        trace += String(chunk);
        return true;
      },
    });
    const headers = { 'content-type': 'application/octet-stream' };
    const url = `${origin}/upload`;
    await traced({ method: 'PUT', url, headers, body: new Blob([new Uint8Array(3 * MIB)]), init: {} });
    expect(trace).toContain(`\n(${3 * MIB} bytes of application/octet-stream)\n`);
    const chunks = [Buffer.from('archive')];
    await traced({
      method: 'PUT',
      url,
      headers,
      body: await binaryInput('-', 'body', Readable.from(chunks)),
      init: {},
    });
    expect(trace).toContain('\n(a stream of application/octet-stream)\n');
  });
});
