import type { DiskImportSource } from '@rackconsole/sdk/disk-import';

/** Input this recent means the user is at work: a click, a key, a scroll. */
export const INPUT_QUIET_MS = 500;

/** While the user is at work, chunks still start one at a time, this far apart, so the upload never stalls. */
export const BUSY_CHUNK_SPACING_MS = 250;

let lastInputAt = Number.NEGATIVE_INFINITY;
let listening = false;

function listenForInput() {
  // Outside a page (the console's node tests) there is no input to give way to.
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const noteInput = () => {
    lastInputAt = Date.now();
  };
  for (const type of ['pointerdown', 'keydown', 'wheel'] as const) {
    window.addEventListener(type, noteInput, { capture: true, passive: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once no input came for `INPUT_QUIET_MS`, or after `atMostMs`, whichever is first. Input up to
 * `since` does not count: the click that started the upload is not the user at work on something else.
 */
async function inputQuiet(atMostMs: number, since: number) {
  const deadline = Date.now() + atMostMs;
  for (;;) {
    const now = Date.now();
    const quietAt = lastInputAt <= since ? now : lastInputAt + INPUT_QUIET_MS;
    if (now >= quietAt || now >= deadline) return;
    await sleep(Math.min(quietAt, deadline) - now);
  }
}

/**
 * `source` read so that the user comes first. In preview every chunk costs the page's own thread some 25 ms
 * of script (the page builds and sends a 700 KB request; the service worker hands it back to the page, where
 * msw copies it and the in-browser platform parses it), and with four in flight a profile of bench:upload
 * found that thread 70% busy, so a click's menu waited behind them. While the user clicks, types or scrolls,
 * chunks start one at a time at most every `BUSY_CHUNK_SPACING_MS` (the ones in flight finish); once input
 * has been quiet for `INPUT_QUIET_MS` they go at full parallelism again. With no input, reads pass straight
 * through.
 */
export function inputFirstSource(source: DiskImportSource): DiskImportSource {
  listenForInput();
  const startedAt = Date.now();
  // Reads take turns at the gate, so a busy spell releases one chunk at a time rather than a burst.
  let gate: Promise<void> = Promise.resolve();
  return {
    size: source.size,
    async read(offset, length) {
      const turn = gate.then(() => inputQuiet(BUSY_CHUNK_SPACING_MS, startedAt));
      gate = turn;
      await turn;
      return source.read(offset, length);
    },
  };
}
