import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSY_CHUNK_SPACING_MS, INPUT_QUIET_MS, inputFirstSource } from './inputFirstSource';

/** A source of `size` bytes recording when (in fake ms since the test began) each read reached it. */
function recordingSource(size: number) {
  const startedAt = Date.now();
  const reads: number[] = [];
  return {
    reads,
    source: {
      size,
      read: async (offset: number, length: number) => {
        reads.push(Date.now() - startedAt);
        return new Uint8Array(Math.min(length, size - offset));
      },
    },
  };
}

// Each test's clock starts an hour after the last one's, so input noted in one test is long past in the next.
let clock = 0;

describe('inputFirstSource', () => {
  beforeEach(() => {
    clock += 3_600_000;
    vi.useFakeTimers({ now: clock });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('passes reads straight through while the user is away', async () => {
    vi.advanceTimersByTime(INPUT_QUIET_MS);
    const { reads, source } = recordingSource(4);
    const reading = inputFirstSource(source);
    const bytes = await Promise.all([0, 1, 2, 3].map((offset) => reading.read(offset, 1)));
    expect(bytes.map((chunk) => chunk.length)).toEqual([1, 1, 1, 1]);
    expect(reads).toEqual([0, 0, 0, 0]);
  });

  it('does not slow the upload for the click that started it', async () => {
    vi.advanceTimersByTime(INPUT_QUIET_MS);
    window.dispatchEvent(new Event('pointerdown'));
    const { reads, source } = recordingSource(4);
    const reading = inputFirstSource(source);
    await Promise.all([0, 1, 2, 3].map((offset) => reading.read(offset, 1)));
    expect(reads).toEqual([0, 0, 0, 0]);
  });

  it('starts one chunk at a time, spaced, while the user clicks, then all at once when input is quiet', async () => {
    vi.advanceTimersByTime(INPUT_QUIET_MS);
    const { reads, source } = recordingSource(4);
    const reading = inputFirstSource(source);
    // The user clicks a millisecond after the upload started.
    vi.advanceTimersByTime(1);
    window.dispatchEvent(new Event('pointerdown'));
    const done = Promise.all([0, 1, 2, 3].map((offset) => reading.read(offset, 1)));
    await vi.advanceTimersByTimeAsync(BUSY_CHUNK_SPACING_MS);
    expect(reads).toEqual([1 + BUSY_CHUNK_SPACING_MS]);
    await vi.advanceTimersByTimeAsync(INPUT_QUIET_MS - BUSY_CHUNK_SPACING_MS);
    await done;
    // The second read's turn came 250 ms after the click, and it waited for the quiet 500 ms after it; the rest
    // followed it.
    const quiet = 1 + INPUT_QUIET_MS;
    expect(reads).toEqual([1 + BUSY_CHUNK_SPACING_MS, quiet, quiet, quiet]);
  });

  it('keeps the upload going, one chunk per spacing, however long the user keeps at it', async () => {
    vi.advanceTimersByTime(INPUT_QUIET_MS);
    const { reads, source } = recordingSource(3);
    const reading = inputFirstSource(source);
    vi.advanceTimersByTime(1);
    const typing = setInterval(() => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })), 100);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    const done = Promise.all([0, 1, 2].map((offset) => reading.read(offset, 1)));
    await vi.advanceTimersByTimeAsync(3 * BUSY_CHUNK_SPACING_MS);
    await done;
    clearInterval(typing);
    expect(reads).toEqual([1, 2, 3].map((turn) => 1 + turn * BUSY_CHUNK_SPACING_MS));
  });
});
