// The preview mode's runtime: the mock platform inside the page, behind an msw service worker.
import { http, passthrough, ws } from 'msw';
import { setupWorker } from 'msw/browser';
import { resolveActor } from './handlers/auth-session';
import { type BehaviourOptions, withBehaviour } from './runtime/behaviour';
import { PlatformError } from './runtime/errors';
import { createMockPlatform } from './runtime/platform';
import { openSerialConsole, serialConsoleTarget } from './runtime/serial-console';

/** Paths the platform serves; everything else (the console's own files) goes to the network. */
const PLATFORM_PATH = /^\/(v1|device|login|experimental)(\/|$)/;

export interface PreviewMockOptions extends BehaviourOptions {
  /** Where the console serves msw's worker script (default `/mockServiceWorker.js`). */
  serviceWorkerUrl?: string;
}

/**
 * Starts the in-browser platform, signed in as the seeded default user. State lives in memory until the page
 * reloads. Resolves once the worker intercepts requests; callers start it alongside their own start-up rather
 * than before it, since registering a service worker dominates a cold load.
 */
export async function startPreviewMock(options: PreviewMockOptions = {}) {
  const platform = createMockPlatform({ seed: 'default', implicitUser: true });
  const handle = withBehaviour(platform.dispatch, options);

  const api = http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (url.origin !== location.origin || !PLATFORM_PATH.test(url.pathname)) return passthrough();
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : new Uint8Array(await request.arrayBuffer());
    const answer = await handle({ method: request.method, url, headers: request.headers, body });
    return new Response(
      answer.status === 204 || request.method === 'HEAD' ? null : (answer.body as BodyInit | undefined),
      {
        status: answer.status,
        headers: answer.headers,
      },
    );
  });

  const serialConsole = ws.link(/\/v1\/instances\/[^/]+\/serial-console\/stream/);
  const serialConsoleHandler = serialConsole.addEventListener('connection', ({ client }) => {
    const target = serialConsoleTarget(new URL(client.url));
    try {
      if (!target) throw new PlatformError(404, 'NotFound', 'Not Found');
      const actor = resolveActor(platform.db, new Headers(), platform.implicitUserId);
      const session = openSerialConsole(
        platform.db,
        platform.settings,
        actor,
        target.instance,
        target.project,
      );
      if (session.history.length > 0) client.send(session.history);
      client.addEventListener('message', async (event) => {
        const data = event.data instanceof Blob ? new Uint8Array(await event.data.arrayBuffer()) : event.data;
        client.send(session.receive(typeof data === 'string' ? data : new Uint8Array(data as ArrayBuffer)));
      });
    } catch (error) {
      client.close(1011, error instanceof Error ? error.message : 'serial console unavailable');
    }
  });

  const worker = setupWorker(api, serialConsoleHandler);
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return { platform, stop: () => worker.stop() };
}
