import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, truncate, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliSandbox, json, startSandbox } from '../testing/cli';

const MIB = 1024 * 1024;
const IMAGE_BYTES = 64 * MIB;

let sandbox: CliSandbox;
let token: string;
let proxy: Server;
let host: string;
/** The bytes the CLI wrote to each disk, as a rack's disk would hold them (the mock keeps no blocks). */
const written = new Map<string, Buffer>();
/** Bytes received by bulk writes since the last reset, to tell a resumed upload from a full one. */
let received = 0;
/** While set, bulk writes are held unanswered (kept in `held`): the upload stops where it is. */
let holdBulkWrites = false;
const held: { destroy: () => void }[] = [];

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

beforeAll(async () => {
  sandbox = await startSandbox();
  token = await sandbox.login();
  // A front for the mock platform that keeps what bulk writes carry, so the test can check every byte.
  proxy = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const bulk = /^\/v1\/disks\/([^/?]+)\/bulk-write\?/.exec(incoming.url ?? '');
      if (bulk && holdBulkWrites) {
        held.push(outgoing);
        return;
      }
      const upstream = httpRequest(
        new URL(incoming.url ?? '/', sandbox.platform.url),
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          if (bulk?.[1] && answer.statusCode === 204) {
            const { offset, base64_encoded_data } = JSON.parse(body.toString()) as {
              offset: number;
              base64_encoded_data: string;
            };
            const data = Buffer.from(base64_encoded_data, 'base64');
            const disk = written.get(bulk[1]) ?? Buffer.alloc(IMAGE_BYTES + MIB);
            data.copy(disk, offset);
            written.set(bulk[1], disk);
            received += data.length;
          }
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
}, 120_000);
afterAll(async () => {
  proxy?.closeAllConnections();
  proxy?.close();
  await sandbox?.close();
});

const env = () => ({ RACK_HOST: host, RACK_TOKEN: token });

/** The offset rackctl last recorded for resuming an import (its state file), 0 before it has one. */
async function savedOffset(): Promise<number> {
  const dir = join(sandbox.configHome, 'rackctl', 'imports');
  const files = await readdir(dir).catch(() => []);
  const offsets = await Promise.all(
    files
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => {
        const state = JSON.parse(await readFile(join(dir, name), 'utf8').catch(() => '{}')) as {
          offset?: number;
        };
        return state.offset ?? 0;
      }),
  );
  return Math.max(0, ...offsets);
}

describe('rackctl disk import', { timeout: 240_000 }, () => {
  it('uploads a 64 MiB image into a new disk, byte for byte, with a snapshot and an image', async () => {
    const file = join(sandbox.configHome, 'image.raw');
    const image = randomBytes(IMAGE_BYTES);
    // A run of zeros is skipped on the wire; the disk reads as zeros there anyway.
    image.fill(0, 8 * MIB, 9 * MIB);
    await writeFile(file, image);
    received = 0;
    const started = Date.now();
    const result = await sandbox.rackctl(
      [
        'disk',
        'import',
        file,
        '--project',
        'mock-project',
        '--name',
        'imported',
        '--image',
        'imported-image',
        '--image-os',
        'debian',
        '--image-version',
        '12',
        '--json',
      ],
      { env: env(), timeoutMs: 200_000 },
    );
    const seconds = (Date.now() - started) / 1000;
    expect(result.stderr).toContain('Imported image.raw (64 MiB) into disk imported');
    expect(result.code).toBe(0);
    // Not a terminal: no progress bar in what was captured.
    expect(result.stderr).not.toContain('[#');
    expect(json(result)).toMatchObject({ name: 'imported', state: { state: 'detached' }, size: 1024 ** 3 });
    expect(received).toBe(IMAGE_BYTES - MIB);
    expect(sha256((written.get('imported') ?? Buffer.alloc(0)).subarray(0, IMAGE_BYTES))).toBe(sha256(image));
    const imageView = await sandbox.rackctl([
      'image',
      'view',
      'imported-image',
      '--project',
      'mock-project',
      '--json',
    ]);
    expect(json(imageView)).toMatchObject({ name: 'imported-image', os: 'debian', version: '12' });
    console.info(`64 MiB imported in ${seconds.toFixed(1)} s`);
  });

  it('resumes an interrupted import from where it had got to', async () => {
    const file = join(sandbox.configHome, 'resumed.raw');
    const image = randomBytes(IMAGE_BYTES);
    await writeFile(file, image);
    received = 0;
    const args = ['disk', 'import', file, '--project', 'mock-project', '--name', 'resumed'];
    const first = sandbox.spawn(args, { env: env() });
    // Once a third of the image is on the disk, hold the writes so the upload stops there, wait for rackctl to
    // record how far it got, then interrupt it hard (no chance to tidy up).
    const deadline = Date.now() + 120_000;
    while (received < IMAGE_BYTES / 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    holdBulkWrites = true;
    while ((await savedOffset()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    first.kill('SIGKILL');
    expect((await first.result).code).toBeNull();
    holdBulkWrites = false;
    for (const answer of held.splice(0)) answer.destroy();
    const disk = json<{ state: { state: string } }>(
      await sandbox.rackctl(['disk', 'view', 'resumed', '--project', 'mock-project', '--json']),
    );
    expect(disk.state.state).toBe('importing_from_bulk_writes');

    const sentBefore = received;
    received = 0;
    const resumed = await sandbox.rackctl([...args, '--resume'], { env: env(), timeoutMs: 200_000 });
    const at = /Resuming the import of resumed\.raw into disk resumed at ([\d.]+) MiB/.exec(resumed.stderr);
    expect(resumed.code).toBe(0);
    // It carried on from an offset the first run had reached, and sent the rest of the image, no more.
    const resumedAt = Number(at?.[1]) * MIB;
    expect(resumedAt).toBeGreaterThan(0);
    expect(resumedAt).toBeLessThanOrEqual(sentBefore);
    expect(received).toBe(IMAGE_BYTES - resumedAt);
    expect(sha256((written.get('resumed') ?? Buffer.alloc(0)).subarray(0, IMAGE_BYTES))).toBe(sha256(image));
    const done = json<{ state: { state: string } }>(
      await sandbox.rackctl(['disk', 'view', 'resumed', '--project', 'mock-project', '--json']),
    );
    expect(done.state.state).toBe('detached');

    // A finished import cannot be resumed again.
    const again = await sandbox.rackctl([...args, '--resume'], { env: env() });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Disk resumed is detached');
  });

  it('sizes the disk with --disk-size, and takes --parallel', async () => {
    const file = join(sandbox.configHome, 'small.raw');
    await writeFile(file, randomBytes(3 * MIB));
    const result = await sandbox.rackctl(
      [
        'disk',
        'import',
        file,
        '--project',
        'mock-project',
        '--name',
        'sized',
        '--disk-size',
        '3GiB',
        '--parallel',
        '8',
        '--json',
      ],
      { env: env(), timeoutMs: 120_000 },
    );
    expect(result.stderr).toContain('Imported small.raw (3 MiB) into disk sized');
    expect(result.code).toBe(0);
    expect(json(result)).toMatchObject({ name: 'sized', size: 3 * 1024 ** 3, state: { state: 'detached' } });
  });

  it('refuses a --disk-size or --parallel it cannot use, with the reason and exit 2, before making anything', async () => {
    const file = join(sandbox.configHome, 'refused.raw');
    await writeFile(file, randomBytes(2 * MIB));
    const refused = async (flags: string[]) => {
      const result = await sandbox.rackctl(
        ['disk', 'import', file, '--project', 'mock-project', '--name', 'refused', ...flags],
        { env: env() },
      );
      expect(result.code).toBe(2);
      return result.stderr;
    };
    expect(await refused(['--disk-size', '64MiB'])).toContain(
      '--disk-size: The disk size must be a whole number of GiB (64 MiB is not).',
    );
    expect(await refused(['--disk-size', 'ten'])).toContain(
      "option '--disk-size <size>' argument 'ten' is invalid. Must be a size such as 4GiB",
    );
    expect(await refused(['--parallel', '0'])).toContain(
      "option '--parallel <n>' argument '0' is invalid. Must be from 1 to 16.",
    );
    expect(await refused(['--parallel', 'many'])).toContain('Must be a whole number.');
    expect(await refused(['--disk-size', '1GiB', '--resume'])).toContain(
      '--disk-size cannot change the size of a disk being resumed',
    );
    const bigFile = join(sandbox.configHome, 'big.raw');
    // Sparse: a size past 1 GiB without writing it.
    await writeFile(bigFile, '');
    await truncate(bigFile, 1024 ** 3 + 512);
    const tooSmall = await sandbox.rackctl(
      ['disk', 'import', bigFile, '--project', 'mock-project', '--name', 'refused', '--disk-size', '1GiB'],
      { env: env() },
    );
    expect(tooSmall.code).toBe(2);
    expect(tooSmall.stderr).toContain(
      '--disk-size: The disk size (1 GiB) is smaller than the image: it needs at least 2 GiB.',
    );
    const disk = await sandbox.rackctl(['disk', 'view', 'refused', '--project', 'mock-project']);
    expect(disk.code).toBe(1);
  });
});
