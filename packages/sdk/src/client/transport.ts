import { API_VERSION } from '../contract/version.js';
import type { KeyPlan } from '../generated/operations.js';
import { checkSpokenVersion, type ServerVersionWatch } from './api-version.js';
import { camelToSnake, fromWire, toWire } from './casing.js';
import { toQueryString } from './query.js';
import type { ApiResult, ErrorBody } from './result.js';
import type { RetryPolicy } from './retry.js';
import type { ShapeTranslation } from './version-shapes.js';

/** How to reach the platform. */
export interface ClientOptions {
  /** Origin of the platform API, e.g. `https://rack.example.com`. Omit in a browser for same-origin calls. */
  host?: string;
  /** A device access token; sent as `Authorization: Bearer …` on every request. */
  token?: string;
  /** Request options merged into every request (headers, credentials, signal…). */
  baseParams?: RequestInit;
  /** A fetch implementation to use instead of the global one (tests, proxies, instrumentation). */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * A transport to send calls through instead of `fetch` (and `retry`, which wraps it), given plain values rather
   * than a `Request`: the CLI's node:http one, which spares a short command loading Node's fetch.
   */
  send?: Send;
  /**
   * How to retry failed calls, e.g. `retryIdempotent()`: GET, PUT and DELETE again after a 429, a 503 or a
   * network error, with backoff, honouring `Retry-After`. Off unless asked: a call then fails the first time.
   */
  retry?: RetryPolicy;
  /**
   * The platform API version to speak, for a platform older than the SDK (default: the SDK's own, `API_VERSION`).
   * Calls go to the paths that version has; answers come in its shapes (fields it lacks are absent, renamed ones
   * under its names, unless `shapes` translates them), though the types describe the newest. An operation the
   * version lacks answers 404. Needs `versions: olderVersions`.
   */
  apiVersion?: string;
  /** Follows the version the server names on every answer (see `createServerVersionWatch`). */
  serverVersion?: ServerVersionWatch;
  /**
   * With `serverVersion` and no `apiVersion`: once the server says it speaks an older version than the SDK, speak
   * that one (a call it refused for naming a newer version is sent again, once, in its version). For a console or
   * tool that must keep working against platforms older than itself. Needs `versions: olderVersions`.
   */
  adaptToOlderServer?: boolean;
  /**
   * `olderVersions`, to speak a platform API version older than the SDK's (`apiVersion`, `adaptToOlderServer`).
   * Without it every call speaks the SDK's own version, `API_VERSION`.
   */
  versions?: VersionPolicy;
  /**
   * With an older version spoken: `olderVersionShapes`, so that bodies are sent in that version's shapes and
   * answers come back in the newest, as the types describe them. Without it they are in the older shapes.
   */
  shapes?: ShapeTranslation;
}

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'head';

/** The parts of one call: path parameters, query and body, all in the SDK's camelCase. */
export interface CallParams {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** `form` for the device flow's urlencoded bodies; JSON otherwise, bytes passed through untouched. */
  bodyEncoding?: 'json' | 'form' | 'binary';
  /** `binary` for downloads: the success data is the body as a `Blob`. */
  responseEncoding?: 'json' | 'binary';
  /** Where the body holds data whose keys stay as they are (records, free-form JSON); from the operation table. */
  requestKeys?: KeyPlan;
  /** Where the answer holds data whose keys stay as they are; from the operation table. */
  responseKeys?: KeyPlan;
  /** Per-call request options, e.g. an `AbortSignal`. */
  init?: RequestInit;
  /** Where the operation lived before a version moved it; from the operation table, for `olderVersions`. */
  movedFrom?: { path: string; until: string };
  /** The platform's operationId, for the `shapes` option. */
  operationId?: string;
}

/** One call as a `send` transport gets it: plain values rather than a WHATWG `Request`. */
export interface OutgoingCall {
  /** Upper-case, e.g. `GET`. */
  method: string;
  url: string;
  /** By lower-case name. */
  headers: Record<string, string>;
  /** JSON or a form as a string; bytes as the caller gave them. */
  body?: BodyInit;
  /** The other request options (`signal`, `redirect`, `credentials`…): `baseParams` < the call's `init`. */
  init: RequestInit;
}

/** An answer of a `send` transport: what the client reads of it, and how it becomes a `Response` if asked. */
export interface PlainAnswer {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  blob(): Promise<Blob>;
  /** The answer as a `Response` carrying `body` (what the client read of it); made only when a caller asks. */
  toResponse(body: BodyInit | null): Response;
}

/** Sends one call as plain values; resolves to the answer, a `Response` or a `PlainAnswer`. */
export type Send = (call: OutgoingCall) => Promise<Response | PlainAnswer>;

/** Sends one call and resolves to its result kind; throws only when the network itself fails. */
export type Call = <Data>(method: HttpMethod, path: string, params?: CallParams) => Promise<ApiResult<Data>>;

/** Sends one call in an API version, to the path given. */
export type VersionedCall = <Data>(
  method: HttpMethod,
  path: string,
  params: CallParams,
  version: string,
) => Promise<ApiResult<Data>>;

/** How a client picks the API version each call speaks (and its path there): `ClientOptions.versions`. */
export type VersionPolicy = (send: VersionedCall, options: ClientOptions) => Call;

const isBinary = (body: unknown): body is BodyInit =>
  body instanceof Blob ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body) ||
  (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream);

/**
 * The body as the wire wants it, and its content type when not JSON: bytes untouched, a form encoded as a query
 * string is (snake_case keys, no nulls), anything else JSON with snake_case keys (except data keys), dates as ISO.
 */
function encodeBody(
  { body, bodyEncoding, requestKeys }: CallParams,
  toVersion: (wire: unknown) => unknown,
): { body?: BodyInit; type?: string } {
  if (body === undefined) return {};
  if (isBinary(body)) return { body, type: 'application/octet-stream' };
  if (bodyEncoding !== 'form') return { body: JSON.stringify(toVersion(toWire(body, requestKeys))) };
  return { body: toQueryString(body as Record<string, unknown>), type: 'application/x-www-form-urlencoded' };
}

/**
 * The headers the client sends with every call: the caller's own, JSON, the API version it speaks and the
 * bearer token. For requests made around the named operations (raw calls, websockets) to match them.
 */
export function clientHeaders(
  options: Pick<ClientOptions, 'baseParams' | 'token' | 'apiVersion'> = {},
): Headers {
  const headers = baseHeaders(options);
  headers.set('api-version', options.apiVersion ? checkSpokenVersion(options.apiVersion) : API_VERSION);
  return headers;
}

/** The caller's headers, JSON and the bearer token: what every call sends besides its API version. */
function baseHeaders(options: Pick<ClientOptions, 'baseParams' | 'token'>): Headers {
  return new Headers(Object.entries(plainHeaders(options)));
}

/** `baseHeaders` as a plain object by lower-case name: building it makes no `Headers` (see `ClientOptions.send`). */
function plainHeaders(options: Pick<ClientOptions, 'baseParams' | 'token'>): Record<string, string> {
  const headers = withHeaders({}, options.baseParams?.headers);
  headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return headers;
}

/** Sets the headers of `init` (a `Headers`, pairs or a record) on `headers`, by lower-case name. */
function withHeaders(headers: Record<string, string>, init: HeadersInit | undefined): Record<string, string> {
  const pairs =
    init && Symbol.iterator in init ? (init as Iterable<[string, string]>) : Object.entries(init ?? {});
  for (const [name, value] of pairs) headers[name.toLowerCase()] = value;
  return headers;
}

/** A path template with its `{name}` parameters filled in, percent-encoded; an absent one stays as it is. */
function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  const values = Object.fromEntries(
    Object.entries(params ?? {}).map(([key, value]) => [camelToSnake(key), value]),
  );
  return template.replace(/\{([^{}]+)\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? match : encodeURIComponent(String(value));
  });
}

/**
 * Creates the low-level call function every named operation goes through. It builds the URL (host, filled path,
 * `toQueryString`), merges headers (`baseParams` < the client's own < the call's `init`) and request options
 * (`redirect: 'follow'` < `baseParams` < the call's `init`), sends one `Request` through the `fetch` option
 * (wrapped in the `retry` policy) and reads the body itself: an empty one must become `{}` and unreadable JSON a
 * `client_error`.
 */
export function createTransport(options: ClientOptions = {}): Call {
  if (!options.versions && (options.apiVersion || options.adaptToOlderServer)) {
    throw new TypeError('apiVersion and adaptToOlderServer need the `versions: olderVersions` option');
  }
  const plainFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const fetch = options.retry ? options.retry(plainFetch) : plainFetch;
  const sendCall: Send =
    options.send ??
    (({ url, method, headers, body, init }) =>
      fetch(new Request(url, { redirect: 'follow', ...init, method, body, headers })));
  const baseUrl = (options.host ?? '').replace(/\/$/, '');
  const { headers: _baseHeaders, ...baseInit } = options.baseParams ?? {};
  const headers = plainHeaders(options);
  const shape: ShapeTranslation = options.shapes ?? ((_, wire) => wire);

  /** Sends the call in `version` and reads the answer. */
  const send: VersionedCall = async <Data>(
    method: HttpMethod,
    path: string,
    params: CallParams,
    version: string,
  ): Promise<ApiResult<Data>> => {
    const { headers: callHeaders, ...init } = params.init ?? {};
    const requestHeaders = withHeaders({ ...headers }, callHeaders);
    requestHeaders['api-version'] = version;
    const encoded = encodeBody(params, (wire) => shape(params.operationId, wire, version));
    if (encoded.type) requestHeaders['content-type'] = encoded.type;
    const query = toQueryString(params.query);
    const answer = await sendCall({
      method: method.toUpperCase(),
      url: `${baseUrl}${fillPath(path, params.path)}${query ? `?${query}` : ''}`,
      headers: requestHeaders,
      body: encoded.body,
      init: { ...baseInit, ...init },
    });
    options.serverVersion?.observe(answer);
    // A HEAD answer has no body, whatever a custom fetch hands back.
    const head = method === 'head';
    if (isOk(answer.status) && params.responseEncoding === 'binary') {
      const data = head ? new Blob([]) : await answer.blob();
      return answered({ type: 'success', data: data as Data, statusCode: answer.status }, answer, data);
    }
    return readJson<Data>(answer, head ? '' : await answer.text(), params.responseKeys, (wire) =>
      shape(params.operationId, wire, version, true),
    );
  };

  return options.versions
    ? options.versions(send, options)
    : (method, path, params = {}) => send(method, path, params, API_VERSION);
}

/**
 * The result kind of a JSON answer: a success's data in the SDK's casing (`{}` when empty), a failure's platform
 * error body, or a `client_error` when the body is not JSON.
 */
function readJson<Data>(
  answer: Response | PlainAnswer,
  text: string,
  plan: KeyPlan | undefined,
  toNewest: (wire: unknown) => unknown,
): ApiResult<Data> {
  const statusCode = answer.status;
  const ok = isOk(statusCode);
  let json: unknown;
  try {
    json = text.length > 0 ? JSON.parse(text) : undefined;
  } catch (error) {
    const reason = ok ? error : new SyntaxError(`Response body of HTTP ${statusCode} is not JSON`);
    return answered({ type: 'client_error', error: reason as Error, text, statusCode }, answer, text);
  }
  if (ok) {
    const data = (json === undefined ? {} : fromWire(toNewest(json), plan)) as Data;
    return answered({ type: 'success', data, statusCode, text }, answer, text);
  }
  const data = (typeof json === 'object' && json !== null ? fromWire(json) : {}) as ErrorBody;
  return answered({ type: 'error', data, statusCode }, answer, text);
}

const isOk = (status: number) => status > 199 && status < 300;

/**
 * A result with its `response`: the answer itself when it is a `Response`, else one made from `body` (what the
 * client read) when a caller first asks for it, so that a `send` transport's calls need not load Node's fetch.
 */
function answered<const Result extends object>(
  result: Result,
  answer: Response | PlainAnswer,
  body: BodyInit,
): Result & { response: Response } {
  let response: Response | undefined;
  return Object.defineProperty(result, 'response', {
    enumerable: true,
    get: () => (response ??= 'toResponse' in answer ? answer.toResponse(body || null) : answer),
  }) as Result & { response: Response };
}
