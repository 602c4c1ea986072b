import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { SeedName } from '../fixtures';
import { resolveActor } from '../handlers/auth-session';
import type { Snapshot } from '../store/db';
import type { AuthLimits } from './auth-limits';
import { type Latency, withBehaviour } from './behaviour';
import { clientOrigin } from './client-origin';
import type { HeaderReader, PlatformRequest, PlatformResponse } from './dispatch';
import { PlatformError } from './errors';
import { createMockPlatform } from './platform';
import { openSerialConsole, serialConsoleTarget } from './serial-console';

export interface MockServerOptions {
  port?: number;
  host?: string;
  latency?: Latency;
  chaos?: number;
  seed?: SeedName;
  /** A JSON file the store is loaded from at start (if it exists) and written back to on close. */
  stateFile?: string;
  transitionMs?: number;
  /** Session timeouts and throttle limits that differ from the defaults (see the README). */
  auth?: Partial<AuthLimits>;
  /** Believe `X-Forwarded-Proto` and `X-Forwarded-For`: the server sits behind a reverse proxy. */
  trustProxy?: boolean;
  /** Receives one line per request; silent when omitted. */
  log?: (line: string) => void;
}

/** Node's already-parsed request headers, read through the interface handlers use. */
const headersOf = (request: IncomingMessage): HeaderReader => ({
  get(name) {
    const value = request.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : (value ?? null);
  },
});

/** Whether a request carries a body at all: HTTP/1.1 announces one with a length or a transfer encoding. */
const hasBody = (request: IncomingMessage) =>
  request.headers['transfer-encoding'] !== undefined ||
  (request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0');

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined;
}

const platformRequest = (
  request: IncomingMessage,
  origin: string,
  trustProxy: boolean,
  body?: Buffer,
): PlatformRequest => ({
  method: request.method ?? 'GET',
  url: new URL(request.url ?? '/', origin),
  headers: headersOf(request),
  body,
  ...clientOrigin(request, trustProxy),
});

function writeResponse(response: PlatformResponse, out: ServerResponse, method: string | undefined) {
  const headers: Record<string, string | string[]> = {};
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

/** Writes the snapshot beside the target and renames it over: a crash mid-write never leaves a torn file. */
async function writeAtomically(path: string, snapshot: Snapshot) {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(snapshot)}\n`);
  await rename(temporary, path);
}

/** Starts the mock platform as an HTTP server on loopback; resolves once it is listening. */
export async function startMockServer(options: MockServerOptions = {}) {
  const state =
    options.stateFile && existsSync(options.stateFile)
      ? (JSON.parse(await readFile(options.stateFile, 'utf8')) as Snapshot)
      : undefined;
  const platform = createMockPlatform({
    seed: options.seed,
    state,
    transitionMs: options.transitionMs,
    auth: options.auth,
  });
  const handle = withBehaviour(platform.dispatch, { latency: options.latency, chaos: options.chaos });
  const host = options.host ?? '127.0.0.1';
  let origin = '';

  const server = createServer(async (incoming, out) => {
    const started = performance.now();
    try {
      // Most calls are bodiless reads; they skip the stream machinery (an async iterator per request).
      const body = hasBody(incoming) ? await readBody(incoming) : undefined;
      const response = await handle(platformRequest(incoming, origin, options.trustProxy === true, body));
      writeResponse(response, out, incoming.method);
      options.log?.(
        `${incoming.method} ${incoming.url} ${response.status} ${(performance.now() - started).toFixed(1)}ms`,
      );
    } catch (error) {
      out.writeHead(500, { 'content-type': 'application/json' });
      out.end(JSON.stringify({ error_code: 'Internal', message: String(error), request_id: 'unavailable' }));
    }
  });
  server.keepAliveTimeout = 5_000;

  // The serial console is a websocket: refusals go back as plain HTTP answers before the upgrade.
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (incoming: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refuse = (status: number, message: string) => {
      socket.end(`HTTP/1.1 ${status} ${message}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    const target = serialConsoleTarget(new URL(incoming.url ?? '/', origin));
    if (!target) return refuse(404, 'Not Found');
    const actor = resolveActor(platform.db, headersOf(incoming), platform.settings.auth);
    if (!actor) return refuse(401, 'Unauthorized');
    let session: ReturnType<typeof openSerialConsole>;
    try {
      session = openSerialConsole(platform.db, platform.settings, actor, target.instance, target.project);
    } catch (error) {
      return error instanceof PlatformError
        ? refuse(error.status, error.errorCode ?? error.message)
        : refuse(500, 'Internal');
    }
    sockets.handleUpgrade(incoming, socket, head, (client) => {
      options.log?.(`WS ${incoming.url} open`);
      if (session.history.length > 0) client.send(session.history);
      client.on('message', (data: Buffer, isBinary: boolean) => {
        client.send(session.receive(isBinary ? new Uint8Array(data) : data.toString()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 12220, host, resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: origin,
    platform,
    server,
    /** Stops accepting connections and, with `stateFile`, saves the store. */
    async close() {
      for (const client of sockets.clients) client.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (options.stateFile) await writeAtomically(options.stateFile, platform.db.snapshot());
    },
  };
}

export type MockServer = Awaited<ReturnType<typeof startMockServer>>;
