import { request as httpRequest, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { OutgoingCall, PlainAnswer } from '@rackconsole/sdk';
import { CliError, EXIT, UsageError } from '../errors';
import { readTextInput } from '../input';

/** How long a request may take by default, in seconds: long enough for a slow rack, short enough to notice. */
export const DEFAULT_TIMEOUT_SECONDS = 60;

/** The transport settings every command shares: `--timeout`, `--cacert`, `--insecure`. */
export interface HttpOptions {
  /** Seconds a request (headers and body) may take; 0 waits forever. */
  timeoutSeconds: number;
  /** A PEM file of certificate authorities to trust instead of the system's. */
  caFile?: string;
  /** Skip certificate checks altogether. */
  insecure: boolean;
}

/**
 * The SDK's calls and the raw ones (`rackctl api`, generated commands): plain values in, a `NodeAnswer` out (see
 * `createHttp` for why not fetch).
 */
export type NodeSend = (call: OutgoingCall) => Promise<NodeAnswer>;

/** TLS settings for the calls that do not go through fetch (the serial console's websocket). */
export interface TlsOptions {
  ca?: string;
  rejectUnauthorized?: boolean;
}

/** A transport: the timeout and TLS settings applied to `send`, and to websockets. */
export interface Http {
  send: NodeSend;
  tls: TlsOptions;
  timeoutSeconds: number;
}

/** Reads `--cacert`; a missing or empty file is the user's mistake, said before any call. */
async function readCa(file: string): Promise<string> {
  const pem = await readTextInput(file, 'CA certificate');
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) {
    throw new UsageError(`${file} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
  }
  return pem;
}

/**
 * A signal that fires after the timeout (body included), joined with the caller's own signal. A plain timer
 * and controller rather than AbortSignal.timeout/any: the timer holds the controller, so the signal cannot be
 * collected before it fires, and it is unref'd so a finished command never waits for it.
 */
function withTimeout(signal: AbortSignal | null, timeoutSeconds: number): AbortSignal | undefined {
  if (timeoutSeconds <= 0) return signal ?? undefined;
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out', 'TimeoutError')),
    timeoutSeconds * 1000,
  );
  timer.unref();
  if (signal?.aborted) controller.abort(signal.reason);
  signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  return controller.signal;
}

// Statuses whose answer carries no body, which the Response constructor refuses one for.
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;

/**
 * A request body as it is sent: bytes, a Blob streamed from wherever it lives (a file-backed Blob is never held
 * whole), or a stream of unknown length (sent chunked, and not sent again on a redirect).
 */
type OutgoingBody = Uint8Array | Blob | ReadableStream<Uint8Array>;

interface Outgoing {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: OutgoingBody | undefined;
}

/**
 * An answer read from node:http: status and headers at once, the body read once when first asked for and kept
 * (the SDK and `--debug` may both read it), and a WHATWG Response made only for those who want one.
 */
export class NodeAnswer implements PlainAnswer {
  private read: Promise<Uint8Array<ArrayBuffer>> | undefined;
  private readonly byName = new Map<string, string>();
  readonly headers = { get: (name: string) => this.byName.get(name.toLowerCase()) ?? null };

  constructor(
    private readonly message: IncomingMessage | undefined,
    private readonly signal: AbortSignal | undefined,
    readonly status: number,
    readonly statusText: string,
    /** The header lines as sent, names as written. */
    readonly headerPairs: [string, string][],
  ) {
    for (const [name, value] of headerPairs) {
      const key = name.toLowerCase();
      const before = this.byName.get(key);
      this.byName.set(key, before === undefined ? value : `${before}, ${value}`);
    }
  }

  /** The body's bytes; a connection closed before its end, or the timeout firing, rejects. */
  bytes(): Promise<Uint8Array<ArrayBuffer>> {
    this.read ??= readAll(this.message, this.signal);
    return this.read;
  }

  async text(): Promise<string> {
    return new TextDecoder().decode(await this.bytes());
  }

  async blob(): Promise<Blob> {
    return new Blob([await this.bytes()], { type: this.headers.get('content-type') ?? '' });
  }

  toResponse(body: BodyInit | null): Response {
    return new Response(NULL_BODY_STATUSES.has(this.status) ? null : body, {
      status: this.status,
      statusText: this.statusText,
      headers: this.headerPairs,
    });
  }

  /**
   * As a Response, its body read first: what a raw call reads whole anyway, and a connection cut short fails
   * here as it does for the SDK's calls.
   */
  async response(): Promise<Response> {
    return this.toResponse(this.message ? await this.bytes() : null);
  }
}

/** Reads a body to its end; the timeout firing mid-body rejects with the timeout, not the socket's error. */
async function readAll(
  message: IncomingMessage | undefined,
  signal: AbortSignal | undefined,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!message) return new Uint8Array(0);
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of message) chunks.push(chunk as Buffer);
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    throw new Error(`the connection closed before the answer ended (${(error as { code?: string }).code})`);
  }
  if (!message.complete) throw new Error('the connection closed before the answer ended');
  return Buffer.concat(chunks) as Uint8Array<ArrayBuffer>;
}

/**
 * One request over node:http(s). node:https is loaded for an https URL only: it brings in TLS (about 40 ms of a
 * profiled `project list` over http).
 */
async function sendOnce(
  outgoing: Outgoing,
  tls: TlsOptions,
  signal: AbortSignal | undefined,
): Promise<NodeAnswer> {
  const { url, method, headers, body } = outgoing;
  const send = url.protocol === 'https:' ? (await import('node:https')).request : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method, headers, signal, ...tls }, (answer) => {
      const status = answer.statusCode ?? 0;
      if (status < 200 || status > 599) {
        answer.destroy();
        reject(new Error(`it answered with HTTP status ${status}, not a final answer`));
        return;
      }
      const pairs: [string, string][] = [];
      for (let at = 0; at + 1 < answer.rawHeaders.length; at += 2) {
        pairs.push([answer.rawHeaders[at] as string, answer.rawHeaders[at + 1] as string]);
      }
      const hasBody = method !== 'HEAD' && !NULL_BODY_STATUSES.has(status);
      if (!hasBody) answer.resume();
      resolve(
        new NodeAnswer(hasBody ? answer : undefined, signal, status, answer.statusMessage ?? '', pairs),
      );
    });
    request.on('error', reject);
    if (body === undefined || body instanceof Uint8Array) {
      request.end(body);
      return;
    }
    // A source that fails mid-way (a file cut short) ends the request with its error.
    const source = Readable.fromWeb((body instanceof Blob ? body.stream() : body) as never);
    pipeline(source, request).catch((error: unknown) => {
      request.destroy(error as Error);
      reject(error);
    });
  });
}

/** Follows redirects as fetch does: 303 (and 301/302 after a POST) turn into a GET; credentials stay on the origin. */
async function sendFollowing(
  first: Outgoing,
  mode: RequestRedirect,
  tls: TlsOptions,
  signal: AbortSignal | undefined,
): Promise<NodeAnswer> {
  let outgoing = first;
  for (let hops = 0; ; hops += 1) {
    const answer = await sendOnce(outgoing, tls, signal);
    const location = answer.headers.get('location');
    if (mode === 'manual' || !REDIRECT_STATUSES.has(answer.status) || location === null) return answer;
    // The answer is dropped for the next hop: release its connection.
    await answer.bytes().catch(() => undefined);
    if (mode === 'error' || hops >= MAX_REDIRECTS) {
      throw new TypeError(
        `Redirected from ${outgoing.url.href} ${mode === 'error' ? 'against' : 'too often for'} the request's redirect mode`,
      );
    }
    const url = new URL(location, outgoing.url);
    const headers = { ...outgoing.headers };
    if (url.origin !== outgoing.url.origin) {
      delete headers.authorization;
      delete headers.cookie;
    }
    const toGet =
      answer.status === 303
        ? outgoing.method !== 'HEAD'
        : [301, 302].includes(answer.status) && outgoing.method === 'POST';
    if (toGet) {
      delete headers['content-type'];
      delete headers['content-length'];
    }
    // A stream is read once: like fetch, a 307 or 308 that asks for it again fails.
    if (!toGet && outgoing.body instanceof ReadableStream)
      throw new TypeError(`Redirected from ${outgoing.url.href}, which would send the streamed body again`);
    outgoing = toGet ? { url, method: 'GET', headers, body: undefined } : { ...outgoing, url, headers };
  }
}

/** A request body as it is sent: the SDK's JSON and forms are strings, uploads bytes, a Blob or a stream. */
async function outgoingBody(body: BodyInit | null | undefined): Promise<OutgoingBody | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof Blob || body instanceof ReadableStream) return body;
  // A form: encoded as fetch would.
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/** The Content-Length of a body, when it is known before sending. */
const lengthOf = (body: OutgoingBody) =>
  body instanceof Uint8Array ? body.byteLength : body instanceof Blob ? body.size : undefined;

/**
 * Builds the transport: node:http(s) under the SDK's `send` option, which raw calls use too. Not Node's fetch,
 * nor even its Request or Headers: the first touch of any of them loads
 * undici (TLS, HTTP/2, zlib and workers with it) and its first call compiles its WebAssembly HTTP parser, which
 * cost `rackctl project list` about 100 ms of CPU (40 ms for `node -e 0`), where node:http's parser is built
 * into Node. `--cacert` and `--insecure` are plain TLS options of these requests, so nothing process-wide
 * changes (no NODE_TLS_REJECT_UNAUTHORIZED). `wrap` sees every call (the `--debug` trace).
 */
export async function createHttp(
  options: HttpOptions,
  wrap: (send: NodeSend) => NodeSend = (send) => send,
): Promise<Http> {
  const tls: TlsOptions = {};
  if (options.caFile) tls.ca = await readCa(options.caFile);
  if (options.insecure) tls.rejectUnauthorized = false;
  const send = wrap(async ({ url, method, headers, body, init }) => {
    const sending = method === 'GET' || method === 'HEAD' ? undefined : await outgoingBody(body);
    const sent = { ...headers };
    const length = sending && lengthOf(sending);
    if (length !== undefined) sent['content-length'] = String(length);
    const outgoing = { url: new URL(url), method, headers: sent, body: sending };
    const signal = withTimeout(init.signal ?? null, options.timeoutSeconds);
    return sendFollowing(outgoing, init.redirect ?? 'follow', tls, signal);
  });
  return { send, tls, timeoutSeconds: options.timeoutSeconds };
}

/** Whether a failure is our own timeout firing. */
export const isTimeout = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'TimeoutError' || isTimeout(error.cause));

// The codes Node's TLS gives a certificate it does not trust.
const CERTIFICATE_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** A call that never got an answer: the host is down, unknown, too slow, or its certificate is not trusted. */
export function unreachable(host: string, error: unknown, timeoutSeconds?: number): CliError {
  if (isTimeout(error)) {
    return new CliError(
      `${host} did not answer within ${timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS} s`,
      EXIT.timeout,
      'Wait longer with --timeout SECONDS (0 waits forever), or check that the host is up.',
    );
  }
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  if (code?.startsWith('HPE_')) {
    const what = code === 'HPE_HEADER_OVERFLOW' ? 'its headers are too large' : 'it is not HTTP';
    return new CliError(`Could not read the answer of ${host}: ${what} (${code})`, EXIT.apiError);
  }
  const reason = code ?? cause?.message ?? (error as Error).message;
  if (code && CERTIFICATE_CODES.has(code)) {
    return new CliError(
      `Could not reach ${host}: its certificate is not trusted (${code})`,
      EXIT.apiError,
      'Trust the rack’s CA with --cacert FILE, or skip the check with --insecure (not recommended).',
    );
  }
  return new CliError(`Could not reach ${host}: ${reason}`, EXIT.apiError);
}
