import { createApi, createServerVersionWatch, olderVersionShapes, olderVersions } from '@rackconsole/sdk';

let mockReady: Promise<unknown> = Promise.resolve();

/**
 * In preview mode the in-browser platform starts alongside the app; calls made before it intercepts requests
 * wait for it rather than reaching the network.
 */
export function waitForMockBeforeCalls(ready: Promise<unknown>) {
  mockReady = ready;
}

/** The API version the platform names on its answers: newer than the console's after an update under it. */
export const serverVersion = createServerVersionWatch();

/** The console's platform client: same-origin calls, the session cookie carries authentication. */
export const api = createApi({
  baseParams: { credentials: 'same-origin' },
  serverVersion,
  // Against a platform older than the console, speak its version: screens it lacks say so (NeedsApiVersion).
  adaptToOlderServer: true,
  versions: olderVersions,
  // …and send and read its shapes as the newest ones the console is written against.
  shapes: olderVersionShapes,
  fetch: async (request) => {
    await mockReady;
    return fetch(request);
  },
});
