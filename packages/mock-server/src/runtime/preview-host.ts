// The preview's platform, run in a worker of its own (preview-worker.ts) so that no request it answers (a disk
// import's chunks: parsing, validating, decoding and storing half a megabyte each) takes the page's thread.
// It answers the calls of preview-protocol.ts on a port; the page's service worker handlers only forward.
import { DEFAULT_USER_ID } from '../fixtures';
import {
  errorAnswer,
  openSession,
  PlatformError,
  resolveActor,
  SESSION_COOKIE,
  sessionToken,
} from '../model/services';
import type { Db, Snapshot } from '../store/db';
import { withBehaviour } from './behaviour';
import type { PlatformResponse } from './dispatch';
import { createMockPlatform } from './platform';
import type {
  PreviewAnswer,
  PreviewCallMessage,
  PreviewCallName,
  PreviewCalls,
  PreviewPort,
  PreviewReplyMessage,
  PreviewRequest,
  PreviewStartOptions,
} from './preview-protocol';
import { declaredLengthOf, type PendingBody, payloadTooLarge } from './request-body';
import { SECURITY_HEADERS } from './security-headers';
import { openSerialConsole, serialConsoleTarget } from './serial-console';
import { parseSnapshot, stateFileText } from './state-format';

/** Every request of the preview comes from the page itself: one client, as the throttles see it. */
const PREVIEW_CLIENT_ADDRESS = 'preview';

/**
 * The page's session cookie. Browsers drop `Set-Cookie` from responses a service worker builds, so the preview
 * keeps the cookie itself: a login replaces the session, a logout clears it (later calls then answer 401, as
 * the platform's would). Who is signed in outlives a reload of the tab (the page keeps it in sessionStorage and
 * says so at start), though the data does not: a fresh tab starts as the default user.
 */
function sessionJar(db: Db, signedInUser: string | null) {
  const remembered = signedInUser ?? DEFAULT_USER_ID;
  let session = db.table('users').get(remembered) ? openSession(db, remembered) : undefined;
  return {
    /** The request's headers with the session cookie added, unless it carries credentials already. */
    withSession(headers: Headers): Headers {
      if (!session || sessionToken(headers) || headers.has('authorization')) return headers;
      headers.set('cookie', `${SESSION_COOKIE}=${session}`);
      return headers;
    },
    /** Takes the session a response hands out or takes back; who is signed in then, if it changed. */
    remember(responseHeaders: [string, string][]): string | undefined {
      let signedIn: string | undefined;
      for (const [name, value] of responseHeaders) {
        if (name.toLowerCase() !== 'set-cookie') continue;
        const token = sessionToken(new Headers({ cookie: value.split(';')[0] ?? '' }));
        if (token === undefined) continue;
        session = token || undefined;
        signedIn = (session && db.table('sessions').get(session)?.user_id) || '';
      }
      return signedIn;
    },
  };
}

/** A request body the page has read already (it arrives whole); the limit is checked on reading. */
function pendingBodyOf(request: PreviewRequest): PendingBody | undefined {
  const { body } = request;
  if (body === undefined) return undefined;
  const contentLength = request.headers.find(([name]) => name.toLowerCase() === 'content-length')?.[1];
  return {
    declaredLength: declaredLengthOf(contentLength),
    async read(limit) {
      if (body.byteLength > limit) throw payloadTooLarge(limit);
      return new Uint8Array(body);
    },
  };
}

/** A copy of a body's bytes in a buffer of their own: the store's data is never moved or copied whole. */
const ownBytes = (body: PlatformResponse['body']) => (body instanceof Uint8Array ? body.slice() : body);

/** Answers the preview's calls arriving on `port` (the worker's scope, or a channel's end in tests). */
export function servePreviewPlatform(port: PreviewPort) {
  let options: PreviewStartOptions | undefined;
  let chaos = 0;
  // Who the tab knows as signed in; an imported platform opens its session for them.
  let signedInUser: string | null = null;
  let running: ReturnType<typeof start> | undefined;
  const consoles = new Map<number, ReturnType<typeof openSerialConsole>>();
  let nextConsole = 1;

  // The platform, its session and its behaviour are replaced whole by an import.
  function start(startOptions: PreviewStartOptions, state?: Snapshot) {
    const platform = createMockPlatform({
      ...(state ? { state } : { seed: 'default' }),
      publicOrigin: startOptions.publicOrigin,
    });
    return {
      platform,
      jar: sessionJar(platform.db, signedInUser),
      handle: withBehaviour(platform.dispatch, { latency: startOptions.latency, chaos: () => chaos }),
    };
  }
  const started = () => {
    if (!running || !options) throw new Error('The preview platform has not started');
    return { ...running, options };
  };

  async function request(input: PreviewRequest): Promise<PreviewAnswer> {
    const { handle, jar } = started();
    const url = new URL(input.url);
    let answer: PlatformResponse;
    try {
      answer = await handle({
        method: input.method,
        url,
        headers: jar.withSession(new Headers(input.headers)),
        body: pendingBodyOf(input),
        clientAddress: PREVIEW_CLIENT_ADDRESS,
        secure: url.protocol === 'https:',
      });
    } catch (error) {
      // As the Node server answers what fails outside a handler: the platform's 500, never silence.
      if (!(error instanceof PlatformError)) console.error('[mock] request failed:', error);
      const refusal =
        error instanceof PlatformError ? error : new PlatformError(500, 'Internal', 'Internal Server Error');
      answer = errorAnswer(refusal, crypto.randomUUID());
    }
    const nowSignedIn = jar.remember(answer.headers);
    if (nowSignedIn !== undefined) signedInUser = nowSignedIn;
    return {
      status: answer.status,
      headers: [...SECURITY_HEADERS, ...answer.headers] as [string, string][],
      ...(answer.status === 204 || input.method === 'HEAD' ? {} : { body: ownBytes(answer.body) }),
      ...(nowSignedIn === undefined ? {} : { signedInUser: nowSignedIn }),
    };
  }

  const calls: {
    [Name in PreviewCallName]: (
      input: PreviewCalls[Name][0],
    ) => PreviewCalls[Name][1] | Promise<PreviewCalls[Name][1]>;
  } = {
    start(input) {
      const state = input.state === undefined ? undefined : parseSnapshot('The state', input.state).tables;
      signedInUser = input.signedInUser;
      chaos = input.chaos;
      running = start(input, state);
      options = input;
      return undefined;
    },
    request,
    setChaos(share) {
      chaos = share;
      return undefined;
    },
    exportState: () => stateFileText(started().platform.db.snapshot()),
    importState(text) {
      // Parsed before anything is replaced: a file that is not a state file changes nothing.
      const state = parseSnapshot('The file', text).tables;
      running = start(started().options, state);
      return undefined;
    },
    consoleOpen(url) {
      const { platform, jar } = started();
      const target = serialConsoleTarget(new URL(url));
      if (!target) throw new PlatformError(404, undefined, 'Not Found');
      const actor = resolveActor(platform.db, jar.withSession(new Headers()), platform.settings.auth);
      const session = openSerialConsole(
        platform.db,
        platform.settings,
        actor,
        target.instance,
        target.project,
      );
      const id = nextConsole++;
      consoles.set(id, session);
      return { session: id, history: session.history };
    },
    consoleSend({ session, data }) {
      const open = consoles.get(session);
      if (!open) throw new Error('The serial console session is closed');
      return open.receive(data);
    },
    consoleClose(session) {
      consoles.delete(session);
      return undefined;
    },
  };

  port.addEventListener('message', async (event: MessageEvent<PreviewCallMessage>) => {
    const { id, call, input } = event.data;
    let reply: PreviewReplyMessage;
    try {
      if (!Object.hasOwn(calls, call)) throw new Error(`Unknown call ${String(call)}`);
      const handler = calls[call] as (input: unknown) => unknown;
      reply = { id, ok: true, value: await handler(input) };
    } catch (error) {
      reply = {
        id,
        ok: false,
        error:
          error instanceof Error
            ? { name: error.name, message: error.message }
            : { name: 'Error', message: String(error) },
      };
    }
    port.postMessage(reply, []);
  });
}
