import { describe, expect, it } from 'vitest';
import { GIB } from '../util/bytes.js';
import { DISK_IMPORT_CHUNK_BYTES as CHUNK } from './chunks.js';
import { fakePlatform } from './fake-api.fixture.js';
import {
  DiskImportError,
  type DiskImportStep,
  type DiskImportStepStatus,
  type ImportDiskOptions,
  importDisk,
} from './import-disk.js';
import { blobSource } from './source.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An image of `size` bytes whose every byte is non-zero, so no chunk is skipped. */
const imageOf = (size: number, fill = 7) => blobSource(new Blob([new Uint8Array(size).fill(fill)]));

const options = (changes: Partial<ImportDiskOptions> = {}): ImportDiskOptions => ({
  project: 'web',
  source: imageOf(3 * CHUNK),
  name: 'disk',
  snapshotName: 'snap',
  blockSize: 512,
  pollMs: 1,
  ...changes,
});

function track() {
  const steps: [DiskImportStep, DiskImportStepStatus][] = [];
  return { steps, onStep: (id: DiskImportStep, status: DiskImportStepStatus) => steps.push([id, status]) };
}

const failure = (run: Promise<unknown>) =>
  run.then(
    () => {
      throw new Error('the import did not fail');
    },
    (error: unknown) => error as DiskImportError,
  );

describe('importDisk', () => {
  it('creates, imports, writes every chunk, stops and finalizes into a snapshot, then makes the image', async () => {
    const { api, calls } = fakePlatform();
    const { steps, onStep } = track();
    const image = { name: 'img', description: '', os: 'debian', version: '12' };
    const result = await importDisk(api, options({ image, onStep }));
    expect(result.image).toEqual({ name: 'img' });
    expect(calls).toEqual([
      'diskCreate(disk)',
      'diskBulkWriteImportStart(disk)',
      `diskBulkWriteImport(disk,0)`,
      `diskBulkWriteImport(disk,${CHUNK})`,
      `diskBulkWriteImport(disk,${2 * CHUNK})`,
      'diskBulkWriteImportStop(disk)',
      'diskFinalizeImport(disk,snap)',
      'imageCreate(img)',
    ]);
    expect(steps.filter(([, status]) => status === 'done').map(([id]) => id)).toEqual([
      'createDisk',
      'startImport',
      'writeData',
      'stopImport',
      'finalize',
      'createImage',
    ]);
  });

  it('pads the last chunk to a block, skips chunks of zeros, and sizes the disk to whole GiB', async () => {
    const bodies: Record<string, unknown>[] = [];
    const { api } = fakePlatform({
      diskCreate: ({ body }) => void bodies.push(body ?? {}),
      diskBulkWriteImport: ({ body }) => void bodies.push(body ?? {}),
    });
    const bytes = new Uint8Array(2 * CHUNK + 100).fill(1);
    bytes.fill(0, 0, CHUNK);
    await importDisk(api, options({ source: blobSource(new Blob([bytes])) }));
    expect(bodies[0]).toMatchObject({ size: GIB, description: '' });
    expect(bodies.slice(1).map((body) => body.offset)).toEqual([CHUNK, 2 * CHUNK]);
    const last = Buffer.from(String(bodies[2]?.base64EncodedData), 'base64');
    expect(last.length).toBe(512);
    expect([...last.subarray(99, 101)]).toEqual([1, 0]);
  });

  it('keeps at most `parallelism` writes in flight', async () => {
    let active = 0;
    let peak = 0;
    const { api } = fakePlatform({
      diskBulkWriteImport: async () => {
        active++;
        peak = Math.max(peak, active);
        await tick();
        active--;
      },
    });
    await importDisk(api, options({ source: imageOf(10 * CHUNK), parallelism: 3 }));
    expect(peak).toBe(3);
  });

  it('removes the temporary disk and snapshot of an image import once the image exists', async () => {
    const states = ['finalizing', 'detached'];
    const { api, calls } = fakePlatform({
      diskView: () => ({ state: { state: states.shift() ?? 'detached' }, blockSize: 512 }),
    });
    const image = { name: 'img', description: '', os: 'debian', version: '12' };
    await importDisk(api, options({ image, temporary: true }));
    expect(calls.slice(-2)).toEqual(['diskDelete(disk)', 'snapshotDelete(snap)']);
    expect(states).toEqual([]);
  });

  it('on a failed write, stops, finalizes without a snapshot and deletes the disk', async () => {
    const { api, calls } = fakePlatform({
      diskBulkWriteImport: ({ body }) => {
        if (body?.offset === CHUNK) throw new Error('Disk is full');
      },
    });
    const { steps, onStep } = track();
    const error = await failure(importDisk(api, options({ onStep, parallelism: 1 })));
    expect(error).toBeInstanceOf(DiskImportError);
    expect(error).toMatchObject({ aborted: false, message: 'Disk is full', cleanupError: undefined });
    expect(calls.slice(-3)).toEqual([
      'diskBulkWriteImportStop(disk)',
      'diskFinalizeImport(disk)',
      'diskDelete(disk)',
    ]);
    expect(steps).toContainEqual(['writeData', 'failed']);
    expect(steps.slice(-2)).toEqual([
      ['rollback', 'running'],
      ['rollback', 'done'],
    ]);
  });

  it('with keepOnFailure, leaves the disk importing so that it can be resumed', async () => {
    const { api, calls } = fakePlatform({
      diskBulkWriteImport: () => {
        throw new Error('Disk is full');
      },
    });
    const error = await failure(importDisk(api, options({ keepOnFailure: true, parallelism: 1 })));
    expect(error.message).toBe('Disk is full');
    expect(calls.at(-1)).toBe('diskBulkWriteImport(disk,0)');
  });

  it('on abort, writes no more chunks, marks the step canceled and removes what it made', async () => {
    const controller = new AbortController();
    let writes = 0;
    const { api, calls } = fakePlatform({
      diskBulkWriteImport: async () => {
        if (++writes === 2) controller.abort();
        await tick();
      },
    });
    const { steps, onStep } = track();
    const written: number[] = [];
    const error = await failure(
      importDisk(
        api,
        options({
          source: imageOf(40 * CHUNK),
          signal: controller.signal,
          onStep,
          onProgress: (progress) => written.push(progress.written),
        }),
      ),
    );
    expect(error).toMatchObject({ aborted: true, cleanupError: undefined });
    expect(writes).toBe(4);
    expect(written.at(-1)).toBe(4 * CHUNK);
    expect(steps).toContainEqual(['writeData', 'canceled']);
    expect(calls.slice(-3)).toEqual([
      'diskBulkWriteImportStop(disk)',
      'diskFinalizeImport(disk)',
      'diskDelete(disk)',
    ]);
  });

  it('after finalizing, a failed image removes the snapshot too', async () => {
    const { api, calls } = fakePlatform({
      imageCreate: () => {
        throw new Error('Image name already exists');
      },
    });
    const image = { name: 'img', description: '', os: 'debian', version: '12' };
    const error = await failure(importDisk(api, options({ image })));
    expect(error.message).toBe('Image name already exists');
    expect(calls.slice(-2)).toEqual(['diskDelete(disk)', 'snapshotDelete(snap)']);
  });

  it('has nothing to undo when the disk could not be created', async () => {
    const { api, calls } = fakePlatform({
      diskCreate: () => {
        throw new Error('Disk name already exists');
      },
    });
    const { steps, onStep } = track();
    await failure(importDisk(api, options({ onStep })));
    expect(calls).toEqual(['diskCreate(disk)']);
    expect(steps).toEqual([
      ['createDisk', 'running'],
      ['createDisk', 'failed'],
    ]);
  });

  it('reports a cleanup that could not finish alongside the abort', async () => {
    const controller = new AbortController();
    const { api } = fakePlatform({
      diskBulkWriteImportStart: () => controller.abort(),
      diskDelete: () => {
        throw new Error('Disk is stuck');
      },
    });
    const { steps, onStep } = track();
    const error = await failure(importDisk(api, options({ signal: controller.signal, onStep })));
    expect(error.aborted).toBe(true);
    expect((error.cleanupError as Error).message).toBe('Disk is stuck');
    expect(steps.at(-1)).toEqual(['rollback', 'failed']);
  });

  it('resumes from a chunk: starts a ready import, sends only the chunks from there, in the disk’s block size', async () => {
    const states = ['import_ready'];
    const bodies: Record<string, unknown>[] = [];
    const { api, calls } = fakePlatform({
      diskView: () => ({ state: { state: states.shift() ?? 'detached' }, blockSize: 4096 }),
      diskBulkWriteImport: ({ body }) => void bodies.push(body ?? {}),
    });
    const progress: number[] = [];
    await importDisk(
      api,
      options({
        source: imageOf(3 * CHUNK + 10),
        resumeFrom: 2 * CHUNK,
        snapshotName: undefined,
        onProgress: ({ written }) => progress.push(written),
      }),
    );
    expect(calls).toEqual([
      'diskBulkWriteImportStart(disk)',
      `diskBulkWriteImport(disk,${2 * CHUNK})`,
      `diskBulkWriteImport(disk,${3 * CHUNK})`,
      'diskBulkWriteImportStop(disk)',
      'diskFinalizeImport(disk)',
    ]);
    expect(progress).toEqual([2 * CHUNK, 3 * CHUNK, 3 * CHUNK + 10]);
    expect(Buffer.from(String(bodies.at(-1)?.base64EncodedData), 'base64').length).toBe(4096);
  });

  it('refuses to resume a disk that is not importing, and options it cannot follow, before any change', async () => {
    const { api, calls } = fakePlatform();
    await expect(importDisk(api, options({ resumeFrom: 0 }))).rejects.toThrow(
      'Disk disk is detached: only a disk in import_ready or importing_from_bulk_writes can be resumed',
    );
    await expect(importDisk(api, options({ resumeFrom: 100 }))).rejects.toThrow(RangeError);
    await expect(importDisk(api, options({ size: 3 * CHUNK }))).rejects.toThrow('whole number of GiB');
    await expect(importDisk(api, options({ parallelism: 0 }))).rejects.toThrow('from 1 to 16');
    await expect(
      importDisk(
        api,
        options({ snapshotName: undefined, image: { name: 'i', description: '', os: 'd', version: '1' } }),
      ),
    ).rejects.toThrow('needs a snapshotName');
    expect(calls).toEqual([]);
  });
});
