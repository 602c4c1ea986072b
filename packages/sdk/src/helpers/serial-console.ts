import { clientHeaders } from '../client/transport.js';
import { PlatformCallError } from './call-or-throw.js';

/**
 * The part of a WebSocket the serial console uses: the browser's `WebSocket`, Node 22's global one, or the `ws`
 * package's class on Node 20 (which has no global WebSocket).
 */
export interface SerialSocket {
  binaryType: string;
  send(data: string | Uint8Array): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
}

/**
 * A WebSocket class. The third argument carries the client's headers (token, API version): `ws` sends them, a
 * browser ignores it and sends its session cookie instead.
 */
export type WebSocketConstructor = new (
  url: string,
  protocols?: string | string[],
  options?: { headers: Record<string, string> },
) => SerialSocket;

/** Which serial console to open, and how. */
export interface SerialConsoleOptions {
  /** Instance name or id. */
  instance: string;
  /** The project, when `instance` is a name. */
  project?: string;
  /** Origin of the platform API, e.g. `https://rack.example.com`; omit in a browser for the page's origin. */
  host?: string;
  /** A device access token (Node); a browser is signed in by its session cookie. */
  token?: string;
  /** How many bytes of recent output the platform replays first. */
  mostRecent?: number;
  /** The WebSocket class; defaults to the global one (browsers, Node 22+). On Node 20 pass `ws`'s. */
  WebSocket?: WebSocketConstructor;
  /** Closes the console when aborted; the iteration then ends. */
  signal?: AbortSignal;
}

/** An open serial console: iterate it for output bytes, `send()` input, `close()` when done. */
export interface SerialConsole extends AsyncIterable<Uint8Array> {
  /** Resolves once connected; rejects with a `PlatformCallError` (the platform's error) when refused. */
  readonly opened: Promise<void>;
  /** Types into the instance (held until the console opens): a string as UTF-8 text, bytes as they are. */
  send(input: string | Uint8Array): void;
  /** Closes the console; a running iteration ends after the output already received. */
  close(): void;
}

// The refusal of an upgrade as `ws` reports it (its `unexpected-response` event): the HTTP answer itself,
// which carries the platform's error body. A browser hides it from pages.
interface RefusalAnswer {
  statusCode?: number;
  headers: Record<string, string | string[] | undefined>;
  on(event: 'data', listener: (chunk: Uint8Array) => void): void;
  on(event: 'end', listener: () => void): void;
}
interface RefusalEvents {
  on(event: 'unexpected-response', listener: (request: unknown, answer: RefusalAnswer) => void): void;
}

/** The websocket address of an instance's serial console stream. */
function streamUrl({ host, instance, project, mostRecent }: SerialConsoleOptions): string {
  const base = host ?? (globalThis as { location?: { href: string } }).location?.href;
  const url = new URL(`/v1/instances/${encodeURIComponent(instance)}/serial-console/stream`, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  if (project !== undefined) url.searchParams.set('project', project);
  if (mostRecent !== undefined) url.searchParams.set('most_recent', String(mostRecent));
  return url.href;
}

/** Reads a refused upgrade's answer into the failure the SDK's calls report. */
function refusal(answer: RefusalAnswer): Promise<PlatformCallError> {
  return new Promise((resolve) => {
    const chunks: Uint8Array[] = [];
    answer.on('data', (chunk) => chunks.push(chunk));
    answer.on('end', () => {
      const statusCode = answer.statusCode ?? 0;
      const decoder = new TextDecoder();
      const text = chunks.map((chunk) => decoder.decode(chunk, { stream: true })).join('') + decoder.decode();
      const response = new Response(null, { status: statusCode });
      try {
        const body = JSON.parse(text) as { error_code?: string | null; message: string; request_id: string };
        const data = {
          errorCode: body.error_code ?? null,
          message: body.message,
          requestId: body.request_id,
        };
        resolve(new PlatformCallError(OPERATION, { type: 'error', data, statusCode, response }));
      } catch (error) {
        const failure = { type: 'client_error', error: error as Error, text, statusCode, response } as const;
        resolve(new PlatformCallError(OPERATION, failure));
      }
    });
  });
}

const OPERATION = 'instanceSerialConsoleStream';

/**
 * Opens an instance's serial console over its websocket, in a browser or in Node:
 * `for await (const bytes of serialConsole({ host, token, instance, project, WebSocket }))`.
 */
export function serialConsole(options: SerialConsoleOptions): SerialConsole {
  const Socket = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  if (!Socket) {
    throw new TypeError(
      'This runtime has no global WebSocket: pass one as `WebSocket` (e.g. the ws package)',
    );
  }
  const headers = options.token ? Object.fromEntries(clientHeaders({ token: options.token })) : {};
  const socket = new Socket(streamUrl(options), undefined, { headers });
  socket.binaryType = 'arraybuffer';

  const received: Uint8Array[] = [];
  let ended = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const settle = () => {
    wake?.();
    wake = undefined;
  };
  let resolveOpened: () => void = () => {};
  let rejectOpened: (error: unknown) => void = () => {};
  const opened = new Promise<void>((resolve, reject) => {
    resolveOpened = resolve;
    rejectOpened = reject;
  });
  // A caller that only iterates learns of a refusal from the iteration, not as an unhandled rejection.
  opened.catch(() => {});
  const fail = (error: unknown) => {
    failure ??= error;
    ended = true;
    rejectOpened(error);
    settle();
  };

  let refused: Promise<PlatformCallError> | undefined;
  if (typeof (socket as Partial<RefusalEvents>).on === 'function') {
    (socket as unknown as RefusalEvents).on('unexpected-response', (_request, answer) => {
      // The connection is ours to end once the answer's body is read (ws leaves it to this listener).
      refused = refusal(answer);
      void refused.then((error) => {
        fail(error);
        socket.close();
      });
    });
  }
  // Input typed before the console opened goes out once it has.
  let pending: (string | Uint8Array)[] | undefined = [];
  socket.addEventListener('open', () => {
    for (const input of pending ?? []) socket.send(input);
    pending = undefined;
    resolveOpened();
  });
  socket.addEventListener('message', ({ data }) => {
    // Text frames arrive as strings; binary ones as ArrayBuffers (binaryType above).
    received.push(
      typeof data === 'string' ? new TextEncoder().encode(data) : new Uint8Array(data as ArrayBuffer),
    );
    settle();
  });
  // Closing (or aborting) ends the session: the error a socket reports for closing while it connects is
  // no failure.
  let closing = false;
  socket.addEventListener('error', () => {
    // A refusal `ws` reported is failed with the platform's error once its body is read.
    if (!refused && !closing) fail(new Error('The serial console connection failed'));
  });
  socket.addEventListener('close', () => {
    pending = undefined;
    if (refused) return;
    rejectOpened(new Error('The serial console closed before it opened'));
    ended = true;
    settle();
  });
  const close = () => {
    closing = true;
    socket.close();
  };
  options.signal?.addEventListener('abort', close, { once: true });
  if (options.signal?.aborted) close();

  return {
    opened,
    send: (input) => {
      if (pending) pending.push(input);
      else if (!ended) socket.send(input);
    },
    close,
    async *[Symbol.asyncIterator]() {
      try {
        for (;;) {
          const next = received.shift();
          if (next) yield next;
          else if (failure !== undefined) throw failure;
          else if (ended) return;
          else await new Promise<void>((resolve) => (wake = resolve));
        }
      } finally {
        close();
      }
    },
  };
}
