import { describe, expect, it } from 'vitest';
import { GIB, MIB } from '../util/bytes.js';
import {
  defaultDiskImportSize,
  diskImportSizeProblem,
  isAllZero,
  padToBlock,
  resumePoint,
  runLimited,
  toBase64,
} from './chunks.js';
import { fileHandleSource } from './source.js';

describe('disk import sizes', () => {
  it('defaults to the image rounded up to whole GiB, at least 1 GiB', () => {
    expect(defaultDiskImportSize(1)).toBe(GIB);
    expect(defaultDiskImportSize(64 * MIB)).toBe(GIB);
    expect(defaultDiskImportSize(GIB)).toBe(GIB);
    expect(defaultDiskImportSize(GIB + 1)).toBe(2 * GIB);
  });

  it('says why a size cannot hold an image under the platform’s rules', () => {
    expect(diskImportSizeProblem(2 * GIB, GIB + 1)).toBeUndefined();
    expect(diskImportSizeProblem(64 * MIB, MIB)).toBe(
      'The disk size must be a whole number of GiB (64 MiB is not)',
    );
    expect(diskImportSizeProblem(GIB, 2 * GIB)).toBe(
      'The disk size (1 GiB) is smaller than the image: it needs at least 2 GiB',
    );
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

  it('encodes like the platform decodes, a view into a larger buffer too', () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => index % 251);
    expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(toBase64(bytes.subarray(10, 20))).toBe(Buffer.from(bytes.subarray(10, 20)).toString('base64'));
  });
});

describe('isAllZero', () => {
  it('finds a single set byte anywhere: in a word, in the tail, in a view off a word boundary', () => {
    const chunk = new Uint8Array(4099);
    expect(isAllZero(chunk)).toBe(true);
    expect(isAllZero(chunk.subarray(1))).toBe(true);
    expect(isAllZero(new Uint8Array(0))).toBe(true);
    for (const at of [0, 3, 2048, 4095, 4096, 4098]) {
      const marked = new Uint8Array(4099);
      marked[at] = 0x80;
      expect(isAllZero(marked), `a byte set at ${at}`).toBe(false);
      expect(isAllZero(marked.subarray(1)), `a byte set at ${at}, viewed from 1`).toBe(at === 0);
      expect(isAllZero(marked.subarray(4, 4 + Math.max(0, at - 4))), `before ${at}`).toBe(true);
    }
  });
});

describe('runLimited', () => {
  it('starts nothing after a failure, waits for the running tasks, then rejects with the failure', async () => {
    const started: number[] = [];
    let finished = 0;
    const failure = new Error('no');
    const run = runLimited([0, 1, 2, 3, 4, 5], 2, async (offset) => {
      started.push(offset);
      await new Promise((resolve) => setTimeout(resolve, 0));
      finished++;
      if (offset === 1) throw failure;
    });
    await expect(run).rejects.toBe(failure);
    expect(started).toEqual([0, 1, 2]);
    expect(finished).toBe(3);
  });
});

describe('resumePoint', () => {
  it('moves only past chunks written without a gap below them, in any order', () => {
    const point = resumePoint(0, 25, 10);
    expect(point.written(10)).toBe(0);
    expect(point.written(0)).toBe(20);
    expect(point.written(20)).toBe(25);
  });
});

describe('fileHandleSource', () => {
  it('reads a range through short reads, and ends short when the file does', async () => {
    const data = Uint8Array.from({ length: 100 }, (_, index) => index);
    const file = {
      read: async (buffer: Uint8Array, offset: number, length: number, position: number) => {
        const bytes = data.subarray(position, Math.min(position + Math.min(length, 7), 90));
        buffer.set(bytes, offset);
        return { bytesRead: bytes.length };
      },
    };
    const source = fileHandleSource(file, 100);
    expect([...(await source.read(10, 20))]).toEqual([...data.subarray(10, 30)]);
    expect((await source.read(80, 20)).length).toBe(10);
  });
});
