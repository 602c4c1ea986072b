// The preview mode's runtime: the mock platform in a worker of its own, behind an msw service worker whose
// handlers on the page only forward each request to it (runtime/preview-host.ts answers them). The page's
// thread never parses, validates or stores a request, so a large upload leaves the console responsive.
import { http, passthrough, ws } from 'msw';
import { setupWorker } from 'msw/browser';
import type { Latency } from './runtime/behaviour';
import { forwardRequest, previewChannel } from './runtime/preview-channel';
import { SERIAL_CONSOLE_MAX_MESSAGE_BYTES } from './runtime/serial-console';

/** Paths the platform serves; everything else (the console's own files) goes to the network. */
const PLATFORM_PATH = /^\/(v1|device|login|experimental)(\/|$)/;

export interface PreviewMockOptions {
  /** Extra delay per call: a fixed number of ms or a `[min, max]` range drawn uniformly. */
  latency?: Latency;
  /** Share of calls (0–1) that fail with 401, 403, 404 or 500 instead of being answered (`setChaos` too). */
  chaos?: number;
  /** A state file's text to start from instead of the seed (a link to a preview's state). */
  state?: string;
  /** Where the console serves msw's worker script (default `/mockServiceWorker.js`). */
  serviceWorkerUrl?: string;
}

/** Where the tab remembers who is signed in: a user id, or '' once signed out. */
const SIGNED_IN_USER_KEY = 'rackconsole.preview.user';

/** A share of calls, clamped to 0–1 (anything else is none). */
const shareOf = (share: number) => (Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0);

/** The size of a websocket message in bytes, as the Node server's limit counts it. */
const messageBytes = (data: string | Uint8Array) =>
  typeof data === 'string' ? new TextEncoder().encode(data).byteLength : data.byteLength;

/** The platform's worker and the channel to it; `ready` rejects with why when it cannot start. */
function startPlatformWorker(options: PreviewMockOptions, chaos: number) {
  // Next to this module both in the sources (Vite bundles the worker from the pattern) and in the package's
  // build (its own entry, dist/preview-worker.js).
  const worker = new Worker(new URL('./preview-worker.js', import.meta.url), {
    type: 'module',
    name: 'rack-console-preview-platform',
  });
  const channel = previewChannel(worker);
  let started = false;
  worker.addEventListener('error', (event) => {
    // Before the platform answers its start, an error is the script failing to load or run.
    if (started) return;
    event.preventDefault();
    channel.fail(
      new Error(
        `The preview platform's worker failed to start: ${event.message || 'its script did not load'}`,
      ),
    );
  });
  // Calls posted before the worker runs wait in its queue, behind this one.
  const ready = channel
    .call('start', {
      latency: options.latency,
      chaos,
      state: options.state,
      publicOrigin: location.origin,
      signedInUser: sessionStorage.getItem(SIGNED_IN_USER_KEY),
    })
    .then(() => {
      started = true;
    });
  return { worker, channel, ready };
}

/**
 * Starts the in-browser platform, signed in as the seeded default user. State lives in memory until the page
 * reloads. Resolves once the worker intercepts requests; callers start it alongside their own start-up rather
 * than before it, since registering a service worker dominates a cold load. Rejects when the state is not a
 * state file (a `StateFileError`'s message) or the platform's worker cannot start.
 */
export async function startPreviewMock(options: PreviewMockOptions = {}) {
  // The chaos mode's share of failing calls can be switched while the preview runs (`setChaos`).
  let chaos = shareOf(options.chaos ?? 0);
  const { worker: platformWorker, channel, ready } = startPlatformWorker(options, chaos);

  const api = http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (url.origin !== location.origin || !PLATFORM_PATH.test(url.pathname)) return passthrough();
    return forwardRequest(channel, request, (userId) => sessionStorage.setItem(SIGNED_IN_USER_KEY, userId));
  });

  const serialConsole = ws.link(/\/v1\/instances\/[^/]+\/serial-console\/stream/);
  const serialConsoleHandler = serialConsole.addEventListener('connection', ({ client }) => {
    const closeWith = (code: number, reason: string, session?: number) => {
      client.close(code, reason);
      if (session !== undefined) void channel.call('consoleClose', session).catch(() => undefined);
      return undefined;
    };
    // Messages are answered in order, each once the session is open; none is answered once it closed.
    let session: Promise<number | undefined> = channel.call('consoleOpen', client.url.href).then(
      (opened) => {
        if (opened.history.length > 0) client.send(opened.history);
        return opened.session;
      },
      (error: unknown) =>
        closeWith(1011, error instanceof Error ? error.message : 'serial console unavailable'),
    );
    client.addEventListener('message', (event) => {
      session = session.then(async (open) => {
        if (open === undefined) return undefined;
        const raw = event.data instanceof Blob ? await event.data.arrayBuffer() : event.data;
        const data = typeof raw === 'string' ? raw : new Uint8Array(raw as ArrayBuffer);
        if (messageBytes(data) > SERIAL_CONSOLE_MAX_MESSAGE_BYTES)
          return closeWith(1009, 'message too big', open);
        try {
          client.send(await channel.call('consoleSend', { session: open, data }));
          return open;
        } catch (error) {
          return closeWith(1011, error instanceof Error ? error.message : 'serial console unavailable', open);
        }
      });
    });
    client.addEventListener('close', () => {
      void session
        .then((open) => open !== undefined && channel.call('consoleClose', open))
        .catch(() => undefined);
    });
  });

  const serviceWorker = setupWorker(api, serialConsoleHandler);
  // The platform starts in its worker while the service worker registers (what dominates a cold load).
  const [platformStart, serviceWorkerStart] = await Promise.allSettled([
    ready,
    serviceWorker.start({
      quiet: true,
      onUnhandledRequest: 'bypass',
      serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    }),
  ]);
  const failure = [platformStart, serviceWorkerStart].find((outcome) => outcome.status === 'rejected');
  if (failure) {
    if (serviceWorkerStart.status === 'fulfilled') serviceWorker.stop();
    platformWorker.terminate();
    throw failure.reason;
  }
  return {
    stop() {
      serviceWorker.stop();
      platformWorker.terminate();
    },
    /** The whole platform as a state file's text (the Node server's `--state` format). */
    exportState: () => channel.call('exportState', undefined),
    /**
     * Replaces the whole platform with a state file's; the signed-in user stays signed in when the state knows
     * them. Rejects with a `StateFileError` saying why when the text is not a state file, and changes nothing then.
     */
    importState: (text: string) => channel.call('importState', text),
    /** The chaos mode's share of calls (0–1) that fail at random. */
    chaos: () => chaos,
    /** Switches the chaos mode from the next call on: a share of calls (0–1, clamped) fails at random. */
    setChaos(share: number) {
      chaos = shareOf(share);
      void channel.call('setChaos', chaos).catch(() => undefined);
    },
  };
}

/** The running in-browser platform, as `startPreviewMock` hands it to the page. */
export type PreviewPlatform = Awaited<ReturnType<typeof startPreviewMock>>;
