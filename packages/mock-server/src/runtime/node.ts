import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import type { SeedName } from '../fixtures';
import {
  type AuditRetention,
  type AuthLimits,
  errorAnswer,
  type HeaderReader,
  PlatformError,
  resolveActor,
} from '../model/services';
import { requestedApiVersion } from './api-version';
import { type Latency, withBehaviour } from './behaviour';
import { clientOrigin, fromTrustedProxy } from './client-origin';
import type { PlatformRequest, PlatformResponse } from './dispatch';
import { pendingBodyOf, settleUnreadBody } from './node-request-body';
import { Journal, storageRefusal } from './persistence';
import { createMockPlatform } from './platform';
import { admitUpgrade } from './request-guards';
import { checkPathEscapes, requestUrl } from './request-target';
import { SECURITY_HEADERS } from './security-headers';
import { openSerialConsole, SERIAL_CONSOLE_MAX_MESSAGE_BYTES, serialConsoleTarget } from './serial-console';
import { readState } from './state-reader';

export interface MockServerOptions {
  port?: number;
  host?: string;
  latency?: Latency;
  chaos?: number;
  seed?: SeedName;
  /**
   * Where the store is kept: loaded at start if the file exists, and every write journaled beside it before
   * its answer is sent (see `persistence.ts`). A file that is not a store throws a `StateFileError`.
   */
  stateFile?: string;
  /** With `stateFile`: fold the journal into the snapshot once it holds this many bytes. */
  compactAfterBytes?: number;
  transitionMs?: number;
  /** Session timeouts and throttle limits that differ from the defaults (see the README). */
  auth?: Partial<AuthLimits>;
  /**
   * The addresses of the reverse proxies in front of the server: `X-Forwarded-For`, `-Proto` and `-Host` are
   * believed on requests from these, and hidden from the handlers on any other.
   */
  trustProxy?: readonly string[];
  /** The origin users reach the platform at (`https://rack.example`), for links it hands out. */
  publicOrigin?: string;
  /** How much of the audit log to keep (default: 10,000 entries, 30 days). */
  auditRetention?: Partial<AuditRetention>;
  /** How often websockets are pinged; one that misses a ping is closed (default 30 s). */
  websocketHeartbeatMs?: number;
  /** Receives one line per request; silent when omitted. */
  log?: (line: string) => void;
}

const DEFAULT_WEBSOCKET_HEARTBEAT_MS = 30_000;

/** Methods that only read: their answer stands even when a lazy change made while reading was not saved. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Node's already-parsed request headers, read through the interface handlers use. `X-Forwarded-*` headers
 * are there only when a trusted proxy sent them: from anyone else they are whatever the client made up.
 */
const headersOf = (request: IncomingMessage, trustedProxies: readonly string[]): HeaderReader => {
  const forwardedTrusted = fromTrustedProxy(request, trustedProxies);
  return {
    get(name) {
      const key = name.toLowerCase();
      if (key.startsWith('x-forwarded-') && !forwardedTrusted) return null;
      const value = request.headers[key];
      return Array.isArray(value) ? value.join(', ') : (value ?? null);
    },
  };
};

const platformRequest = (
  request: IncomingMessage,
  out: ServerResponse,
  url: URL,
  trustedProxies: readonly string[],
): PlatformRequest => ({
  method: request.method ?? 'GET',
  url,
  headers: headersOf(request, trustedProxies),
  body: pendingBodyOf(request, out),
  ...clientOrigin(request, trustedProxies),
});

function writeResponse(response: PlatformResponse, out: ServerResponse, method: string | undefined) {
  const headers: Record<string, string | string[]> = Object.fromEntries(SECURITY_HEADERS);
  for (const [name, value] of response.headers) {
    const existing = headers[name];
    headers[name] =
      existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  // A known length spares both ends chunked encoding: one write instead of a chunk frame around the body.
  const { body } = response;
  if (body !== undefined && response.status !== 204 && headers['content-length'] === undefined) {
    headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
  }
  out.writeHead(response.status, headers);
  out.end(method === 'HEAD' ? undefined : body);
}

/** An answer written straight to a socket, where Node's HTTP machinery is not (or no longer) in charge. */
function rawAnswer(response: PlatformResponse): string {
  const body = String(response.body ?? '');
  const headers = [
    ...SECURITY_HEADERS,
    ...response.headers,
    ['content-length', String(Buffer.byteLength(body))],
  ]
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return `HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}\r\nconnection: close\r\n${headers}\r\n${body}`;
}

/** The answer to a request Node could not parse, by the reason it gives. */
function clientErrorAnswer(code: string | undefined) {
  const error =
    code === 'HPE_HEADER_OVERFLOW'
      ? new PlatformError(431, 'RequestHeaderFieldsTooLarge', 'request headers too large')
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? new PlatformError(408, 'RequestTimeout', 'request not received in time')
        : new PlatformError(400, 'InvalidRequest', 'malformed HTTP request');
  return errorAnswer(error, crypto.randomUUID());
}

/** Starts the mock platform as an HTTP server on loopback; resolves once it is listening. */
export async function startMockServer(options: MockServerOptions = {}) {
  const saved = options.stateFile ? await readState(options.stateFile) : undefined;
  const platform = createMockPlatform({
    seed: options.seed,
    state: saved?.tables,
    transitionMs: options.transitionMs,
    auth: options.auth,
    auditRetention: options.auditRetention,
    publicOrigin: options.publicOrigin,
  });
  const trustedProxies = options.trustProxy ?? [];
  const journal = options.stateFile
    ? await Journal.open(options.stateFile, platform.db, saved?.sequence ?? 0, {
        compactAfterBytes: options.compactAfterBytes,
      })
    : undefined;
  const handle = withBehaviour(platform.dispatch, { latency: options.latency, chaos: options.chaos });
  const host = options.host ?? '127.0.0.1';
  let origin = '';

  /** Answers one request; a failure is answered (or, past the headers, the connection dropped), never thrown. */
  async function serve(incoming: IncomingMessage, out: ServerResponse) {
    const started = performance.now();
    const rollbacks = journal?.rollbacks;
    let response: PlatformResponse;
    try {
      response = await handle(
        platformRequest(incoming, out, requestUrl(incoming.url, origin), trustedProxies),
      );
    } catch (error) {
      if (!(error instanceof PlatformError)) console.error('[mock] request failed:', error);
      const refusal =
        error instanceof PlatformError ? error : new PlatformError(500, 'Internal', 'Internal Server Error');
      response = errorAnswer(refusal, crypto.randomUUID());
    }
    // Reads may write too (lifecycles advance lazily), so every answer waits for what is pending. A change
    // that cannot be saved is undone and refused; a read is answered all the same.
    if (journal) {
      const refusal = await journal.commit().then(
        () => (journal.rollbacks === rollbacks ? undefined : storageRefusal(undefined)),
        (error: unknown) => (error instanceof PlatformError ? error : storageRefusal(error)),
      );
      if (refusal && !SAFE_METHODS.has(incoming.method ?? 'GET')) {
        response = errorAnswer(refusal, crypto.randomUUID());
      }
    }
    try {
      settleUnreadBody(incoming, out);
      writeResponse(response, out, incoming.method);
    } catch (error) {
      console.error('[mock] answer failed:', error);
      out.destroy();
      return;
    }
    options.log?.(
      `${incoming.method} ${incoming.url} ${response.status} ${(performance.now() - started).toFixed(1)}ms`,
    );
  }

  /**
   * Node hands over pipelined requests of one connection as soon as it has parsed them; they are served one
   * after another, so each is answered in order and sees the writes of those before it (a create, then a read).
   */
  const connectionQueues = new WeakMap<Duplex, Promise<void>>();
  const serveInOrder = (incoming: IncomingMessage, out: ServerResponse) => {
    const served = (connectionQueues.get(incoming.socket) ?? Promise.resolve()).then(() =>
      serve(incoming, out),
    );
    connectionQueues.set(incoming.socket, served);
  };

  const server = createServer(serveInOrder);
  server.keepAliveTimeout = 5_000;
  // Without this listener Node would answer `100 Continue` at once, inviting bodies that may be refused.
  server.on('checkContinue', serveInOrder);
  // A request Node cannot parse gets the platform's error body rather than a bare status line.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(rawAnswer(clientErrorAnswer(error.code)));
  });

  // The serial console is a websocket: refusals go back as plain HTTP answers before the upgrade. A message
  // over the limit closes the socket with 1009 (ws does that on `maxPayload`).
  const sockets = new WebSocketServer({ noServer: true, maxPayload: SERIAL_CONSOLE_MAX_MESSAGE_BYTES });
  // Every websocket is pinged each heartbeat; one that has not answered the previous ping (a peer gone
  // without closing, a paused client) is dropped, so dead connections do not pile up.
  const responsive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const client of sockets.clients) {
      if (!responsive.has(client)) {
        client.terminate();
        continue;
      }
      responsive.delete(client);
      client.ping();
    }
  }, options.websocketHeartbeatMs ?? DEFAULT_WEBSOCKET_HEARTBEAT_MS);
  heartbeat.unref();
  // The upgrade's answer carries the headers every answer does (the server's API version among them).
  sockets.on('headers', (headers) => {
    for (const [name, value] of SECURITY_HEADERS) headers.push(`${name}: ${value}`);
  });
  server.on('upgrade', (incoming: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node leaves an upgraded socket's errors to its listener; a client resetting the connection must not
    // become an uncaught error.
    socket.on('error', () => socket.destroy());
    const requestId = crypto.randomUUID();
    const refuse = (error: PlatformError) => socket.end(rawAnswer(errorAnswer(error, requestId)));
    try {
      const url = requestUrl(incoming.url, origin);
      checkPathEscapes(url.pathname);
      const headers = headersOf(incoming, trustedProxies);
      // The version comes first, as for every request: one the server cannot speak is refused whatever it asks.
      requestedApiVersion(headers);
      const target = serialConsoleTarget(url);
      if (!target) return refuse(new PlatformError(404, undefined, 'Not Found'));
      const { secure } = clientOrigin(incoming, trustedProxies);
      const host = headers.get('x-forwarded-host') ?? headers.get('host');
      const ownOrigins = [
        options.publicOrigin,
        host && `${secure ? 'https' : 'http'}://${host.toLowerCase()}`,
      ];
      admitUpgrade(
        { method: incoming.method ?? 'GET', headers },
        ownOrigins.filter((own) => typeof own === 'string'),
      );
      const actor = resolveActor(platform.db, headers, platform.settings.auth);
      if (!actor) return refuse(new PlatformError(401, 'Unauthorized', 'credentials missing or invalid'));
      const session = openSerialConsole(
        platform.db,
        platform.settings,
        actor,
        target.instance,
        target.project,
      );
      sockets.handleUpgrade(incoming, socket, head, (client) => {
        options.log?.(`WS ${incoming.url} open`);
        responsive.add(client);
        client.on('pong', () => responsive.add(client));
        client.on('error', (error) => options.log?.(`WS ${incoming.url} closed: ${error.message}`));
        if (session.history.length > 0) client.send(session.history);
        client.on('message', (data: Buffer, isBinary: boolean) => {
          try {
            // The history is kept in memory only (see NOT_PERSISTED_TABLES): there is nothing to journal.
            client.send(session.receive(isBinary ? new Uint8Array(data) : data.toString()));
          } catch (error) {
            console.error('[mock] serial console failed:', error);
            client.close(1011, 'serial console failed');
          }
        });
      });
    } catch (error) {
      if (!(error instanceof PlatformError)) console.error('[mock] upgrade failed:', error);
      refuse(
        error instanceof PlatformError ? error : new PlatformError(500, 'Internal', 'Internal Server Error'),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 12220, host, resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: origin,
    platform,
    server,
    /** Stops accepting connections and, with `stateFile`, finishes writing the journal. */
    async close() {
      clearInterval(heartbeat);
      for (const client of sockets.clients) client.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await journal?.close();
    },
  };
}

export type MockServer = Awaited<ReturnType<typeof startMockServer>>;
