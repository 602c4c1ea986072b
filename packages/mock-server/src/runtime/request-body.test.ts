// The hostile-input suite's large bodies: the server runs in a process of its own so that its RSS is not
// mixed with the client's allocations.
import { type ChildProcess, fork } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAlive, expectRefusal, parseAnswer, portOf, type RawAnswer } from '../testing/raw-http';

const MIB = 1024 * 1024;

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
    ['a 64 MB body to an unknown path', '/v1/nowhere', mb64, false, 404, undefined],
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
