import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED_PASSWORD } from '../fixtures/identity';
import { forwardRequest, type PreviewChannel, previewChannel } from './preview-channel';
import { servePreviewPlatform } from './preview-host';
import type { PreviewPort } from './preview-protocol';

// The preview's page and its platform worker, over a real message channel (the browser's worker is one such
// port): the page's end forwards, the worker's answers. e2e runs the same two ends in Chromium.
const origin = 'http://preview.test';
const project = 'mock-project';
const ports: MessagePort[] = [];
afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

function connect() {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  servePreviewPlatform(port2 as unknown as PreviewPort);
  const channel = previewChannel(port1 as unknown as PreviewPort);
  port1.start();
  port2.start();
  return channel;
}

async function started(signedInUser: string | null = null) {
  const channel = connect();
  await channel.call('start', { chaos: 0, publicOrigin: origin, signedInUser });
  return channel;
}

const send = (
  channel: PreviewChannel,
  path: string,
  init: RequestInit = {},
  onSignedIn: (userId: string) => void = () => undefined,
) => forwardRequest(channel, new Request(`${origin}${path}`, init), onSignedIn);

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('the preview platform in its worker', () => {
  it('receives a body byte for byte, and answers as the platform does', async () => {
    const channel = await started();
    const description = 'Ünïcode 🚀 survives the trip';
    const created = await send(channel, `/v1/projects`, json({ name: 'forwarded', description }));
    expect(created.status).toBe(201);
    expect(created.headers.get('api-version')).toMatch(/^\d+\.\d+\.\d+$/);
    expect(created.headers.get('x-content-type-options')).toBe('nosniff');
    const read = await send(channel, '/v1/projects/forwarded');
    expect(await read.json()).toMatchObject({ name: 'forwarded', description });
  });

  it('takes a disk import chunk whole, its bytes moved to the worker rather than copied', async () => {
    const channel = await started();
    const disks = (await (await send(channel, `/v1/disks?project=${project}&limit=100`)).json()) as {
      items: { name: string; state: { state: string } }[];
    };
    const disk = disks.items.find((item) => item.state.state === 'import_ready')?.name;
    expect(disk).toBeDefined();
    const at = `/v1/disks/${disk}`;
    expect(
      (await send(channel, `${at}/bulk-write-start?project=${project}`, { method: 'POST' })).status,
    ).toBe(204);

    const chunk = new Uint8Array(512 * 1024).map((_, index) => (index * 7) % 256);
    const body = new TextEncoder().encode(
      JSON.stringify({ offset: 0, base64_encoded_data: Buffer.from(chunk).toString('base64') }),
    ).buffer;
    const answer = await channel.call(
      'request',
      {
        method: 'POST',
        url: `${origin}${at}/bulk-write?project=${project}`,
        headers: [['content-type', 'application/json']],
        body,
      },
      [body],
    );
    expect(answer.status).toBe(204);
    expect(body.byteLength).toBe(0);

    // A chunk whose bytes were altered on the way would not be base64 of a whole number of blocks.
    const torn = await send(
      channel,
      `${at}/bulk-write?project=${project}`,
      json({ offset: 0, base64_encoded_data: Buffer.from(chunk).toString('base64').slice(1) }),
    );
    expect(torn.status).toBe(400);
  });

  it('keeps the platform’s error format and headers on a refusal', async () => {
    const channel = await started();
    const missing = await send(channel, '/v1/projects/no-such-project');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('api-version')).toMatch(/^\d+\.\d+\.\d+$/);
    const body = (await missing.json()) as Record<string, unknown>;
    expect(body).toEqual({
      error_code: 'ObjectNotFound',
      message: expect.any(String),
      request_id: expect.any(String),
    });
    expect(missing.headers.get('x-request-id')).toBe(body.request_id);
  });

  it('answers the platform’s 500 when the worker fails a request, and when it is gone', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A request before the platform started fails inside the worker: answered, not left waiting.
    const channel = connect();
    const failed = await send(channel, '/v1/projects');
    expect(failed.status).toBe(500);
    expect(failed.headers.get('api-version')).toMatch(/^\d+\.\d+\.\d+$/);
    expect(await failed.json()).toEqual({
      error_code: 'Internal',
      message: 'Internal Server Error',
      request_id: expect.any(String),
    });

    const running = await started();
    running.fail(new Error('the worker is gone'));
    expect((await send(running, '/v1/projects')).status).toBe(500);
    quiet.mockRestore();
  });

  it('tells the page who signs in and out, and opens the next platform for them', async () => {
    const channel = await started('');
    expect((await send(channel, '/v1/me')).status).toBe(401);
    const signedIn: string[] = [];
    const remember = (userId: string) => void signedIn.push(userId);
    const login = await send(
      channel,
      '/v1/login/maze-war/local',
      json({ username: 'hans', password: SEED_PASSWORD }),
      remember,
    );
    expect(login.status).toBe(204);
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0]).not.toBe('');

    const state = await channel.call('exportState', undefined);
    await channel.call('importState', state);
    expect((await send(channel, '/v1/me')).status).toBe(200);
    await expect(channel.call('importState', 'not a state file')).rejects.toThrow(/The file/);
    expect((await send(channel, '/v1/me')).status).toBe(200);

    await send(channel, '/v1/logout', { method: 'POST' }, remember);
    expect(signedIn.at(-1)).toBe('');
    expect((await send(channel, '/v1/me')).status).toBe(401);
  });

  it('bridges the serial console: the rights check on open, then each message echoed', async () => {
    const channel = await started();
    await expect(
      channel.call(
        'consoleOpen',
        `ws://preview.test/v1/instances/nowhere/serial-console/stream?project=${project}`,
      ),
    ).rejects.toThrow();
    const instances = (await (await send(channel, `/v1/instances?project=${project}&limit=100`)).json()) as {
      items: { name: string; run_state: string }[];
    };
    const running = instances.items.find((instance) => instance.run_state === 'running')?.name;
    const opened = await channel.call(
      'consoleOpen',
      `ws://preview.test/v1/instances/${running}/serial-console/stream?project=${project}`,
    );
    const reply = await channel.call('consoleSend', { session: opened.session, data: 'ls\r' });
    expect(new TextDecoder().decode(reply)).toBe('ls\n');
    await channel.call('consoleClose', opened.session);
    await expect(channel.call('consoleSend', { session: opened.session, data: 'x' })).rejects.toThrow(
      /closed/,
    );
  });
});
