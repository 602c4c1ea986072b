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
  const headers = new Headers(options.baseParams?.headers);
  headers.set('Content-Type', 'application/json');
  if (options.token) headers.set('Authorization', `Bearer ${options.token}`);
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
  const baseUrl = (options.host ?? '').replace(/\/$/, '');
  const { headers: _baseHeaders, ...baseInit } = options.baseParams ?? {};
  const headers = baseHeaders(options);
  const shape: ShapeTranslation = options.shapes ?? ((_, wire) => wire);

  /** Sends the call in `version` and reads the answer. */
  const send: VersionedCall = async <Data>(
    method: HttpMethod,
    path: string,
    params: CallParams,
    version: string,
  ): Promise<ApiResult<Data>> => {
    const requestHeaders = new Headers(headers);
    for (const [name, value] of new Headers(params.init?.headers)) requestHeaders.set(name, value);
    requestHeaders.set('api-version', version);
    const encoded = encodeBody(params, (wire) => shape(params.operationId, wire, version));
    if (encoded.type) requestHeaders.set('Content-Type', encoded.type);
    const query = toQueryString(params.query);
    const url = `${baseUrl}${fillPath(path, params.path)}${query ? `?${query}` : ''}`;
    const request = new Request(url, {
      redirect: 'follow',
      ...baseInit,
      ...params.init,
      method: method.toUpperCase(),
      body: encoded.body,
      headers: requestHeaders,
    });
    const response = await fetch(request);
    options.serverVersion?.observe(response);
    // A HEAD answer has no body, whatever a custom fetch hands back.
    const head = method === 'head';
    if (response.ok && params.responseEncoding === 'binary') {
      const data = (head ? new Blob([]) : await response.blob()) as Data;
      return { type: 'success', data, statusCode: response.status, response };
    }
    return readJson<Data>(response, head ? '' : await response.text(), params.responseKeys, (wire) =>
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
  response: Response,
  text: string,
  plan: KeyPlan | undefined,
  toNewest: (wire: unknown) => unknown,
): ApiResult<Data> {
  const statusCode = response.status;
  let json: unknown;
  try {
    json = text.length > 0 ? JSON.parse(text) : undefined;
  } catch (error) {
    const reason = response.ok ? error : new SyntaxError(`Response body of HTTP ${statusCode} is not JSON`);
    return { type: 'client_error', error: reason as Error, text, statusCode, response };
  }
  if (response.ok) {
    const data = (json === undefined ? {} : fromWire(toNewest(json), plan)) as Data;
    return { type: 'success', data, statusCode, response };
  }
  const data = (typeof json === 'object' && json !== null ? fromWire(json) : {}) as ErrorBody;
  return { type: 'error', data, statusCode, response };
}
