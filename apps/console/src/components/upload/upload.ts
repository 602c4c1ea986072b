import { type BlockSize, GIB, KIB } from '@rackconsole/sdk';

/** Bytes sent per bulk write: the platform takes at most 512 KiB of data in one call. */
export const UPLOAD_CHUNK_BYTES = 512 * KIB;

/** Bulk writes in flight at once: enough to hide each call's latency without flooding the platform. */
export const UPLOAD_CONCURRENCY = 4;

/** How often the upload checks on a disk or snapshot it is waiting for. */
export const UPLOAD_POLL_MS = 1000;

/** How long the upload waits for a disk or snapshot to settle before it gives up. */
export const UPLOAD_SETTLE_TIMEOUT_MS = 120_000;

/** Thrown inside an upload once its signal is aborted; the upload then undoes what it created. */
export class UploadCanceled extends Error {
  constructor() {
    super('Upload canceled');
    this.name = 'UploadCanceled';
  }
}

/** One bulk write's share of the file. */
export interface Chunk {
  offset: number;
  length: number;
}

/** Splits `size` bytes into consecutive chunks of at most `chunkBytes`. */
export function chunksOf(size: number, chunkBytes = UPLOAD_CHUNK_BYTES): Chunk[] {
  const chunks: Chunk[] = [];
  for (let offset = 0; offset < size; offset += chunkBytes) {
    chunks.push({ offset, length: Math.min(chunkBytes, size - offset) });
  }
  return chunks;
}

/** The size of the disk that holds a file: whole GiB (the platform's rule), at least 1 GiB. */
export const diskBytesFor = (fileBytes: number) => Math.max(1, Math.ceil(fileBytes / GIB)) * GIB;

/**
 * The platform writes whole blocks only, so the file's last chunk is padded with zeros to a block boundary;
 * a new disk reads as zeros there anyway, so the disk's contents are the same.
 */
export function padToBlock(bytes: Uint8Array, blockSize: number): Uint8Array {
  const remainder = bytes.length % blockSize;
  if (remainder === 0) return bytes;
  const padded = new Uint8Array(bytes.length + blockSize - remainder);
  padded.set(bytes);
  return padded;
}

/**
 * Base64 of bytes. The binary string is built from slices (one call's arguments are limited) with `apply`,
 * which is many times faster than spreading large slices into `String.fromCharCode`.
 */
export function toBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += 0x2000) {
    parts.push(String.fromCharCode.apply(null, bytes.subarray(start, start + 0x2000) as unknown as number[]));
  }
  return btoa(parts.join(''));
}

const isAllZero = (bytes: Uint8Array) => bytes.every((byte) => byte === 0);

/**
 * Runs `task` for each item with at most `limit` running at once. After the first failure, or once `signal`
 * is aborted, no new task starts; the running ones are awaited, then the failure (or `UploadCanceled`) is
 * thrown.
 */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  let completed = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && !signal?.aborted && next < items.length) {
      const item = items[next++] as T;
      try {
        await task(item);
        completed++;
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
  if (signal?.aborted && completed < items.length) throw new UploadCanceled();
}

/**
 * Writes a file into an importing disk in parallel bulk writes, reporting the bytes written so far. A new
 * disk reads as zeros, so chunks of zeros are counted but not sent.
 */
export async function writeFileInChunks({
  file,
  blockSize,
  write,
  onProgress,
  signal,
  chunkBytes = UPLOAD_CHUNK_BYTES,
  concurrency = UPLOAD_CONCURRENCY,
}: {
  file: Blob;
  blockSize: number;
  write: (offset: number, base64: string) => Promise<void>;
  onProgress: (written: number, total: number) => void;
  signal?: AbortSignal;
  chunkBytes?: number;
  concurrency?: number;
}): Promise<void> {
  let written = 0;
  onProgress(0, file.size);
  await runLimited(
    chunksOf(file.size, chunkBytes),
    concurrency,
    async ({ offset, length }) => {
      const bytes = new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());
      if (!isAllZero(bytes)) await write(offset, toBase64(padToBlock(bytes, blockSize)));
      written += length;
      onProgress(written, file.size);
    },
    signal,
  );
}

/** What an upload makes: a disk written from the file, a snapshot of it, and optionally an image of that. */
export interface UploadPlan {
  file: Blob;
  blockSize: BlockSize;
  disk: { name: string; description: string; size: number };
  snapshotName: string;
  image?: { name: string; description: string; os: string; version: string };
  /** For an image upload the disk and snapshot only carry the data: they are removed once the image exists. */
  temporary: boolean;
}

/** The platform calls an upload makes, by resource name within the project. */
export interface UploadClient {
  createImportingDisk: (disk: UploadPlan['disk'], blockSize: BlockSize) => Promise<void>;
  startImport: (disk: string) => Promise<void>;
  writeBlocks: (disk: string, offset: number, base64: string) => Promise<void>;
  stopImport: (disk: string) => Promise<void>;
  /** Ends the import; with a snapshot name, the disk's contents are kept as that snapshot. */
  finalize: (disk: string, snapshotName?: string) => Promise<void>;
  diskState: (disk: string) => Promise<string>;
  snapshotView: (snapshot: string) => Promise<{ id: string; state: string }>;
  createImage: (image: NonNullable<UploadPlan['image']>, snapshotId: string) => Promise<void>;
  deleteDisk: (disk: string) => Promise<void>;
  deleteSnapshot: (snapshot: string) => Promise<void>;
}

/** The steps of an upload in order; `rollback` runs only when a failed or canceled upload created something. */
export type UploadStepId =
  | 'createDisk'
  | 'startImport'
  | 'writeData'
  | 'stopImport'
  | 'finalize'
  | 'createImage'
  | 'removeTemporary'
  | 'rollback';

export type StepStatus = 'running' | 'done' | 'failed' | 'canceled';

/** The steps a plan goes through, with the words the panel shows for them. */
export function uploadSteps(
  plan: Pick<UploadPlan, 'image' | 'temporary'>,
): { id: UploadStepId; label: string }[] {
  return [
    { id: 'createDisk' as const, label: plan.temporary ? 'Create temporary disk' : 'Create disk' },
    { id: 'startImport' as const, label: 'Start import' },
    { id: 'writeData' as const, label: 'Upload image data' },
    { id: 'stopImport' as const, label: 'Stop import' },
    { id: 'finalize' as const, label: 'Create snapshot' },
    ...(plan.image ? [{ id: 'createImage' as const, label: 'Create image' }] : []),
    ...(plan.temporary
      ? [{ id: 'removeTemporary' as const, label: 'Remove temporary disk and snapshot' }]
      : []),
  ];
}

export type UploadResult =
  | { status: 'done'; cleanupError?: unknown }
  | { status: 'canceled'; cleanupError?: unknown }
  | { status: 'failed'; error: unknown; cleanupError?: unknown };

interface RunOptions {
  onStep: (step: UploadStepId, status: StepStatus) => void;
  onProgress: (written: number, total: number) => void;
  signal?: AbortSignal;
  chunkBytes?: number;
  concurrency?: number;
  pollMs?: number;
  settleTimeoutMs?: number;
}

/** Polls `read` until `done` accepts its value; gives up with an error after `timeoutMs`. */
async function waitUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { pollMs, timeoutMs, what }: { pollMs: number; timeoutMs: number; what: string },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() >= deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/**
 * Runs an upload from disk creation to the image. A failure or a cancel (through `signal`) stops it and
 * removes what it created, newest first, so nothing is left half-written. Creating the image is the last
 * step that can fail the upload: after it only the temporary disk and snapshot remain to be removed.
 */
export async function runUpload(
  plan: UploadPlan,
  client: UploadClient,
  options: RunOptions,
): Promise<UploadResult> {
  const { onStep, signal, pollMs = UPLOAD_POLL_MS, settleTimeoutMs = UPLOAD_SETTLE_TIMEOUT_MS } = options;
  const disk = plan.disk.name;
  const created = { disk: false, importing: false, finalized: false, snapshot: false };
  const waitForDetached = () =>
    waitUntil(
      () => client.diskState(disk),
      (state) => state === 'detached' || state === 'faulted',
      { pollMs, timeoutMs: settleTimeoutMs, what: `disk ${disk} to finish importing` },
    );
  let current: UploadStepId | undefined;
  const step = async <T>(id: UploadStepId, work: () => Promise<T>): Promise<T> => {
    if (signal?.aborted) throw new UploadCanceled();
    current = id;
    onStep(id, 'running');
    const result = await work();
    onStep(id, 'done');
    current = undefined;
    return result;
  };

  /** Undoes what the upload created, newest first; resolves to the error that stopped it, if any. */
  const rollback = async (): Promise<unknown> => {
    if (!created.disk) return undefined;
    onStep('rollback', 'running');
    try {
      if (created.importing) await client.stopImport(disk);
      // An importing disk cannot be deleted: finishing the import (without a snapshot) detaches it first.
      if (!created.finalized) await client.finalize(disk);
      await waitForDetached();
      await client.deleteDisk(disk);
      if (created.snapshot) await client.deleteSnapshot(plan.snapshotName);
      onStep('rollback', 'done');
      return undefined;
    } catch (error) {
      onStep('rollback', 'failed');
      return error;
    }
  };

  try {
    await step('createDisk', async () => {
      await client.createImportingDisk(plan.disk, plan.blockSize);
      created.disk = true;
    });
    await step('startImport', async () => {
      await client.startImport(disk);
      created.importing = true;
    });
    await step('writeData', () =>
      writeFileInChunks({
        file: plan.file,
        blockSize: plan.blockSize,
        write: (offset, base64) => client.writeBlocks(disk, offset, base64),
        onProgress: options.onProgress,
        signal,
        chunkBytes: options.chunkBytes,
        concurrency: options.concurrency,
      }),
    );
    await step('stopImport', async () => {
      await client.stopImport(disk);
      created.importing = false;
    });
    const snapshot = await step('finalize', async () => {
      await client.finalize(disk, plan.snapshotName);
      created.finalized = true;
      created.snapshot = true;
      return waitUntil(
        () => client.snapshotView(plan.snapshotName),
        (view) => view.state !== 'creating',
        { pollMs, timeoutMs: settleTimeoutMs, what: `snapshot ${plan.snapshotName}` },
      );
    });
    if (snapshot.state !== 'ready') throw new Error(`Snapshot ${plan.snapshotName} is ${snapshot.state}`);
    const image = plan.image;
    if (image) {
      await step('createImage', () => client.createImage(image, snapshot.id));
    }
  } catch (error) {
    const canceled = Boolean(signal?.aborted);
    if (current) onStep(current, canceled ? 'canceled' : 'failed');
    const cleanupError = await rollback();
    return canceled ? { status: 'canceled', cleanupError } : { status: 'failed', error, cleanupError };
  }

  if (!plan.temporary) return { status: 'done' };
  // The image stands on its own now: a failure here leaves a disk and snapshot behind but no broken image.
  onStep('removeTemporary', 'running');
  try {
    await waitForDetached();
    await client.deleteDisk(disk);
    await client.deleteSnapshot(plan.snapshotName);
    onStep('removeTemporary', 'done');
    return { status: 'done' };
  } catch (cleanupError) {
    onStep('removeTemporary', 'failed');
    return { status: 'done', cleanupError };
  }
}
