import { API_VERSION, compareApiVersions, OLDEST_API_VERSION } from '../contract/version.js';
import type { KeyPlan } from '../generated/operations.js';
import { checkSpokenVersion, type ServerVersionWatch } from './api-version.js';
import { camelToSnake, fromWire, toWire } from './casing.js';
import { toQueryString } from './query.js';
import type { ApiResult, ErrorBody } from './result.js';
import type { RetryPolicy } from './retry.js';

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
   * How to retry failed calls, e.g. `retryIdempotent()`: GET, PUT and DELETE again after a 429, a 503 or a
   * network error, with backoff, honouring `Retry-After`. Off unless asked: a call then fails the first time.
   */
  retry?: RetryPolicy;
  /**
   * The platform API version to speak, for a platform older than the SDK (default: the SDK's own, `API_VERSION`).
   * Calls go to the paths that version has; answers come in its shapes (fields it lacks are absent, renamed ones
   * under its names), though the types describe the newest. An operation the version lacks answers 404.
   */
  apiVersion?: string;
  /** Follows the version the server names on every answer (see `createServerVersionWatch`). */
  serverVersion?: ServerVersionWatch;
  /**
   * With `serverVersion` and no `apiVersion`: once the server says it speaks an older version than the SDK, speak
   * that one (a call it refused for naming a newer version is sent again, once, in its version). For a console or
   * tool that must keep working against platforms older than itself.
   */
  adaptToOlderServer?: boolean;
}

/** The version a client speaks on its next call: the one asked for, an older server's, or the SDK's own. */
export function spokenVersionOf(options: ClientOptions): () => string {
  if (options.apiVersion) {
    const fixed = checkSpokenVersion(options.apiVersion);
    return () => fixed;
  }
  const watch = options.serverVersion;
  if (!options.adaptToOlderServer || !watch) return () => API_VERSION;
  return () => {
    const server = watch.current;
    return server &&
      compareApiVersions(server, API_VERSION) < 0 &&
      compareApiVersions(server, OLDEST_API_VERSION) >= 0
      ? server
      : API_VERSION;
  };
}

/** The platform's refusal of a version newer than its own (dropshot's wording). */
const UNSUPPORTED_VERSION = 'server does not support this API version';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'head';

/** The parts of one call: path parameters, query and body, all in the SDK's camelCase. */
export interface CallParams {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** `form` for the device flow's urlencoded bodies; JSON otherwise, bytes passed through untouched. */
  bodyEncoding?: 'json' | 'form';
  /** `binary` for downloads: the success data is the body as a `Blob`. */
  responseEncoding?: 'json' | 'binary';
  /** Where the body holds data whose keys stay as they are (records, free-form JSON); from the operation table. */
  requestKeys?: KeyPlan;
  /** Where the answer holds data whose keys stay as they are; from the operation table. */
  responseKeys?: KeyPlan;
  /** Per-call request options, e.g. an `AbortSignal`. */
  init?: RequestInit;
  /** The operation's path at an API version, where versions moved it; `path` is used otherwise. */
  pathAt?: (version: string) => string;
}

/** Sends one call and resolves to its result kind; throws only when the network itself fails. */
export type Call = <Data>(method: HttpMethod, path: string, params?: CallParams) => Promise<ApiResult<Data>>;

const isBinary = (body: unknown): body is BodyInit =>
  body instanceof Blob ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body) ||
  (typeof ReadableStream !== 'undefined' && body instanceof ReadableStream);

/**
 * The body as the wire wants it, and its content type when not JSON: bytes untouched, a form urlencoded with
 * snake_case keys and no nulls, anything else JSON with snake_case keys (except data keys), dates as ISO.
 */
function encodeBody({ body, bodyEncoding, requestKeys }: CallParams): { body?: BodyInit; type?: string } {
  if (body === undefined) return {};
  if (isBinary(body)) return { body, type: 'application/octet-stream' };
  if (bodyEncoding !== 'form') return { body: JSON.stringify(toWire(body, requestKeys)) };
  const fields = Object.entries(toWire(body, requestKeys) as Record<string, unknown>)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => [key, String(value)]);
  return { body: new URLSearchParams(fields), type: 'application/x-www-form-urlencoded' };
}

const snakeKeys = (params: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [camelToSnake(key), value]));

/**
 * The headers the client sends with every call: the caller's own, JSON, the API version it speaks and the
 * bearer token. For requests made around the named operations (raw calls, websockets) to match them.
 */
export function clientHeaders(
  options: Pick<ClientOptions, 'baseParams' | 'token' | 'apiVersion'> = {},
): Headers {
  const headers = new Headers(options.baseParams?.headers);
  headers.set('Content-Type', 'application/json');
  headers.set('api-version', options.apiVersion ? checkSpokenVersion(options.apiVersion) : API_VERSION);
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
  return headers;
}

/** A path template with its `{name}` parameters filled in, percent-encoded; an absent one stays as it is. */
function fillPath(template: string, params: Record<string, unknown> | undefined): string {
  const values = snakeKeys(params);
  return template.replace(/\{([^{}]+)\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? match : encodeURIComponent(String(value));
  });
}

/** What came back for one request: the response and its body, unread when it has none. */
interface Answer {
  response: Response;
  body: string | Blob | undefined;
}

/**
 * Creates the low-level call function every named operation goes through. It builds the URL (host, filled path,
 * `toQueryString`), merges headers (`baseParams` < the client's own < the call's `init`) and request options
 * (`redirect: 'follow'` < `baseParams` < the call's `init`), sends one `Request` through the `fetch` option
 * (wrapped in the `retry` policy) and reads the body itself: an empty one must become `{}` and unreadable JSON a
 * `client_error`.
 */
export function createTransport(options: ClientOptions = {}, speaking = spokenVersionOf(options)): Call {
  const plainFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const fetch = options.retry ? options.retry(plainFetch) : plainFetch;
  const baseUrl = (options.host ?? '').replace(/\/$/, '');
  const { headers: _baseHeaders, ...baseInit } = options.baseParams ?? {};
  const headers = clientHeaders(options);

  /** Sends the call in `version`, at the path that version has. */
  const send = async (
    method: HttpMethod,
    path: string,
    params: CallParams,
    version: string,
  ): Promise<Answer> => {
    const requestHeaders = new Headers(headers);
    for (const [name, value] of new Headers(params.init?.headers)) requestHeaders.set(name, value);
    requestHeaders.set('api-version', version);
    const encoded = encodeBody(params);
    if (encoded.type) requestHeaders.set('Content-Type', encoded.type);
    const query = toQueryString(params.query);
    const url = `${baseUrl}${fillPath(params.pathAt ? params.pathAt(version) : path, params.path)}${query ? `?${query}` : ''}`;
    const request = new Request(url, {
      redirect: 'follow',
      ...baseInit,
      ...params.init,
      method: method.toUpperCase(),
      body: encoded.body,
      headers: requestHeaders,
    });
    const response = await fetch(request);
    // No body to read: a 204, a HEAD, or an answer that says it is empty.
    const length = response.headers.get('Content-Length');
    const chunked = response.headers.get('Transfer-Encoding')?.includes('chunked');
    if (response.status === 204 || request.method === 'HEAD' || (length === '0' && !chunked)) {
      return { response, body: undefined };
    }
    const binary = response.ok && params.responseEncoding === 'binary';
    return { response, body: binary ? await response.blob() : await response.text() };
  };

  return async <Data>(
    method: HttpMethod,
    path: string,
    params: CallParams = {},
  ): Promise<ApiResult<Data>> => {
    const version = speaking();
    let answer = await send(method, path, params, version);
    options.serverVersion?.observe(answer.response);
    let result = readAnswer<Data>(answer, params);
    // A server older than the version spoken refuses before doing anything, so the call is safe to send again.
    const refusedVersion =
      result.type === 'error' &&
      result.statusCode === 400 &&
      typeof result.data.message === 'string' &&
      result.data.message.startsWith(UNSUPPORTED_VERSION);
    if (refusedVersion && speaking() !== version) {
      answer = await send(method, path, params, speaking());
      options.serverVersion?.observe(answer.response);
      result = readAnswer<Data>(answer, params);
    }
    return result;
  };
}

/**
 * The result kind of an answer: a success's data in the SDK's casing (`{}` when empty, or a `Blob`), a failure's
 * platform error body, or a `client_error` when a body that should be JSON is not.
 */
function readAnswer<Data>({ response, body }: Answer, params: CallParams): ApiResult<Data> {
  const statusCode = response.status;
  if (response.ok && params.responseEncoding === 'binary') {
    const data = (body instanceof Blob ? body : new Blob([])) as Data;
    return { type: 'success', data, statusCode, response };
  }
  const text = typeof body === 'string' ? body : '';
  let json: unknown;
  try {
    json = text.length > 0 ? JSON.parse(text) : undefined;
  } catch (error) {
    const reason = response.ok ? error : new SyntaxError(`Response body of HTTP ${statusCode} is not JSON`);
    return { type: 'client_error', error: reason as Error, text, statusCode, response };
  }
  if (response.ok) {
    const data = (json === undefined ? {} : fromWire(json, params.responseKeys)) as Data;
    return { type: 'success', data, statusCode, response };
  }
  const data = (typeof json === 'object' && json !== null ? fromWire(json) : {}) as ErrorBody;
  return { type: 'error', data, statusCode, response };
}
