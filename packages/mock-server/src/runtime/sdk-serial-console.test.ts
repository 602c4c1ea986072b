import { PlatformCallError, serialConsole } from '@rackconsole/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestPlatform, type TestPlatform } from '../testing/harness';

// The SDK's serial console helper against the Node mock over a real websocket, with `ws` as Node 20's
// WebSocket (it has no global one).
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform?.close());

const db1 = (token: string) =>
  serialConsole({ host: platform.url, token, instance: 'db1', project: 'mock-project', WebSocket });

/** Reads the console until the text received so far ends with `ending`. */
async function readUntil(console: AsyncIterable<Uint8Array>, ending: string): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const bytes of console) {
    text += decoder.decode(bytes, { stream: true });
    if (text.endsWith(ending)) break;
  }
  return text;
}

describe('serialConsole', () => {
  it('types as a collaborator, and a later session replays that output as history', async () => {
    const first = db1(platform.tokenFor('hans'));
    await first.opened;
    first.send('uptime\r');
    // The mock echoes input, a carriage return becoming a newline.
    expect(await readUntil(first, 'uptime\n')).toContain('uptime\n');

    const second = db1(platform.tokenFor('hans'));
    second.send(new TextEncoder().encode('w\r'));
    // Breaking out of the loop closed the first session; the second replays it, then echoes its own input.
    expect(await readUntil(second, 'w\n')).toMatch(/uptime\n[\s\S]*w\n$/);
  });

  it('ends the iteration when closed or aborted', async () => {
    const controller = new AbortController();
    const session = serialConsole({
      host: platform.url,
      token: platform.tokenFor('hans'),
      instance: 'db1',
      project: 'mock-project',
      WebSocket,
      signal: controller.signal,
    });
    await session.opened;
    controller.abort();
    const received: Uint8Array[] = [];
    for await (const bytes of session) received.push(bytes);
    // Whatever arrived before the abort (the history) was yielded; then the loop ended.
    expect(received.every((bytes) => bytes instanceof Uint8Array)).toBe(true);
  });

  it('ends quietly when aborted before it opened', async () => {
    const session = serialConsole({
      host: platform.url,
      token: platform.tokenFor('hans'),
      instance: 'db1',
      project: 'mock-project',
      WebSocket,
      signal: AbortSignal.abort(),
    });
    const received: Uint8Array[] = [];
    for await (const bytes of session) received.push(bytes);
    expect(received).toEqual([]);
    await expect(session.opened).rejects.toThrow('closed before it opened');
  });

  it('refuses a viewer with the platform error, before any upgrade', async () => {
    const session = db1(platform.tokenFor('simone'));
    const error = await session.opened.catch((refusal: unknown) => refusal);
    expect(error).toBeInstanceOf(PlatformCallError);
    expect(error).toMatchObject({ statusCode: 403, errorCode: 'Forbidden' });
    expect((error as PlatformCallError).requestId).toMatch(/\S/);
    // Iterating a refused console throws the same error.
    await expect(readUntil(session, '')).rejects.toBe(error);
  });

  it('refuses an instance that does not exist with 404, and an unknown token with 401', async () => {
    const missing = serialConsole({
      host: platform.url,
      token: platform.tokenFor('hans'),
      instance: 'you-cant-connect-to-this',
      project: 'mock-project',
      WebSocket,
    });
    await expect(missing.opened).rejects.toMatchObject({ statusCode: 404 });
    const anonymous = db1('not-a-token');
    await expect(anonymous.opened).rejects.toMatchObject({ statusCode: 401 });
  });
});
