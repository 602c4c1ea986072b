// The SDK's importDisk against the Node mock platform over real HTTP. It lives in the CLI's tests because the
// SDK cannot depend on the mock (the mock depends on the SDK); the CLI's test platform starts it here.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Api, createApi } from '@rackconsole/sdk';
import {
  blobSource,
  DISK_IMPORT_CHUNK_BYTES as CHUNK,
  DiskImportError,
  type DiskImportProgress,
  importDisk,
} from '@rackconsole/sdk/disk-import';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mintToken } from '../testing/cli';
import { startTestPlatform, type TestPlatform } from '../testing/platform';

const project = 'mock-project';
let platform: TestPlatform;
let proxy: Server;
let api: Api;

/** What the front saw of bulk writes: the bytes per disk (the mock keeps none), offsets, the most in flight. */
const seen = {
  disks: new Map<string, Buffer>(),
  offsets: [] as number[],
  inFlight: 0,
  peak: 0,
  /** Answer the bulk write at this offset with a 503, without passing it on. */
  failAt: undefined as number | undefined,
  /** Called as each bulk write arrives, before it is passed on. */
  onWrite: undefined as ((offset: number) => void) | undefined,
  /** Bulk writes wait for this before they are passed on. */
  gate: Promise.resolve(),
};

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

beforeAll(async () => {
  platform = await startTestPlatform();
  // A front for the mock platform that keeps what bulk writes carry and can refuse one, as a rack might.
  proxy = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const bulk = /^\/v1\/disks\/([^/?]+)\/bulk-write\?/.exec(incoming.url ?? '');
      const write = bulk
        ? (JSON.parse(body.toString()) as { offset: number; base64_encoded_data: string })
        : undefined;
      if (write) {
        seen.offsets.push(write.offset);
        seen.inFlight++;
        seen.peak = Math.max(seen.peak, seen.inFlight);
        seen.onWrite?.(write.offset);
        if (write.offset === seen.failAt) {
          seen.inFlight--;
          outgoing.writeHead(503, { 'content-type': 'application/json' });
          outgoing.end(
            JSON.stringify({
              error_code: 'ServiceUnavailable',
              message: 'Storage is busy',
              request_id: 'front',
            }),
          );
          return;
        }
      }
      const forward = () => {
        const upstream = httpRequest(
          new URL(incoming.url ?? '/', platform.url),
          { method: incoming.method, headers: incoming.headers },
          (answer) => {
            if (write && bulk?.[1]) {
              seen.inFlight--;
              if (answer.statusCode === 204) {
                const disk = seen.disks.get(bulk[1]) ?? Buffer.alloc(8 * CHUNK);
                Buffer.from(write.base64_encoded_data, 'base64').copy(disk, write.offset);
                seen.disks.set(bulk[1], disk);
              }
            }
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        upstream.end(body);
      };
      if (write) void seen.gate.then(forward);
      else forward();
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as { port: number };
  api = createApi({ host: `http://127.0.0.1:${port}`, token: await mintToken(platform) });
}, 60_000);

afterAll(async () => {
  proxy?.closeAllConnections();
  proxy?.close();
  await platform?.close();
});

beforeEach(() => {
  seen.offsets = [];
  seen.peak = 0;
  seen.failAt = undefined;
  seen.onWrite = undefined;
  seen.gate = Promise.resolve();
});

/** An image of whole chunks and a short tail, every chunk different and none all zeros. */
const image = (chunks: number) => {
  const bytes = randomBytes(chunks * CHUNK + 1000);
  for (let offset = 0; offset < bytes.length; offset += CHUNK) bytes[offset] = 1;
  return bytes;
};

const diskState = async (name: string) => {
  const view = await api.diskView({ path: { disk: name }, query: { project } });
  return view.type === 'success' ? view.data.state.state : view.statusCode;
};

describe('importDisk against the mock platform', { timeout: 60_000 }, () => {
  it('writes every byte with `parallelism` writes in flight, reports progress that never goes back, and makes the image', async () => {
    const bytes = image(6);
    // The first writes are held until three are in flight: the import then has as many as it may.
    let open = () => {};
    seen.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    seen.onWrite = () => {
      if (seen.inFlight === 3) open();
    };
    const progress: DiskImportProgress[] = [];
    const result = await importDisk(api, {
      project,
      name: 'sdk-parallel',
      description: 'From the SDK',
      source: blobSource(new Blob([bytes])),
      parallelism: 3,
      snapshotName: 'sdk-parallel-snap',
      image: { name: 'sdk-parallel-image', description: 'From the SDK', os: 'debian', version: '12' },
      pollMs: 20,
      onProgress: (event) => progress.push(event),
    });
    expect(result.disk).toMatchObject({
      name: 'sdk-parallel',
      size: 1024 ** 3,
      state: { state: 'detached' },
    });
    expect(result.snapshot).toMatchObject({ name: 'sdk-parallel-snap', state: 'ready' });
    expect(result.image).toMatchObject({ name: 'sdk-parallel-image', os: 'debian' });
    expect(seen.peak).toBe(3);
    expect(sha256(seen.disks.get('sdk-parallel')?.subarray(0, bytes.length) ?? new Uint8Array())).toBe(
      sha256(bytes),
    );
    expect(progress[0]).toEqual({ written: 0, total: bytes.length, resumeOffset: 0 });
    expect(progress.at(-1)).toEqual({
      written: bytes.length,
      total: bytes.length,
      resumeOffset: bytes.length,
    });
    for (const [index, event] of progress.entries()) {
      const before = progress[index - 1] ?? event;
      expect(event.written).toBeGreaterThanOrEqual(before.written);
      expect(event.resumeOffset).toBeGreaterThanOrEqual(before.resumeOffset);
      expect(event.resumeOffset).toBeLessThanOrEqual(event.written);
    }
  });

  it('removes the disk it made when aborted mid-write, and sends nothing after', async () => {
    const controller = new AbortController();
    seen.onWrite = (offset) => {
      if (offset === 2 * CHUNK) controller.abort();
    };
    const error = await importDisk(api, {
      project,
      name: 'sdk-aborted',
      source: blobSource(new Blob([image(8)])),
      parallelism: 1,
      snapshotName: 'sdk-aborted-snap',
      signal: controller.signal,
      pollMs: 20,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DiskImportError);
    expect(error).toMatchObject({ aborted: true, cleanupError: undefined });
    expect(seen.offsets).toEqual([0, CHUNK, 2 * CHUNK]);
    expect(await diskState('sdk-aborted')).toBe(404);
  });

  it('fails on a refused chunk and removes the disk; with keepOnFailure, resumes from the last whole chunk', async () => {
    const bytes = image(6);
    seen.failAt = 3 * CHUNK;
    const failed = await importDisk(api, {
      project,
      name: 'sdk-refused',
      source: blobSource(new Blob([bytes])),
      parallelism: 1,
      pollMs: 20,
    }).catch((caught: unknown) => caught as DiskImportError);
    expect(failed).toMatchObject({ aborted: false, message: 'Storage is busy' });
    expect(await diskState('sdk-refused')).toBe(404);

    let resumeOffset = 0;
    const kept = await importDisk(api, {
      project,
      name: 'sdk-resumed',
      source: blobSource(new Blob([bytes])),
      parallelism: 2,
      keepOnFailure: true,
      onProgress: (event) => {
        resumeOffset = event.resumeOffset;
      },
    }).catch((caught: unknown) => caught);
    expect(kept).toBeInstanceOf(DiskImportError);
    expect(await diskState('sdk-resumed')).toBe('importing_from_bulk_writes');
    expect(resumeOffset).toBe(3 * CHUNK);

    seen.failAt = undefined;
    seen.offsets = [];
    const resumed = await importDisk(api, {
      project,
      name: 'sdk-resumed',
      source: blobSource(new Blob([bytes])),
      resumeFrom: resumeOffset,
      pollMs: 20,
    });
    expect(resumed.disk.state.state).toBe('detached');
    expect(Math.min(...seen.offsets)).toBe(3 * CHUNK);
    expect(sha256(seen.disks.get('sdk-resumed')?.subarray(0, bytes.length) ?? new Uint8Array())).toBe(
      sha256(bytes),
    );
  });
});

describe('the SDK README’s disk import example', { timeout: 120_000 }, () => {
  it('runs against the mock platform and makes the disk and the image', async () => {
    const readme = await readFile(new URL('../../../sdk/README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('## Importing a disk'));
    const code = /```ts\n([\s\S]*?)^```$/m.exec(section)?.[1] ?? '';
    expect(code).toContain('importDisk(api');
    // Inside the CLI package, so the example resolves `@rackconsole/sdk` as a script of the workspace would.
    const dir = await mkdtemp(fileURLToPath(new URL('../../.readme-sample-', import.meta.url)));
    try {
      const file = join(dir, 'disk-import.ts');
      await writeFile(file, code.replace('https://rack.example.com', platform.url.replace(/\/$/, '')));
      const tsx = createRequire(import.meta.url).resolve('tsx/cli');
      const token = await mintToken(platform);
      const output = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          [tsx, '--conditions=@rackconsole/source', file],
          { cwd: dir, env: { ...process.env, RACK_TOKEN: token }, timeout: 100_000 },
          (error, stdout, stderr) =>
            error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
        ),
      );
      expect(output).toContain('100% written');
      const name =
        /disk (tiny-[a-z0-9]+) is detached; image tiny-[a-z0-9]+-image made from its snapshot/.exec(
          output,
        )?.[1];
      expect(name).toBeTruthy();
      expect(await diskState(name ?? '')).toBe('detached');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
