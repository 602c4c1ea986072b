import { readFile } from 'node:fs/promises';
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

/**
 * Builds the transport. Plain calls use Node's fetch; custom trust (`--cacert`, `--insecure`) goes through an
 * undici Agent of its own, passed to undici's fetch for these calls only, so nothing process-wide changes
 * (no NODE_TLS_REJECT_UNAUTHORIZED) and undici is loaded only when it is needed.
 */
export async function createHttp(options: HttpOptions): Promise<Http> {
  const tls: TlsOptions = {};
  if (options.caFile) tls.ca = await readCa(options.caFile);
  if (options.insecure) tls.rejectUnauthorized = false;
  const custom = tls.ca !== undefined || tls.rejectUnauthorized === false;
  let send: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);
  if (custom) {
    const undici = await import('undici');
    const dispatcher = new undici.Agent({ connect: tls });
    // undici's Response is the same WHATWG class Node's fetch answers with, typed by undici's own declarations.
    send = (url, init) =>
      undici.fetch(url, {
        ...(init as Parameters<typeof undici.fetch>[1]),
        dispatcher,
      }) as unknown as Promise<Response>;
  }
  const timed: Fetch = async (request) => {
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return send(request.url, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      signal: withTimeout(request.signal, options.timeoutSeconds),
      redirect: request.redirect,
    });
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
