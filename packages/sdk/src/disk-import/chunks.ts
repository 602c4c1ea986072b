import { formatBytes, GIB, KIB } from '../util/bytes.js';

/** Bytes of the image per bulk write: the platform takes at most 512 KiB of data in one call. */
export const DISK_IMPORT_CHUNK_BYTES = 512 * KIB;

/** Bulk writes in flight at once by default: enough to hide each call's latency without flooding the platform. */
export const DISK_IMPORT_DEFAULT_PARALLELISM = 4;

/** The most bulk writes an import keeps in flight: more only queues on the platform. */
export const DISK_IMPORT_MAX_PARALLELISM = 16;

/** The platform's disk size rule: whole GiB, at least 1 GiB. */
export const DISK_SIZE_STEP_BYTES = GIB;

/** The size of the disk an import makes by default: the image's size rounded up to whole GiB, at least 1 GiB. */
export const defaultDiskImportSize = (imageBytes: number): number =>
  Math.max(1, Math.ceil(imageBytes / DISK_SIZE_STEP_BYTES)) * DISK_SIZE_STEP_BYTES;

/** Why a disk of `diskBytes` cannot hold an image of `imageBytes` (the platform's size rules), if it cannot. */
export function diskImportSizeProblem(diskBytes: number, imageBytes: number): string | undefined {
  if (!Number.isSafeInteger(diskBytes) || diskBytes <= 0 || diskBytes % DISK_SIZE_STEP_BYTES !== 0) {
    return `The disk size must be a whole number of GiB (${formatBytes(diskBytes)} is not)`;
  }
  if (diskBytes < imageBytes) {
    return `The disk size (${formatBytes(diskBytes)}) is smaller than the image: it needs at least ${formatBytes(defaultDiskImportSize(imageBytes))}`;
  }
  return undefined;
}

/** Why `parallelism` is not a number of bulk writes in flight the import accepts, if it is not. */
export function parallelismProblem(parallelism: number): string | undefined {
  return Number.isInteger(parallelism) && parallelism >= 1 && parallelism <= DISK_IMPORT_MAX_PARALLELISM
    ? undefined
    : `Parallelism must be a whole number from 1 to ${DISK_IMPORT_MAX_PARALLELISM}`;
}

/**
 * The platform writes whole blocks only, so the image's last chunk is padded with zeros to a block boundary;
 * a new disk reads as zeros there anyway, so the disk's contents are the same.
 */
export function padToBlock(bytes: Uint8Array, blockSize: number): Uint8Array {
  const remainder = bytes.length % blockSize;
  if (remainder === 0) return bytes;
  const padded = new Uint8Array(bytes.length + blockSize - remainder);
  padded.set(bytes);
  return padded;
}

/** Node's Buffer when the SDK runs there (read from the global, never imported, so browsers bundle nothing). */
const NodeBuffer = (
  globalThis as {
    Buffer?: {
      from(data: ArrayBufferLike, offset: number, length: number): { toString(e: 'base64'): string };
    };
  }
).Buffer;

/** The engine's own `Uint8Array.prototype.toBase64` (Chromium 140, Firefox 133, Safari 18.2, Node 25), if it has one. */
const nativeToBase64 = (Uint8Array.prototype as { toBase64?: (this: Uint8Array) => string }).toBase64;

/**
 * Base64 of one chunk. The engine's own encoder takes one native pass (0.07 ms for 512 KiB in Chromium, where
 * building the binary string took 18 ms of the page's thread); Node's Buffer encodes in place; elsewhere the
 * binary string is built from slices (one call's arguments are limited) with `apply`, many times faster than
 * spreading into `String.fromCharCode`.
 */
export function toBase64(bytes: Uint8Array): string {
  if (nativeToBase64) return nativeToBase64.call(bytes);
  if (NodeBuffer) return NodeBuffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += 0x2000) {
    parts.push(String.fromCharCode.apply(null, bytes.subarray(start, start + 0x2000) as unknown as number[]));
  }
  return btoa(parts.join(''));
}

/**
 * Whether a chunk is all zeros: a new disk reads as zeros, so such a chunk need not be sent. Four bytes at a
 * time where the chunk starts on a word boundary (as read chunks do), in a plain loop: `every` with a callback
 * took 8–16 ms of the page's thread per 512 KiB in Chromium, this 0.07 ms.
 */
export function isAllZero(bytes: Uint8Array): boolean {
  let words = 0;
  if (bytes.byteOffset % 4 === 0) {
    words = bytes.length >>> 2;
    const wide = new Uint32Array(bytes.buffer, bytes.byteOffset, words);
    for (let index = 0; index < words; index++) if (wide[index] !== 0) return false;
  }
  for (let index = words * 4; index < bytes.length; index++) if (bytes[index] !== 0) return false;
  return true;
}

/**
 * Runs `task` for each offset with at most `limit` running at once. After the first failure, or once `signal`
 * is aborted, no new task starts; the running ones are awaited, then the failure is thrown (an abort throws
 * the signal's reason).
 */
export async function runLimited(
  offsets: readonly number[],
  limit: number,
  task: (offset: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && !signal?.aborted && next < offsets.length) {
      const offset = offsets[next++] as number;
      try {
        await task(offset);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, offsets.length) }, worker));
  if (failure) throw failure.error;
  signal?.throwIfAborted();
}

/**
 * Tracks which chunks have been written and the offset below which all have: where an interrupted import can
 * resume, whatever order the parallel writes finish in.
 */
export function resumePoint(from: number, size: number, chunkBytes: number) {
  const finished = new Set<number>();
  let offset = from;
  return {
    /** Records a written chunk; returns the offset below which every chunk is written. */
    written(chunk: number): number {
      finished.add(chunk);
      while (finished.has(offset)) {
        finished.delete(offset);
        offset = Math.min(size, offset + chunkBytes);
      }
      return offset;
    },
  };
}
