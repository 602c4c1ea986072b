// The preview mode's runtime: the mock platform inside the page, behind an msw service worker.
import { http, passthrough, ws } from 'msw';
import { setupWorker } from 'msw/browser';
import { DEFAULT_USER_ID } from './fixtures';
import { openSession, PlatformError, resolveActor, SESSION_COOKIE, sessionToken } from './model/services';
import { type BehaviourOptions, withBehaviour } from './runtime/behaviour';
import { createMockPlatform } from './runtime/platform';
import { declaredLengthOf, type PendingBody, payloadTooLarge } from './runtime/request-body';
import { SECURITY_HEADERS } from './runtime/security-headers';
import {
  openSerialConsole,
  SERIAL_CONSOLE_MAX_MESSAGE_BYTES,
  serialConsoleTarget,
} from './runtime/serial-console';
import { parseSnapshot, stateFileText } from './runtime/state-format';
import type { Db, Snapshot } from './store/db';

/** Paths the platform serves; everything else (the console's own files) goes to the network. */
const PLATFORM_PATH = /^\/(v1|device|login|experimental)(\/|$)/;

export interface PreviewMockOptions extends BehaviourOptions {
  /** A state file's text to start from instead of the seed (a link to a preview's state). */
  state?: string;
  /** Where the console serves msw's worker script (default `/mockServiceWorker.js`). */
  serviceWorkerUrl?: string;
}

/** Every request of the preview comes from the page itself: one client, as the throttles see it. */
const PREVIEW_CLIENT_ADDRESS = 'preview';

/** Where the tab remembers who is signed in: a user id, or '' once signed out. */
const SIGNED_IN_USER_KEY = 'rackconsole.preview.user';

/**
 * The page's session cookie. Browsers drop `Set-Cookie` from responses a service worker builds, so the preview
 * keeps the cookie itself: a login replaces the session, a logout clears it (later calls then answer 401, as
 * the platform's would). Who is signed in outlives a reload of the tab, though the data does not: a fresh tab
 * starts as the default user.
 */
function sessionJar(db: Db) {
  const remembered = sessionStorage.getItem(SIGNED_IN_USER_KEY) ?? DEFAULT_USER_ID;
  let session = db.table('users').get(remembered) ? openSession(db, remembered) : undefined;
  return {
    /** The request's headers with the session cookie added, unless it carries credentials already. */
    withSession(headers: Headers): Headers {
      if (!session || sessionToken(headers) || headers.has('authorization')) return headers;
      const withCookie = new Headers(headers);
      withCookie.set('cookie', `${SESSION_COOKIE}=${session}`);
      return withCookie;
    },
    /** Takes the session a response hands out or takes back. */
    remember(responseHeaders: [string, string][]) {
      for (const [name, value] of responseHeaders) {
        if (name.toLowerCase() !== 'set-cookie') continue;
        const token = sessionToken(new Headers({ cookie: value.split(';')[0] ?? '' }));
        if (token === undefined) continue;
        session = token || undefined;
        const userId = (session && db.table('sessions').get(session)?.user_id) || '';
        sessionStorage.setItem(SIGNED_IN_USER_KEY, userId);
      }
    },
  };
}

/** A page's request body, read on demand; the page holds it already, so the limit is checked after reading. */
function pendingBodyOf(request: Request): PendingBody | undefined {
  if (request.body === null) return undefined;
  return {
    declaredLength: declaredLengthOf(request.headers.get('content-length')),
    async read(limit) {
      const bytes = new Uint8Array(await request.arrayBuffer());
      if (bytes.byteLength > limit) throw payloadTooLarge(limit);
      return bytes;
    },
  };
}

/** The size of a websocket message in bytes, as the Node server's limit counts it. */
const messageBytes = (data: string | Uint8Array) =>
  typeof data === 'string' ? new TextEncoder().encode(data).byteLength : data.byteLength;

/**
 * Starts the in-browser platform, signed in as the seeded default user. State lives in memory until the page
 * reloads. Resolves once the worker intercepts requests; callers start it alongside their own start-up rather
 * than before it, since registering a service worker dominates a cold load.
 */
export async function startPreviewMock(options: PreviewMockOptions = {}) {
  // The chaos mode's share of failing calls can be switched while the preview runs (`setChaos`).
  let chaos = typeof options.chaos === 'number' ? options.chaos : 0;
  // The platform, its session and its behaviour are replaced whole by an import (`importState`).
  const start = (state?: Snapshot) => {
    const platform = createMockPlatform({
      ...(state ? { state } : { seed: 'default' }),
      // The page is the only client, and its own origin is where users reach the platform.
      publicOrigin: location.origin,
    });
    return {
      platform,
      jar: sessionJar(platform.db),
      handle: withBehaviour(platform.dispatch, { ...options, chaos: () => chaos }),
    };
  };
  let { platform, jar, handle } = start(
    options.state === undefined ? undefined : parseSnapshot('The state', options.state).tables,
  );

  const api = http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (url.origin !== location.origin || !PLATFORM_PATH.test(url.pathname)) return passthrough();
    const answer = await handle({
      method: request.method,
      url,
      headers: jar.withSession(request.headers),
      body: pendingBodyOf(request),
      clientAddress: PREVIEW_CLIENT_ADDRESS,
      secure: url.protocol === 'https:',
    });
    jar.remember(answer.headers);
    return new Response(
      answer.status === 204 || request.method === 'HEAD' ? null : (answer.body as BodyInit | undefined),
      {
        status: answer.status,
        headers: [...SECURITY_HEADERS, ...answer.headers] as [string, string][],
      },
    );
  });

  const serialConsole = ws.link(/\/v1\/instances\/[^/]+\/serial-console\/stream/);
  const serialConsoleHandler = serialConsole.addEventListener('connection', ({ client }) => {
    const target = serialConsoleTarget(new URL(client.url));
    try {
      if (!target) throw new PlatformError(404, undefined, 'Not Found');
      const actor = resolveActor(platform.db, jar.withSession(new Headers()), platform.settings.auth);
      const session = openSerialConsole(
        platform.db,
        platform.settings,
        actor,
        target.instance,
        target.project,
      );
      if (session.history.length > 0) client.send(session.history);
      client.addEventListener('message', async (event) => {
        const raw = event.data instanceof Blob ? await event.data.arrayBuffer() : event.data;
        const data = typeof raw === 'string' ? raw : new Uint8Array(raw as ArrayBuffer);
        if (messageBytes(data) > SERIAL_CONSOLE_MAX_MESSAGE_BYTES) {
          client.close(1009, 'message too big');
          return;
        }
        client.send(session.receive(data));
      });
    } catch (error) {
      // A refusal (no such instance, not allowed) is the platform's answer, sent before any upgrade there; a
      // page's WebSocket cannot read that answer, so it is the close's reason, with the code for a refusal.
      if (error instanceof PlatformError) client.close(1008, error.message);
      else client.close(1011, error instanceof Error ? error.message : 'serial console unavailable');
    }
  });

  const worker = setupWorker(api, serialConsoleHandler);
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  return {
    get platform() {
      return platform;
    },
    stop: () => worker.stop(),
    /** The whole platform as a state file's text (the Node server's `--state` format). */
    exportState: () => stateFileText(platform.db.snapshot()),
    /**
     * Replaces the whole platform with a state file's; the signed-in user stays signed in when the state knows
     * them. Throws a `StateFileError` saying why when the text is not a state file, and changes nothing then.
     */
    importState(text: string) {
      ({ platform, jar, handle } = start(parseSnapshot('The file', text).tables));
    },
    /** The chaos mode's share of calls (0–1) that fail at random. */
    chaos: () => chaos,
    /** Switches the chaos mode from the next call on: a share of calls (0–1, clamped) fails at random. */
    setChaos(share: number) {
      chaos = Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0;
    },
  };
}

/** The running in-browser platform, as `startPreviewMock` hands it to the page. */
export type PreviewPlatform = Awaited<ReturnType<typeof startPreviewMock>>;
