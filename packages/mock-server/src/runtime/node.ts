import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { SeedName } from '../fixtures';
import { resolveActor } from '../handlers/auth-session';
import { type Latency, withBehaviour } from './behaviour';
import type { HeaderReader, PlatformRequest, PlatformResponse } from './dispatch';
import { PlatformError } from './errors';
import { Journal, readState } from './persistence';
import { createMockPlatform } from './platform';
import { openSerialConsole, serialConsoleTarget } from './serial-console';

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

const platformRequest = (request: IncomingMessage, origin: string, body?: Buffer): PlatformRequest => ({
  method: request.method ?? 'GET',
  url: new URL(request.url ?? '/', origin),
  headers: headersOf(request),
  body,
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

/** Starts the mock platform as an HTTP server on loopback; resolves once it is listening. */
export async function startMockServer(options: MockServerOptions = {}) {
  const saved = options.stateFile ? await readState(options.stateFile) : undefined;
  const platform = createMockPlatform({
    seed: options.seed,
    state: saved?.tables,
    transitionMs: options.transitionMs,
  });
  const journal = options.stateFile
    ? await Journal.open(options.stateFile, platform.db, saved?.sequence ?? 0, {
        compactAfterBytes: options.compactAfterBytes,
      })
    : undefined;
  const handle = withBehaviour(platform.dispatch, { latency: options.latency, chaos: options.chaos });
  const host = options.host ?? '127.0.0.1';
  let origin = '';

  const server = createServer(async (incoming, out) => {
    const started = performance.now();
    try {
      // Most calls are bodiless reads; they skip the stream machinery (an async iterator per request).
      const body = hasBody(incoming) ? await readBody(incoming) : undefined;
      const response = await handle(platformRequest(incoming, origin, body));
      // Reads may write too (lifecycles advance lazily), so every answer waits for what is pending.
      if (journal) await journal.commit();
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
    const actor = resolveActor(platform.db, headersOf(incoming));
    if (!actor) return refuse(401, 'Unauthorized');
    let session: ReturnType<typeof openSerialConsole>;
    try {
      session = openSerialConsole(platform.db, platform.settings, actor, target.instance, target.project);
    } catch (error) {
      return error instanceof PlatformError ? refuse(error.status, error.errorCode) : refuse(500, 'Internal');
    }
    sockets.handleUpgrade(incoming, socket, head, (client) => {
      options.log?.(`WS ${incoming.url} open`);
      if (session.history.length > 0) client.send(session.history);
      client.on('message', (data: Buffer, isBinary: boolean) => {
        const echoed = session.receive(isBinary ? new Uint8Array(data) : data.toString());
        // The console's history keeps the input, so its echo waits for the journal as answers do.
        if (!journal) return client.send(echoed);
        journal.commit().then(
          () => client.send(echoed),
          () => client.close(1011, 'state not saved'),
        );
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
    /** Stops accepting connections and, with `stateFile`, finishes writing the journal. */
    async close() {
      for (const client of sockets.clients) client.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await journal?.close();
    },
  };
}

export type MockServer = Awaited<ReturnType<typeof startMockServer>>;
