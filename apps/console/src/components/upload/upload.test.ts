import { GIB, KIB } from '@rackconsole/sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  chunksOf,
  diskBytesFor,
  padToBlock,
  runLimited,
  runUpload,
  type StepStatus,
  toBase64,
  UploadCanceled,
  type UploadClient,
  type UploadPlan,
  type UploadStepId,
  uploadSteps,
  writeFileInChunks,
} from './upload';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A file of `size` bytes whose every byte is non-zero, so no chunk is skipped. */
const fileOf = (size: number, fill = 7) => new Blob([new Uint8Array(size).fill(fill)]);

describe('chunksOf', () => {
  it('splits a size into chunks of at most the chunk size, the last one shorter', () => {
    expect(chunksOf(0)).toEqual([]);
    expect(chunksOf(1200, 512)).toEqual([
      { offset: 0, length: 512 },
      { offset: 512, length: 512 },
      { offset: 1024, length: 176 },
    ]);
    expect(chunksOf(1024 * KIB)).toEqual([
      { offset: 0, length: 512 * KIB },
      { offset: 512 * KIB, length: 512 * KIB },
    ]);
  });
});

describe('diskBytesFor', () => {
  it('rounds up to whole GiB, at least 1 GiB', () => {
    expect(diskBytesFor(0)).toBe(GIB);
    expect(diskBytesFor(3 * 1024 * KIB)).toBe(GIB);
    expect(diskBytesFor(GIB)).toBe(GIB);
    expect(diskBytesFor(GIB + 1)).toBe(2 * GIB);
  });
});

describe('padToBlock and toBase64', () => {
  it('pads to the next block boundary with zeros and leaves whole blocks alone', () => {
    const padded = padToBlock(new Uint8Array([1, 2, 3]), 512);
    expect(padded.length).toBe(512);
    expect([...padded.slice(0, 4)]).toEqual([1, 2, 3, 0]);
    const whole = new Uint8Array(1024);
    expect(padToBlock(whole, 512)).toBe(whole);
  });

  it('encodes like the platform decodes, also past the slice size', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => index % 251);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });
});

describe('runLimited', () => {
  it('never runs more than the limit at once and runs every item', async () => {
    let active = 0;
    let peak = 0;
    const done: number[] = [];
    await runLimited([1, 2, 3, 4, 5, 6, 7, 8, 9], 4, async (item) => {
      active++;
      peak = Math.max(peak, active);
      await tick();
      active--;
      done.push(item);
    });
    expect(peak).toBe(4);
    expect(done.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('starts nothing after a failure, waits for the running tasks, then rejects with the failure', async () => {
    const started: number[] = [];
    let settled = 0;
    const run = runLimited([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      await tick();
      settled++;
      if (item === 1) throw new Error('write failed');
    });
    await expect(run).rejects.toThrow('write failed');
    expect(started).toEqual([1, 2]);
    expect(settled).toBe(2);
  });

  it('stops starting tasks once aborted and rejects with UploadCanceled', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const run = runLimited(
      [1, 2, 3, 4, 5, 6],
      2,
      async (item) => {
        started.push(item);
        if (item === 2) controller.abort();
        await tick();
      },
      controller.signal,
    );
    await expect(run).rejects.toBeInstanceOf(UploadCanceled);
    expect(started).toEqual([1, 2]);
  });

  it('resolves when the abort comes after every task finished', async () => {
    const controller = new AbortController();
    await expect(
      runLimited(
        [1, 2],
        2,
        async (item) => {
          if (item === 2) controller.abort();
        },
        controller.signal,
      ),
    ).resolves.toBeUndefined();
  });
});

describe('writeFileInChunks', () => {
  it('writes every chunk at its offset, pads the last one to a block, and reports progress to the end', async () => {
    const size = 2 * 512 * KIB + 700;
    const writes = new Map<number, string>();
    const progress: number[] = [];
    await writeFileInChunks({
      file: fileOf(size),
      blockSize: 512,
      write: async (offset, base64) => {
        writes.set(offset, base64);
      },
      onProgress: (written, total) => {
        expect(total).toBe(size);
        progress.push(written);
      },
    });
    expect([...writes.keys()].sort((a, b) => a - b)).toEqual([0, 512 * KIB, 1024 * KIB]);
    expect(Buffer.from(writes.get(0) ?? '', 'base64').length).toBe(512 * KIB);
    const last = Buffer.from(writes.get(1024 * KIB) ?? '', 'base64');
    expect(last.length).toBe(1024);
    expect([...last.subarray(698, 702)]).toEqual([7, 7, 0, 0]);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(size);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('counts chunks of zeros without sending them', async () => {
    const bytes = new Uint8Array(3 * 1024);
    bytes.fill(9, 2048);
    const write = vi.fn(async () => undefined);
    const progress: number[] = [];
    await writeFileInChunks({
      file: new Blob([bytes]),
      blockSize: 512,
      chunkBytes: 1024,
      write,
      onProgress: (written) => progress.push(written),
    });
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenCalledWith(2048, expect.any(String));
    expect(progress.at(-1)).toBe(3 * 1024);
  });
});

/** A client that records its calls in order; `overrides` make individual calls fail or wait. */
function fakeClient(overrides: Partial<UploadClient> = {}) {
  const calls: string[] = [];
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push(`${name}(${args.filter((arg) => typeof arg === 'string' && arg.length < 40).join(',')})`);
    };
  const client: UploadClient = {
    createImportingDisk: async (disk) => {
      calls.push(`createImportingDisk(${disk.name})`);
    },
    startImport: record('startImport'),
    writeBlocks: async () => undefined,
    stopImport: record('stopImport'),
    finalize: record('finalize'),
    diskState: async () => 'detached',
    snapshotView: async () => ({ id: 'snapshot-id', state: 'ready' }),
    createImage: async (image, snapshotId) => {
      calls.push(`createImage(${image.name},${snapshotId})`);
    },
    deleteDisk: record('deleteDisk'),
    deleteSnapshot: record('deleteSnapshot'),
    ...overrides,
  };
  return { client, calls };
}

/** Small chunks keep these tests fast; chunking itself is tested above. */
const CHUNK = 4096;

const plan = (changes: Partial<UploadPlan> = {}): UploadPlan => ({
  file: fileOf(3 * CHUNK),
  blockSize: 512,
  disk: { name: 'disk', description: '', size: GIB },
  snapshotName: 'snap',
  temporary: false,
  ...changes,
});

function track() {
  const steps: [UploadStepId, StepStatus][] = [];
  return { steps, onStep: (id: UploadStepId, status: StepStatus) => steps.push([id, status]) };
}

describe('runUpload', () => {
  it('creates, imports, writes, stops and finalizes into a snapshot, then makes the image', async () => {
    const { client, calls } = fakeClient();
    const { steps, onStep } = track();
    const image = { name: 'img', description: '', os: 'debian', version: '12' };
    const result = await runUpload(plan({ image }), client, {
      onStep,
      onProgress: () => undefined,
      pollMs: 1,
      chunkBytes: CHUNK,
    });
    expect(result).toEqual({ status: 'done' });
    expect(calls).toEqual([
      'createImportingDisk(disk)',
      'startImport(disk)',
      'stopImport(disk)',
      'finalize(disk,snap)',
      'createImage(img,snapshot-id)',
    ]);
    expect(steps.filter(([, status]) => status === 'done').map(([id]) => id)).toEqual(
      uploadSteps({ image, temporary: false }).map((step) => step.id),
    );
  });

  it('removes the temporary disk and snapshot of an image upload once the disk has settled', async () => {
    const states = ['finalizing', 'detached'];
    const { client, calls } = fakeClient({ diskState: async () => states.shift() ?? 'detached' });
    const image = { name: 'img', description: '', os: 'debian', version: '12' };
    const result = await runUpload(plan({ image, temporary: true }), client, {
      onStep: () => undefined,
      onProgress: () => undefined,
      pollMs: 1,
      chunkBytes: CHUNK,
    });
    expect(result).toEqual({ status: 'done' });
    expect(calls.slice(-2)).toEqual(['deleteDisk(disk)', 'deleteSnapshot(snap)']);
    expect(states).toEqual([]);
  });

  it('on a failed write, stops, finalizes without a snapshot and deletes the disk', async () => {
    const failure = new Error('Disk is full');
    const { client, calls } = fakeClient({
      writeBlocks: async (_disk, offset) => {
        if (offset > 0) throw failure;
      },
    });
    const { steps, onStep } = track();
    const result = await runUpload(plan(), client, {
      onStep,
      onProgress: () => undefined,
      pollMs: 1,
      chunkBytes: CHUNK,
    });
    expect(result).toEqual({ status: 'failed', error: failure, cleanupError: undefined });
    expect(calls).toEqual([
      'createImportingDisk(disk)',
      'startImport(disk)',
      'stopImport(disk)',
      'finalize(disk)',
      'deleteDisk(disk)',
    ]);
    expect(steps).toContainEqual(['writeData', 'failed']);
    expect(steps.slice(-2)).toEqual([
      ['rollback', 'running'],
      ['rollback', 'done'],
    ]);
  });

  it('on cancel, writes no more chunks, marks the step canceled and cleans up', async () => {
    const controller = new AbortController();
    const offsets: number[] = [];
    const { client, calls } = fakeClient({
      writeBlocks: async (_disk, offset) => {
        offsets.push(offset);
        if (offsets.length === 2) controller.abort();
        await tick();
      },
    });
    const { steps, onStep } = track();
    const progress: number[] = [];
    const result = await runUpload(plan({ file: fileOf(40 * CHUNK) }), client, {
      onStep,
      onProgress: (written) => progress.push(written),
      signal: controller.signal,
      pollMs: 1,
      chunkBytes: CHUNK,
    });
    expect(result).toEqual({ status: 'canceled', cleanupError: undefined });
    expect(offsets.length).toBe(4);
    expect(progress.at(-1)).toBe(4 * CHUNK);
    expect(steps).toContainEqual(['writeData', 'canceled']);
    expect(calls.slice(-3)).toEqual(['stopImport(disk)', 'finalize(disk)', 'deleteDisk(disk)']);
  });

  it('after finalizing, a failed image removes the snapshot too', async () => {
    const { client, calls } = fakeClient({
      createImage: async () => {
        throw new Error('Image name already exists');
      },
    });
    const image = { name: 'img', description: '', os: 'debian', version: '12' };
    const result = await runUpload(plan({ image }), client, {
      onStep: () => undefined,
      onProgress: () => undefined,
      pollMs: 1,
      chunkBytes: CHUNK,
    });
    expect(result.status).toBe('failed');
    expect(calls.slice(-2)).toEqual(['deleteDisk(disk)', 'deleteSnapshot(snap)']);
  });

  it('has nothing to undo when the disk could not be created', async () => {
    const { client, calls } = fakeClient({
      createImportingDisk: async () => {
        throw new Error('Disk name already exists');
      },
    });
    const { steps, onStep } = track();
    const result = await runUpload(plan(), client, {
      onStep,
      onProgress: () => undefined,
      chunkBytes: CHUNK,
    });
    expect(result.status).toBe('failed');
    expect(calls).toEqual([]);
    expect(steps).toEqual([
      ['createDisk', 'running'],
      ['createDisk', 'failed'],
    ]);
  });

  it('reports a cleanup that could not finish alongside the cancel', async () => {
    const controller = new AbortController();
    const stuck = new Error('Disk is stuck');
    const { client } = fakeClient({
      startImport: async () => controller.abort(),
      deleteDisk: async () => {
        throw stuck;
      },
    });
    const { steps, onStep } = track();
    const result = await runUpload(plan(), client, {
      onStep,
      onProgress: () => undefined,
      signal: controller.signal,
      pollMs: 1,
      chunkBytes: CHUNK,
    });
    expect(result).toEqual({ status: 'canceled', cleanupError: stuck });
    expect(steps.at(-1)).toEqual(['rollback', 'failed']);
  });
});
