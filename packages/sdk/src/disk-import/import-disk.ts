import type { Api } from '../client/api.js';
import type { BlockSize, Disk, Image, Snapshot } from '../generated/api.js';
import { callOrThrow } from '../helpers/call-or-throw.js';
import {
  DISK_IMPORT_CHUNK_BYTES,
  DISK_IMPORT_DEFAULT_PARALLELISM,
  defaultDiskImportSize,
  diskImportSizeProblem,
  isAllZero,
  padToBlock,
  parallelismProblem,
  resumePoint,
  runLimited,
  toBase64,
} from './chunks.js';
import type { DiskImportSource } from './source.js';

/** The steps of an import in order; `rollback` runs only when a failed or aborted import created something. */
export type DiskImportStep =
  | 'createDisk'
  | 'startImport'
  | 'writeData'
  | 'stopImport'
  | 'finalize'
  | 'createImage'
  | 'removeTemporary'
  | 'rollback';

/** Where a step is: `canceled` is a step the abort stopped. */
export type DiskImportStepStatus = 'running' | 'done' | 'failed' | 'canceled';

/** How far the data has got: bytes of the image written, and the offset an interrupted import resumes from. */
export interface DiskImportProgress {
  written: number;
  total: number;
  /** Every chunk below this offset is on the disk: pass it as `resumeFrom` to carry on after an interruption. */
  resumeOffset: number;
}

/** The image made of the imported disk's snapshot. */
export interface DiskImportImage {
  name: string;
  description: string;
  os: string;
  version: string;
}

/** What `importDisk` makes, and how. */
export interface ImportDiskOptions {
  project: string;
  source: DiskImportSource;
  /** The new disk's name (or, with `resumeFrom`, the importing disk's). */
  name: string;
  description?: string;
  /** The disk's size in bytes (whole GiB, at least the image's); default `defaultDiskImportSize(source.size)`. */
  size?: number;
  /** Default 4096; a resumed import uses the disk's. */
  blockSize?: BlockSize;
  /** Bulk writes in flight at once, 1 to `DISK_IMPORT_MAX_PARALLELISM`; default 4. */
  parallelism?: number;
  /** Aborting stops the import and removes everything it created (the disk, the snapshot). */
  signal?: AbortSignal;
  /** Called once before the first write and after each chunk, with `written` never going back. */
  onProgress?: (progress: DiskImportProgress) => void;
  onStep?: (step: DiskImportStep, status: DiskImportStepStatus) => void;
  /**
   * Carries on an interrupted import: the disk exists (importing or ready to), and every chunk below this
   * offset (a `resumeOffset`; 0 sends it all again, which is harmless) is written already.
   */
  resumeFrom?: number;
  /** Keep the disk's contents as a snapshot of this name once imported. */
  snapshotName?: string;
  /** Then make an image of that snapshot (needs `snapshotName`). */
  image?: DiskImportImage;
  /** The disk and snapshot only carry the data to the image: they are removed once it exists. */
  temporary?: boolean;
  /** A failure (not an abort) leaves the disk importing so that it can be resumed, rather than removing it. */
  keepOnFailure?: boolean;
  /** How often to check on a disk or snapshot being settled (default 1 s), and for how long (default 120 s). */
  pollMs?: number;
  settleTimeoutMs?: number;
}

/** What an import made; `leftoverError` says why a temporary disk or snapshot could not be removed. */
export interface DiskImportResult {
  disk: Disk;
  snapshot?: Snapshot;
  image?: Image;
  leftoverError?: unknown;
}

/** An import that failed or was aborted: why (`cause`), and why cleaning up failed too, if it did. */
export class DiskImportError extends Error {
  constructor(
    readonly aborted: boolean,
    override readonly cause: unknown,
    readonly cleanupError?: unknown,
  ) {
    super(aborted ? 'Disk import aborted' : cause instanceof Error ? cause.message : String(cause));
    this.name = 'DiskImportError';
  }
}

const abortableSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(done, ms);
    function done() {
      signal?.removeEventListener('abort', stop);
      resolve();
    }
    function stop() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', stop, { once: true });
  });

/** Checks an import's options before it makes anything; throws a RangeError saying what is wrong. */
function checkOptions(options: ImportDiskOptions, size: number, parallelism: number) {
  const problem =
    diskImportSizeProblem(size, options.source.size) ??
    parallelismProblem(parallelism) ??
    (options.source.size <= 0 ? 'The image is empty' : undefined) ??
    (options.image && !options.snapshotName ? 'An image needs a snapshotName to be made from' : undefined) ??
    (options.resumeFrom !== undefined &&
    !(
      options.resumeFrom === options.source.size ||
      (options.resumeFrom >= 0 &&
        options.resumeFrom < options.source.size &&
        options.resumeFrom % DISK_IMPORT_CHUNK_BYTES === 0)
    )
      ? `resumeFrom must be a chunk's offset (a multiple of ${DISK_IMPORT_CHUNK_BYTES}) within the image`
      : undefined);
  if (problem) throw new RangeError(problem);
}

/**
 * Imports an image into a new disk: creates it importing, writes the image in parallel base64 bulk writes
 * (chunks of zeros skipped: a new disk reads as zeros), stops, finalizes (optionally as a snapshot) and
 * optionally makes an image. A failure or an abort removes what it made, newest first; it then rejects with
 * a `DiskImportError`.
 */
export async function importDisk(api: Api, options: ImportDiskOptions): Promise<DiskImportResult> {
  const { project, source, name, signal, snapshotName, image } = options;
  const { pollMs = 1000, settleTimeoutMs = 120_000 } = options;
  const size = options.size ?? defaultDiskImportSize(source.size);
  const parallelism = options.parallelism ?? DISK_IMPORT_DEFAULT_PARALLELISM;
  checkOptions(options, size, parallelism);
  const onStep = options.onStep ?? (() => {});
  const query = { project };
  const disk = { path: { disk: name }, query };
  const snapshot = { path: { snapshot: snapshotName ?? '' }, query };
  const made = { disk: false, importing: false, finalized: false, snapshot: false };

  /** Polls `read` until `done` accepts its value; gives up after the settle timeout. */
  const waitUntil = async <T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) => {
    const deadline = Date.now() + settleTimeoutMs;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() >= deadline) throw new Error(`Timed out waiting for ${what}`);
      await abortableSleep(pollMs, signal);
    }
  };
  const settledDisk = () =>
    waitUntil(
      () => callOrThrow(api, 'diskView', disk),
      (view) => view.state.state === 'detached' || view.state.state === 'faulted',
      `disk ${name} to finish importing`,
    );

  let current: DiskImportStep | undefined;
  const step = async <T>(id: DiskImportStep, work: () => Promise<T>): Promise<T> => {
    signal?.throwIfAborted();
    current = id;
    onStep(id, 'running');
    const result = await work();
    onStep(id, 'done');
    current = undefined;
    return result;
  };

  /** Undoes what the import made, newest first; resolves to the error that stopped it, if any. */
  const rollback = async (): Promise<unknown> => {
    if (!made.disk) return undefined;
    onStep('rollback', 'running');
    try {
      if (made.importing) await callOrThrow(api, 'diskBulkWriteImportStop', disk);
      // An importing disk cannot be deleted: finishing the import (without a snapshot) detaches it first.
      if (!made.finalized) await callOrThrow(api, 'diskFinalizeImport', { ...disk, body: {} });
      // Waited for without the signal: the abort that led here must not stop the cleanup.
      const deadline = Date.now() + settleTimeoutMs;
      while (!['detached', 'faulted'].includes((await callOrThrow(api, 'diskView', disk)).state.state)) {
        if (Date.now() >= deadline) throw new Error(`Timed out waiting for disk ${name} to finish importing`);
        await abortableSleep(pollMs);
      }
      await callOrThrow(api, 'diskDelete', disk);
      if (made.snapshot) await callOrThrow(api, 'snapshotDelete', snapshot);
      onStep('rollback', 'done');
      return undefined;
    } catch (error) {
      onStep('rollback', 'failed');
      return error;
    }
  };

  let result: DiskImportResult;
  try {
    let blockSize: BlockSize = options.blockSize ?? 4096;
    if (options.resumeFrom === undefined) {
      await step('createDisk', async () => {
        await callOrThrow(api, 'diskCreate', {
          query,
          body: {
            name,
            description: options.description ?? '',
            size,
            diskBackend: { type: 'distributed', diskSource: { type: 'importing_blocks', blockSize } },
          },
        });
        made.disk = true;
      });
      await step('startImport', async () => {
        await callOrThrow(api, 'diskBulkWriteImportStart', disk);
        made.importing = true;
      });
    } else {
      const existing = await callOrThrow(api, 'diskView', disk);
      const state = existing.state.state;
      if (state !== 'import_ready' && state !== 'importing_from_bulk_writes') {
        throw new Error(
          `Disk ${name} is ${state}: only a disk in import_ready or importing_from_bulk_writes can be resumed`,
        );
      }
      // Carrying it on makes the disk this import's: an abort removes it like a new one.
      made.disk = true;
      blockSize = existing.blockSize as BlockSize;
      if (state === 'import_ready') {
        await step('startImport', () => callOrThrow(api, 'diskBulkWriteImportStart', disk));
      }
      made.importing = true;
    }
    await step('writeData', () =>
      writeChunks(api, disk, { ...options, blockSize, parallelism, from: options.resumeFrom ?? 0 }),
    );
    await step('stopImport', async () => {
      await callOrThrow(api, 'diskBulkWriteImportStop', disk);
      made.importing = false;
    });
    result = await step('finalize', async () => {
      await callOrThrow(api, 'diskFinalizeImport', { ...disk, body: { snapshotName: snapshotName ?? null } });
      made.finalized = true;
      made.snapshot = Boolean(snapshotName);
      const settled = await settledDisk();
      if (settled.state.state !== 'detached') throw new Error(`Disk ${name} is ${settled.state.state}`);
      if (!snapshotName) return { disk: settled };
      const taken = await waitUntil(
        () => callOrThrow(api, 'snapshotView', snapshot),
        (view) => view.state !== 'creating',
        `snapshot ${snapshotName}`,
      );
      if (taken.state !== 'ready') throw new Error(`Snapshot ${snapshotName} is ${taken.state}`);
      return { disk: settled, snapshot: taken };
    });
    const taken = result.snapshot;
    if (image && taken) {
      result.image = await step('createImage', () =>
        callOrThrow(api, 'imageCreate', {
          query,
          body: { ...image, source: { type: 'snapshot', id: taken.id } },
        }),
      );
    }
  } catch (error) {
    const aborted = Boolean(signal?.aborted);
    if (current) onStep(current, aborted ? 'canceled' : 'failed');
    if (!aborted && options.keepOnFailure) throw new DiskImportError(false, error);
    throw new DiskImportError(aborted, error, await rollback());
  }

  if (!options.temporary) return result;
  // The image stands on its own now: a failure here leaves a disk and snapshot behind but no broken image.
  onStep('removeTemporary', 'running');
  try {
    await callOrThrow(api, 'diskDelete', disk);
    if (snapshotName) await callOrThrow(api, 'snapshotDelete', snapshot);
    onStep('removeTemporary', 'done');
    return result;
  } catch (leftoverError) {
    onStep('removeTemporary', 'failed');
    return { ...result, leftoverError };
  }
}

/** Sends the image from `from` in parallel bulk writes, reporting progress after each chunk. */
async function writeChunks(
  api: Api,
  disk: { path: { disk: string }; query: { project: string } },
  options: ImportDiskOptions & { blockSize: number; parallelism: number; from: number },
): Promise<void> {
  const { source, blockSize, from, signal, onProgress } = options;
  const total = source.size;
  const offsets: number[] = [];
  for (let offset = from; offset < total; offset += DISK_IMPORT_CHUNK_BYTES) offsets.push(offset);
  const point = resumePoint(from, total, DISK_IMPORT_CHUNK_BYTES);
  let written = from;
  onProgress?.({ written, total, resumeOffset: from });
  await runLimited(
    offsets,
    options.parallelism,
    async (offset) => {
      const length = Math.min(DISK_IMPORT_CHUNK_BYTES, total - offset);
      const bytes = await source.read(offset, length);
      if (bytes.length !== length) {
        throw new Error(`The image ended at ${offset + bytes.length} bytes, before its size of ${total}`);
      }
      if (!isAllZero(bytes)) {
        const base64EncodedData = toBase64(padToBlock(bytes, blockSize));
        await callOrThrow(api, 'diskBulkWriteImport', { ...disk, body: { offset, base64EncodedData } });
      }
      written += length;
      onProgress?.({ written, total, resumeOffset: point.written(offset) });
    },
    signal,
  );
}
