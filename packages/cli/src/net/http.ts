import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';
import { CliError, EXIT, UsageError } from '../errors';

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

/** The fetch every platform call goes through: the SDK's `fetch` option, `rackctl api` and the device flow. */
export type Fetch = (request: Request) => Promise<Response>;

/** TLS settings for the calls that do not go through fetch (the serial console's websocket). */
export interface TlsOptions {
  ca?: string;
  rejectUnauthorized?: boolean;
}

/** A transport: fetch with the timeout and TLS settings applied, and the same TLS settings for websockets. */
export interface Http {
  fetch: Fetch;
  tls: TlsOptions;
  timeoutSeconds: number;
}

/** Reads `--cacert`; a missing or empty file is the user's mistake, said before any call. */
async function readCa(file: string): Promise<string> {
  const pem = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`Cannot read the CA certificate file ${file}: ${error.code ?? error.message}`);
  });
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

interface Outgoing {
  url: URL;
  method: string;
  headers: Headers;
  body: Uint8Array | undefined;
}

/**
 * One request over node:http(s), answered as a WHATWG Response whose body streams from the socket. node:https
 * is loaded for an https URL only: it brings in TLS (about 40 ms of a profiled `project list` over http).
 */
async function sendOnce(
  outgoing: Outgoing,
  tls: TlsOptions,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const { url, method, headers, body } = outgoing;
  const send = url.protocol === 'https:' ? (await import('node:https')).request : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(url, { method, headers: Object.fromEntries(headers), signal, ...tls }, (answer) => {
      const status = answer.statusCode ?? 502;
      const pairs: [string, string][] = [];
      for (let at = 0; at + 1 < answer.rawHeaders.length; at += 2) {
        pairs.push([answer.rawHeaders[at] as string, answer.rawHeaders[at + 1] as string]);
      }
      const hasBody = method !== 'HEAD' && !NULL_BODY_STATUSES.has(status);
      if (!hasBody) answer.resume();
      resolve(
        new Response(hasBody ? (Readable.toWeb(answer) as ReadableStream<Uint8Array>) : null, {
          status,
          statusText: answer.statusMessage ?? '',
          headers: pairs,
        }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Follows redirects as fetch does: 303 (and 301/302 after a POST) turn into a GET; credentials stay on the origin. */
async function sendFollowing(
  first: Outgoing,
  mode: RequestRedirect,
  tls: TlsOptions,
  signal: AbortSignal | undefined,
): Promise<Response> {
  let outgoing = first;
  for (let hops = 0; ; hops += 1) {
    const response = await sendOnce(outgoing, tls, signal);
    const location = response.headers.get('location');
    if (mode === 'manual' || !REDIRECT_STATUSES.has(response.status) || location === null) return response;
    await response.body?.cancel();
    if (mode === 'error' || hops >= MAX_REDIRECTS) {
      throw new TypeError(
        `Redirected from ${outgoing.url.href} ${mode === 'error' ? 'against' : 'too often for'} the request's redirect mode`,
      );
    }
    const url = new URL(location, outgoing.url);
    const headers = new Headers(outgoing.headers);
    if (url.origin !== outgoing.url.origin)
      for (const name of ['authorization', 'cookie']) headers.delete(name);
    const toGet =
      response.status === 303
        ? outgoing.method !== 'HEAD'
        : [301, 302].includes(response.status) && outgoing.method === 'POST';
    if (toGet) for (const name of ['content-type', 'content-length']) headers.delete(name);
    outgoing = toGet ? { url, method: 'GET', headers, body: undefined } : { ...outgoing, url, headers };
  }
}

/**
 * Builds the transport: node:http(s) under a fetch-shaped function. Not Node's fetch: its first call compiles
 * undici's WebAssembly HTTP parser, which cost `rackctl project list` about 100 ms of CPU (40 ms for
 * `node -e 0`), where node:http's parser is built into Node. `--cacert` and `--insecure` are plain TLS options
 * of these requests, so nothing process-wide changes (no NODE_TLS_REJECT_UNAUTHORIZED).
 */
export async function createHttp(options: HttpOptions): Promise<Http> {
  const tls: TlsOptions = {};
  if (options.caFile) tls.ca = await readCa(options.caFile);
  if (options.insecure) tls.rejectUnauthorized = false;
  const timed: Fetch = async (request) => {
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const body = hasBody ? new Uint8Array(await request.arrayBuffer()) : undefined;
    const headers = new Headers(request.headers);
    if (body) headers.set('content-length', String(body.byteLength));
    const outgoing = { url: new URL(request.url), method: request.method, headers, body };
    return sendFollowing(
      outgoing,
      request.redirect,
      tls,
      withTimeout(request.signal, options.timeoutSeconds),
    );
  };
  return { fetch: timed, tls, timeoutSeconds: options.timeoutSeconds };
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
