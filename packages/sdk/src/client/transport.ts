import createFetchClient from 'openapi-fetch';
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

/** JSON bodies go out as JSON (already snake_cased, dates as ISO); binary and form bodies go out untouched. */
const serializeBody = (body: unknown): BodyInit => {
  if (isBinary(body) || body instanceof URLSearchParams) return body;
  return JSON.stringify(body);
};

/** Form bodies: snake_case keys, nulls dropped, values as strings. */
const toForm = (body: unknown, plan: KeyPlan | undefined) =>
  new URLSearchParams(
    Object.entries(toWire(body, plan) as Record<string, unknown>)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );

const contentTypeOf = (params: CallParams) => {
  if (isBinary(params.body)) return 'application/octet-stream';
  if (params.bodyEncoding === 'form') return 'application/x-www-form-urlencoded';
  return undefined;
};

const snakeKeys = (params: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(params ?? {}).map(([key, value]) => [camelToSnake(key), value]));

/** The body as the wire wants it: snake_case keys (except data keys), or bytes and forms as they are. */
function wireBody(params: CallParams): unknown {
  if (params.bodyEncoding === 'form') return toForm(params.body, params.requestKeys);
  if (params.body === undefined || isBinary(params.body)) return params.body;
  return toWire(params.body, params.requestKeys);
}

function parseSuccess<Data>(response: Response, text: string, plan: KeyPlan | undefined): ApiResult<Data> {
  const statusCode = response.status;
  try {
    const data = (text.length > 0 ? fromWire(JSON.parse(text), plan) : {}) as Data;
    return { type: 'success', data, statusCode, response };
  } catch (error) {
    return { type: 'client_error', error: error as Error, text, statusCode, response };
  }
}

/** openapi-fetch has already tried JSON.parse on a failure's body: a string left over was not JSON. */
function parseFailure<Data>(response: Response, body: unknown): ApiResult<Data> {
  const statusCode = response.status;
  if (typeof body === 'string' && body.length > 0) {
    const error = new SyntaxError(`Response body of HTTP ${statusCode} is not JSON`);
    return { type: 'client_error', error, text: body, statusCode, response };
  }
  const data = (typeof body === 'object' && body !== null ? fromWire(body) : {}) as ErrorBody;
  return { type: 'error', data, statusCode, response };
}

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

/** Creates the low-level call function every named operation goes through. */
export function createTransport(options: ClientOptions = {}, speaking = spokenVersionOf(options)): Call {
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createFetchClient({
    ...options.baseParams,
    baseUrl: options.host ?? '',
    headers: clientHeaders(options),
    querySerializer: toQueryString,
    bodySerializer: serializeBody,
    ...(options.fetch || options.retry ? { fetch: options.retry ? options.retry(fetch) : fetch } : {}),
  });

  /** Sends the call in `version`, at the path that version has. */
  const send = (method: HttpMethod, path: string, params: CallParams, version: string) => {
    const contentType = contentTypeOf(params);
    const headers = new Headers(params.init?.headers);
    headers.set('api-version', version);
    if (contentType) headers.set('Content-Type', contentType);
    return client.request(
      method,
      (params.pathAt ? params.pathAt(version) : path) as never,
      {
        ...params.init,
        headers,
        params: { path: snakeKeys(params.path), query: params.query },
        body: wireBody(params),
        // The SDK reads bodies itself: an empty body must become `{}` and unreadable JSON a `client_error`.
        parseAs: params.responseEncoding === 'binary' ? 'blob' : 'text',
      } as never,
    );
  };

  return async <Data>(
    method: HttpMethod,
    path: string,
    params: CallParams = {},
  ): Promise<ApiResult<Data>> => {
    const binaryResponse = params.responseEncoding === 'binary';
    const version = speaking();
    let result = await send(method, path, params, version);
    options.serverVersion?.observe(result.response);
    // A server older than the version spoken refuses before doing anything, so the call is safe to send again.
    const failure = (result as { error?: unknown }).error;
    const message =
      typeof failure === 'object' && failure !== null ? (failure as { message?: unknown }).message : failure;
    const refusedVersion =
      result.response.status === 400 &&
      typeof message === 'string' &&
      message.startsWith(UNSUPPORTED_VERSION);
    if (refusedVersion && speaking() !== version) {
      result = await send(method, path, params, speaking());
      options.serverVersion?.observe(result.response);
    }
    const { response } = result;
    if (!response.ok) return parseFailure<Data>(response, result.error);
    if (binaryResponse) {
      const data = (result.data ?? new Blob([])) as Data;
      return { type: 'success', data, statusCode: response.status, response };
    }
    return parseSuccess<Data>(response, (result.data as string | undefined) ?? '', params.responseKeys);
  };
}
